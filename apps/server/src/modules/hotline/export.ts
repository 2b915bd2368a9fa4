import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { HOTLINE_STATUS_LABELS, type CallEventItem } from '@portal/api';
import { maskMobile, maskPersonName } from '@portal/validators';
import type { Db } from '../../db/open';
import { EXPORT_PAGE_ROWS, keysetPages, streamXlsx, type ExportColumn } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { exportPage, type EventFilter } from './service';

/** 办理时限 as staff read it in the list: 已办结, 已超时 N 小时, or 剩余 N 小时 (whole hours, rounded down). */
const timeLeft = (e: CallEventItem) => (e.status === 'closed' ? '已办结' : e.overdue ? `已超时${Math.floor(-e.minutesLeft / 60)}小时` : `剩余${Math.floor(e.minutesLeft / 60)}小时`);

/**
 * Columns of the event export. The caller's name and phone are masked (GB/T 35273-2020 section
 * 7.2: a file leaves the system; staff read them whole on /respondCallDetail).
 */
const COLUMNS: ExportColumn<CallEventItem>[] = [
  { header: '诉求编号', width: 20, value: (e) => e.eventNo },
  { header: '分类', width: 14, value: (e) => e.categoryName },
  { header: '诉求内容', width: 60, value: (e) => e.content },
  { header: '来源', width: 10, value: (e) => (e.channel === 'phone' ? '电话受理' : '网上提交') },
  { header: '诉求人', width: 10, value: (e) => maskPersonName(e.callerName) },
  { header: '联系电话', width: 14, value: (e) => maskMobile(e.callerPhone) },
  { header: '状态', width: 10, value: (e) => HOTLINE_STATUS_LABELS[e.status] },
  { header: '办理部门', width: 20, value: (e) => e.deptName },
  { header: '承办人', width: 10, value: (e) => e.assigneeName },
  { header: '提交时间', width: 20, value: (e) => e.createdAt },
  { header: '办理时限', width: 20, value: (e) => e.deadline },
  { header: '时限情况', width: 14, value: (e) => timeLeft(e) },
  { header: '满意度', width: 8, value: (e) => e.score ?? '' },
];

/** GET /api/call/export: the events of the list's visibility and filters (endpoints.callPage), by id, streamed in keyset pages as xlsx. */
export const exportEvents = (db: Db, user: AuthUser, f: EventFilter, log: FastifyBaseLogger): Readable =>
  streamXlsx('热线诉求', COLUMNS, keysetPages(exportPage(db, user, f), EXPORT_PAGE_ROWS), log);
