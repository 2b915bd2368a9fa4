import { endpoints, staffLedger } from '@portal/api';
import type { Router } from '../../http/router';
import { shanghaiDay } from '../../http/time';
import { mountLedger } from '../ledger/mount';
import { enterpriseName, enterpriseOverview, saveAnnual, saveInfo, saveSchoolAnnual } from './info';
import { ownEnterpriseId, staffLines, staffServer } from './staff';
import { staff } from './tables';

/**
 * The logged-in enterprise's own data (SPEC.md section 7, Enterprise): its details and annual
 * data, and its staff records on the ledger engine (list, save, remove, the Excel import, the
 * export named after the enterprise and the day, the template `personal` of the template
 * registry), with two staff routes beside them reusing the engine: leaving dates (离职登记 /
 * 恢复在职) and the identity-card entry. Every route works on the caller's own enterprise only.
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
  const engine = mountLedger(r, staffLedger, staff, {
    ...staffServer,
    templateName: 'personal',
    exportFilename: async (db, user) => `${(await enterpriseName(db, ownEnterpriseId(user))).name}人员信息${shanghaiDay(new Date()).replaceAll('-', '')}.xlsx`,
  });
  r.handle(endpoints.modifyPersonal, ({ ids, leftOn }, { db, user }) => engine.setColumns(db, user, ids, { leftOn }));
  r.handle(endpoints.personalImportIdCard, ({ rows }, { db, user }) => engine.importRows(db, user, staffLines(rows)));
}
