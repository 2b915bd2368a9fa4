import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { portrait } from '../dashboard/service';
import { administerList, checkInScope, collectEntInfo, collectStatistics, remind, summaryExport, summaryPage } from './service';

/**
 * The data-collection summary of /entdataAll and /entdataAllSchool (issue 13; SPEC.md section 7:
 * /api/summary/*, /api/entData/collect/*): every call answers within the caller's scope
 * (modules/collection/scope.ts), refusing other departments with 4003.
 */
export function collectionRoutes(r: Router): void {
  r.handle(endpoints.summaryDataPage, (input, { db, user }) => summaryPage(db, user, input));
  r.handle(endpoints.summaryDetail, async ({ id }, { db, user }) => {
    await checkInScope(db, user, id);
    return portrait(db, id);
  });
  r.handle(endpoints.summaryAdministerList, (_i, { db, user }) => administerList(db, user));
  r.handle(endpoints.summaryDetailExport, (filter, ctx) => summaryExport(ctx, filter));
  r.handle(endpoints.collectStatistics, ({ year }, { db, user }) => collectStatistics(db, user, year));
  r.handle(endpoints.collectEntInfo, ({ creditCode }, { db, user }) => collectEntInfo(db, user, creditCode));
  r.handle(endpoints.collectRemind, (input, ctx) => remind(ctx, input));
}
