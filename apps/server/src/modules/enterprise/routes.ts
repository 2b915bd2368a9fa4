import { endpoints, type ReceivedFile } from '@portal/api';
import type { Router } from '../../http/router';
import { enterpriseOverview, saveAnnual, saveInfo } from './info';
import { listStaff, ownEnterpriseId, removeStaff, saveStaff, setLeftOn, upsertStaff } from './staff';
import { checkStaffWorkbook, staffErrorWorkbook, staffTemplate, XLSX_TYPE } from './staffWorkbook';

/**
 * The logged-in enterprise's own data (SPEC.md section 7, Enterprise): its details and annual
 * data, and its staff records (list, save, remove, leaving dates, the Excel import and its
 * template). Every route works on the caller's own enterprise only.
 */
export function enterpriseRoutes(r: Router): void {
  r.handle(endpoints.entInfoGet, (_input, { db, user }) => enterpriseOverview(db, ownEnterpriseId(user)));
  r.handle(endpoints.entInfoModify, (input, { db, user }) => {
    const enterpriseId = ownEnterpriseId(user);
    if (input.section === 'annual') {
      const { section: _annual, ...change } = input;
      return saveAnnual(db, enterpriseId, change);
    }
    const { section: _info, ...change } = input;
    return saveInfo(db, enterpriseId, change);
  });
  r.handle(endpoints.personalList, (input, { db, user }) => listStaff(db, ownEnterpriseId(user), input));
  r.handle(endpoints.personalModify, (input, { db, user }) => saveStaff(db, ownEnterpriseId(user), input));
  r.handle(endpoints.personalRemove, ({ ids }, { db, user }) => removeStaff(db, ownEnterpriseId(user), ids));
  r.handle(endpoints.modifyPersonal, ({ ids, leftOn }, { db, user }) => setLeftOn(db, ownEnterpriseId(user), ids, leftOn));
  r.handle(endpoints.personalImport, async ({ file }, { db, user, log }) => {
    const enterpriseId = ownEnterpriseId(user);
    const started = Date.now();
    const checked = await checkStaffWorkbook(file as ReceivedFile);
    const saved = checked.valid.length > 0 ? await db.transaction((tx) => upsertStaff(tx, enterpriseId, checked.valid)) : { inserted: 0, updated: 0 };
    const errorWorkbook = checked.rejected.length > 0 ? (await staffErrorWorkbook(checked.rejected)).toString('base64') : null;
    log.info({ enterpriseId, rows: checked.total, ...saved, rejected: checked.rejected.length, ms: Date.now() - started }, 'staff import');
    return { total: checked.total, ...saved, problems: checked.problems, errorWorkbook };
  });
  r.handle(endpoints.templateDownload, async () => ({ filename: '人员信息导入模板.xlsx', contentType: XLSX_TYPE, body: await staffTemplate() }));
}
