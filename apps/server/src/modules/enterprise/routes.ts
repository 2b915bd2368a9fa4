import { endpoints, type ImportResult, type ReceivedFile } from '@portal/api';
import type { RequestContext, Router } from '../../http/router';
import { shanghaiDay } from '../../http/time';
import { streamXlsx } from '../../http/xlsxStream';
import { areaAuditTemplate } from '../allowance/workbook';
import { demandTemplate } from '../demand/demandWorkbook';
import { resumeTemplate } from '../demandResponse/resumeWorkbook';
import { enterpriseName, enterpriseOverview, saveAnnual, saveInfo, saveSchoolAnnual } from './info';
import { listStaff, ownEnterpriseId, removeStaff, saveStaff, setLeftOn, staffPages, upsertStaff } from './staff';
import { checkStaffLines, checkStaffWorkbook, STAFF_EXPORT_COLUMNS, staffErrorWorkbook, staffTemplate, XLSX_TYPE, type CheckedWorkbook } from './staffWorkbook';

/**
 * Saves what an import found valid in one transaction and answers the import result (counts,
 * problems, and the error workbook as base64 when rows were rejected).
 */
async function saveImport({ db, user, log }: RequestContext, what: string, check: () => Promise<CheckedWorkbook>): Promise<ImportResult> {
  const enterpriseId = ownEnterpriseId(user);
  const started = Date.now();
  const checked = await check();
  const saved = checked.valid.length > 0 ? await db.transaction((tx) => upsertStaff(tx, enterpriseId, checked.valid)) : { inserted: 0, updated: 0 };
  const errorWorkbook = checked.rejected.length > 0 ? (await staffErrorWorkbook(checked.rejected)).toString('base64') : null;
  log.info({ enterpriseId, rows: checked.total, ...saved, rejected: checked.rejected.length, ms: Date.now() - started }, what);
  return { total: checked.total, ...saved, problems: checked.problems, errorWorkbook };
}

/**
 * The logged-in enterprise's own data (SPEC.md section 7, Enterprise): its details and annual
 * data, and its staff records (list, save, remove, leaving dates, the Excel and identity-card
 * imports, the import template, the streamed export). Every route works on the caller's own enterprise only.
 */
export function enterpriseRoutes(r: Router): void {
  r.handle(endpoints.entInfoGet, (_input, { db, user }) => enterpriseOverview(db, ownEnterpriseId(user)));
  r.handle(endpoints.entInfoModify, (input, { db, user }) => {
    const enterpriseId = ownEnterpriseId(user);
    if (input.section === 'annual') {
      const { section: _annual, ...change } = input;
      return saveAnnual(db, enterpriseId, change);
    }
    if (input.section === 'school') {
      const { section: _school, ...change } = input;
      return saveSchoolAnnual(db, enterpriseId, change);
    }
    const { section: _info, ...change } = input;
    return saveInfo(db, enterpriseId, change);
  });
  r.handle(endpoints.personalList, (input, { db, user }) => listStaff(db, ownEnterpriseId(user), input));
  r.handle(endpoints.personalModify, (input, { db, user }) => saveStaff(db, ownEnterpriseId(user), input));
  r.handle(endpoints.personalRemove, ({ ids }, { db, user }) => removeStaff(db, ownEnterpriseId(user), ids));
  r.handle(endpoints.modifyPersonal, ({ ids, leftOn }, { db, user }) => setLeftOn(db, ownEnterpriseId(user), ids, leftOn));
  r.handle(endpoints.personalImport, async ({ file }, ctx) => saveImport(ctx, 'staff import', () => checkStaffWorkbook(file as ReceivedFile)));
  r.handle(endpoints.personalImportIdCard, async ({ rows }, ctx) => saveImport(ctx, 'staff id-card entry', async () => checkStaffLines(rows)));
  r.handle(endpoints.entExport, async ({ status }, { db, user, log }) => {
    const enterpriseId = ownEnterpriseId(user);
    const { name } = await enterpriseName(db, enterpriseId);
    const day = shanghaiDay(new Date()).replaceAll('-', '');
    return { filename: `${name}人员信息${day}.xlsx`, contentType: XLSX_TYPE, body: streamXlsx('人员信息', STAFF_EXPORT_COLUMNS, staffPages(db, enterpriseId, status), log) };
  });
  r.handle(endpoints.templateDownload, async ({ name }) => {
    const templates = {
      personal: ['人员信息导入模板.xlsx', staffTemplate],
      resume: ['简历信息导入模板.xlsx', resumeTemplate],
      areaAudit: ['个人补贴审核名单导入模板.xlsx', areaAuditTemplate],
      demand: ['企业需求导入模板.xlsx', demandTemplate],
    } as const;
    const [filename, make] = templates[name];
    return { filename, contentType: XLSX_TYPE, body: await make() };
  });
}
