import { CONTENT_KIND_LABELS, NOTICE_STATUS_LABELS, endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { tableWorkbook, XLSX_TYPE } from '../files/workbook';
import { notice } from './tables';
import { listNotices, listPublished, listPublications, PUBLICATION_LIST_CACHE, noticeForReader, openPublication, publishingDepartments } from './publicService';
import { auditContent, createContent, deleteContent, staffDetail, staffPage, staffRows, updateContent } from './staffService';
import {
  checkAttachedIds,
  markReadAndCount,
  matchOf,
  myMessages,
  readMarks,
  sendResultOf,
  setSubscription,
  subscriptionsOf,
  unreadCount,
} from './subscriptionService';

/** Interpretations only, for the /api/second/interpretation/* door to the same workflow. */
const EXPLAIN = ['explain'] as const;

/**
 * Content: the public lists and pages (notices, policies, interpretations, public data, talent
 * reports), read state, subscriptions and my messages, and the staff workflow through
 * /api/notice/one/* and /api/second/interpretation/*.
 */
export function noticeRoutes(r: Router): void {
  r.handle(endpoints.noticeList, (input, { db }) => listNotices(db, input), { cache: { tables: [notice] } });
  r.handle(endpoints.noticeDetail, ({ id }, { db, user }) => noticeForReader(db, id, user?.id));
  r.handle(endpoints.deptAll, (_i, { db }) => publishingDepartments(db), { cache: { tables: [notice] } });
  r.handle(endpoints.publicDataPage, (input, { db }) => listPublications(db, ['data'], input), { cache: PUBLICATION_LIST_CACHE });
  r.handle(endpoints.publicDataDetail, ({ id }, { db, user }) => openPublication(db, ['data'], id, user?.id));
  r.handle(endpoints.reportPage, (input, { db }) => listPublications(db, ['report'], input), { cache: PUBLICATION_LIST_CACHE });
  r.handle(endpoints.reportDetail, ({ id }, { db, user }) => openPublication(db, ['report'], id, user?.id));

  r.handle(endpoints.unreadCount, async (_i, { db, user }) => ({ count: await unreadCount(db, user.id) }));
  r.handle(endpoints.noticeIndex, async (input, { db, user }) => {
    checkAttachedIds(user, input);
    const page = await listPublished(db, input.category ? [input.category] : ['notice', 'policy'], input);
    const marks = await readMarks(db, user.id, page.list.map((n) => n.id));
    return { total: page.total, list: page.list.map((n) => ({ ...n, category: n.category as 'notice' | 'policy', read: marks.read.has(n.id), unread: marks.unread.has(n.id) })) };
  });
  r.handle(endpoints.noticeMsg, (input, { db, user }) => {
    checkAttachedIds(user, input);
    return myMessages(db, user.id, input);
  });
  r.handle(endpoints.noticeRead, async (input, { db, user }) => ({ count: await markReadAndCount(db, user.id, input) }));
  r.handle(endpoints.getSubscribeInfo, async (_i, { db, user }) => ({ subscriptions: await subscriptionsOf(db, user.id), departments: await publishingDepartments(db) }));
  r.handle(endpoints.subscribe, async (input, { db, user }) => {
    await setSubscription(db, user.id, input);
    return { subscriptions: await subscriptionsOf(db, user.id), departments: await publishingDepartments(db) };
  });
  r.handle(endpoints.noticeMatch, ({ id }, { db, user }) => matchOf(db, user.id, id));

  r.handle(endpoints.noticePage, (input, { db, user }) => {
    checkAttachedIds(user, input);
    return staffPage(db, user, { ...input, deptName: input.mine ? user.deptName : input.deptName });
  });
  r.handle(endpoints.noticeOneDetail, ({ id }, { db, user }) => staffDetail(db, user, id));
  r.handle(endpoints.noticeInsert, ({ category, ...draft }, { db, user }) => createContent(db, user, category, draft));
  r.handle(endpoints.noticeUpdate, ({ id, version, ...draft }, { db, user }) => updateContent(db, user, id, version, draft), { record: notice });
  r.handle(endpoints.noticeDel, ({ id }, { db, user }) => deleteContent(db, user, id), { record: notice });
  r.handle(endpoints.noticeAudit, ({ id, action, reason }, { db, user }) => auditContent(db, user, id, action, reason), { record: notice });
  r.handle(endpoints.noticeSendResult, ({ id }, { db }) => sendResultOf(db, id));
  r.handle(endpoints.noticeExport, async (input, { db, user }) => {
    const rows = await staffRows(db, user, { ...input, keyword: input.keyword ?? input.declareBatch });
    const columns = [
      { header: '编号', key: 'id', width: 10 },
      { header: '标题', key: 'title', width: 60 },
      { header: '类别', key: 'category', width: 12 },
      { header: '发布部门', key: 'deptName', width: 24 },
      { header: '状态', key: 'status', width: 12 },
      { header: '撰写人', key: 'authorName', width: 12 },
      { header: '发布时间', key: 'publishTime', width: 20 },
      { header: '最后修改', key: 'updatedAt', width: 20 },
      { header: '浏览次数', key: 'viewCount', width: 10 },
    ];
    const cells = rows.map((row) => ({ ...row, category: CONTENT_KIND_LABELS[row.category], status: NOTICE_STATUS_LABELS[row.status], publishTime: row.publishTime ?? '' }));
    const name = input.category ? CONTENT_KIND_LABELS[input.category] : '内容';
    return { filename: `${name}.xlsx`, contentType: XLSX_TYPE, body: await tableWorkbook('内容列表', columns, cells) };
  });

  r.handle(endpoints.interpretationSave, ({ id, version, policyId, ...draft }, { db, user }) =>
    id === undefined ? createContent(db, user, 'explain', { ...draft, relatedId: policyId }) : updateContent(db, user, id, version ?? 0, { ...draft, relatedId: policyId }, EXPLAIN),
  );
  r.handle(endpoints.interpretationDelete, ({ id }, { db, user }) => deleteContent(db, user, id, EXPLAIN), { record: notice });
  r.handle(endpoints.interpretationAudit, ({ id, action, reason }, { db, user }) => auditContent(db, user, id, action, reason, EXPLAIN), { record: notice });
  r.handle(endpoints.interpretationList, ({ policyId, ...input }, { db, user }) => staffPage(db, user, { ...input, category: 'explain', relatedId: policyId }));
  r.handle(endpoints.interpretationDetails, ({ id }, { db, user }) => staffDetail(db, user, id, EXPLAIN));
}
