import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { shanghaiDay } from '../../http/time';
import { XLSX_TYPE } from '../files/workbook';
import { exportEvents } from './export';
import { callCategory, callEvent } from './tables';
import { act, addEvent, addRecord, allot, categories, countEvents, eventDetail, listEvents, rate, ratings, recordPage, saveCategory } from './service';

/**
 * The hotline (SPEC.md section 7, Call centre; /system/evaluation and /system/reply): call events
 * from intake to closure along HOTLINE_TRANSITIONS, their call records, counts, categories with
 * time limits, and the callers' ratings (docs/hotline.md).
 */
export function hotlineRoutes(r: Router): void {
  r.handle(endpoints.callPage, (input, { db, user }) => listEvents(db, user, input));
  r.handle(endpoints.callExport, async (filter, { db, user, log }) => ({
    filename: `热线诉求${shanghaiDay(new Date()).replaceAll('-', '')}.xlsx`,
    contentType: XLSX_TYPE,
    body: exportEvents(db, user, filter, log),
  }));
  r.handle(endpoints.callAddEvent, (input, { db, user }) => addEvent(db, user, input));
  r.handle(endpoints.callDetail, ({ id }, { db, user }) => eventDetail(db, user, id));
  r.handle(endpoints.callAllotEvent, (input, ctx) => allot(ctx, input), { record: callEvent });
  r.handle(endpoints.callAcceptEvent, ({ id }, ctx) => act(ctx, 'accept', id), { record: callEvent });
  r.handle(endpoints.callBackEvent, ({ id, note }, ctx) => act(ctx, 'sendBack', id, { note, set: { assigneeId: null } }), { record: callEvent });
  r.handle(endpoints.callCloseEvent, ({ id, answer }, ctx) => act(ctx, 'close', id, { note: answer, set: { answer, closedAt: new Date() } }), { record: callEvent });
  r.handle(endpoints.callAddRecord, ({ eventId, content }, { db, user }) => addRecord(db, user, eventId, content));
  r.handle(endpoints.callRecordPage, (input, { db, user }) => recordPage(db, user, input));
  r.handle(endpoints.allCallEventCount, (_input, { db, user }) => countEvents(db, user));
  r.handle(endpoints.callCategoryList, (_input, { db }) => categories(db), { cache: { tables: [callCategory] } });
  r.handle(endpoints.callCategorySave, ({ id, limitHours }, { db, user }) => saveCategory(db, user, id, limitHours));
  r.handle(endpoints.systemEvaluation, (input, { db, user }) => rate(db, user, input));
  r.handle(endpoints.systemReply, (input, { db, user }) => ratings(db, user, input));
}
