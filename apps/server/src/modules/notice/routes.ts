import ExcelJS from 'exceljs';
import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { allPublished, listPublished, openPublished, unreadCount } from './service';

const CATEGORY_LABEL: Record<string, string> = { notice: '通知公告', policy: '政策文件' };

/** Public notice list and detail, the unread count and the notice export. */
export function noticeRoutes(r: Router): void {
  r.handle(endpoints.noticeList, (input, { db }) => listPublished(db, input));
  r.handle(endpoints.noticeDetail, ({ id }, { db, user }) => openPublished(db, id, user?.id));
  r.handle(endpoints.unreadCount, async (_i, { db, user }) => ({ count: await unreadCount(db, user!.id) }));
  r.handle(endpoints.noticeExport, async (input, { db }) => {
    const rows = await allPublished(db, input);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('通知公告');
    sheet.columns = [
      { header: '编号', key: 'id', width: 10 },
      { header: '标题', key: 'title', width: 60 },
      { header: '类别', key: 'category', width: 12 },
      { header: '发布部门', key: 'deptName', width: 24 },
      { header: '发布时间', key: 'publishTime', width: 20 },
    ];
    for (const row of rows) sheet.addRow({ ...row, category: CATEGORY_LABEL[row.category] ?? row.category });
    sheet.getRow(1).font = { bold: true };
    return { filename: '通知公告.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: Buffer.from(await book.xlsx.writeBuffer()) };
  });
}
