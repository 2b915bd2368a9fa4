import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { shanghaiDay } from '../../http/time';
import { streamXlsx } from '../../http/xlsxStream';
import { XLSX_TYPE } from '../files/workbook';
import { AGENCY_EXPORT_COLUMNS, agencyInfo, agencyPage, agencyPages, saveAgency, saveOwnAgency } from './service';

/** HR service agencies (SPEC.md section 7, Agency): staff's list, edit and streamed export; an institution's own card. */
export function agencyRoutes(r: Router): void {
  r.handle(endpoints.agencyPage, (input, { db }) => agencyPage(db, input));
  r.handle(endpoints.agencyInfo, ({ id }, { db, user }) => agencyInfo(db, user, id));
  r.handle(endpoints.agencyEdit, (input, { db }) => saveAgency(db, input));
  r.handle(endpoints.agencyEditInfo, (input, { db, user }) => saveOwnAgency(db, user, input));
  r.handle(endpoints.agencyExport, async ({ keyword }, { db, log }) => ({
    filename: `人力资源服务机构名录${shanghaiDay(new Date()).replaceAll('-', '')}.xlsx`,
    contentType: XLSX_TYPE,
    body: streamXlsx('机构名录', AGENCY_EXPORT_COLUMNS, agencyPages(db, keyword), log),
  }));
}
