import { endpoints, type ReceivedFile } from '@portal/api';
import type { Router } from '../../http/router';
import { XLSX_TYPE } from '../files/workbook';
import { addOrUpdate, errorWorkbook, importRecords, pageList, remove, template } from './service';

/**
 * Track service records (SPEC.md section 7, Track records; the /track-service page): list, add
 * or change, delete, the Excel import with its template and the workbook of rows that failed.
 * Government staff only.
 */
export function trackRecordRoutes(r: Router): void {
  r.handle(endpoints.trackRecordPageList, (input, { db }) => pageList(db, input));
  r.handle(endpoints.trackRecordAddUpd, (input, { db, user }) => addOrUpdate(db, user!, input));
  r.handle(endpoints.trackRecordDelete, ({ id }, { db }) => remove(db, id));
  r.handle(endpoints.importServiceRecords, ({ file }, { db, user }) => importRecords(db, user!, file as ReceivedFile));
  r.handle(endpoints.trackRecordTemplate, async () => ({ filename: '跟踪服务记录导入模板.xlsx', contentType: XLSX_TYPE, body: await template() }));
  r.handle(endpoints.trackRecordErrorXlsx, async ({ importId }, { db, user }) => ({
    filename: `跟踪服务记录导入错误报告-${importId}.xlsx`,
    contentType: XLSX_TYPE,
    body: await errorWorkbook(db, user!, importId),
  }));
}
