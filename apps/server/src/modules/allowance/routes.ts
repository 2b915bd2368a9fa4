import { endpoints, type ReceivedFile } from '@portal/api';
import type { Router } from '../../http/router';
import { shanghaiDay } from '../../http/time';
import { keysetPages, streamXlsx } from '../../http/xlsxStream';
import { exportWithFullNumbers, registerRevealSource } from '../personalData/service';
import { directoryStorage } from '../files/storage';
import { XLSX_TYPE } from '../files/workbook';
import { registerTemplate } from '../files/templates';
import { requireAbility } from './access';
import { accountInfo, bindAccount, loginInfo, pushAuditResults, pushLoginInfo, qrLoginStatus, refreshQr, unbindAccount } from './account';
import { checkUpload, downloadUpload, listUploads, receiveChunk } from './chunks';
import type { AllowanceSystem } from './external';
import {
  batchAudit,
  companyDetail,
  companyPage,
  expertScores,
  grantedSubsidies,
  listCompanies,
  listPersons,
  listRecords,
  personDetail,
  personPage,
  revealCompanyPhone,
  revealPersonNumber,
  socialPay,
  updateAudit,
  verifyDegree,
} from './service';
import { areaAuditTemplate, COMPANY_EXPORT, importPersons, PERSON_EXPORT } from './workbook';

/** Today as 'YYYYMMDD' for export file names. */
const stamp = () => shanghaiDay().replaceAll('-', '');

/**
 * The allowance area audit (SPEC.md section 7; docs/area-audit.md): lists, details, audits,
 * checks, import and export under /api/allowance/areaAudit/, the external account and the calls
 * to the external allowance system (`system`, an adapter: simulated by default), and the
 * chunked uploads of /zfbt/user/. Every area-audit route checks the caller's ability (4003).
 * Identity and phone numbers are masked in lists, details and exports (issue 24): the auditors
 * (`fullNumbers`) reveal one at a time through the reveal sources 'areaAuditPerson' and
 * 'areaAuditCompany' and export in full with `fullNumbers=true`, each logged in personal_data_access.
 */
export function allowanceRoutes(r: Router, system: AllowanceSystem): void {
  registerTemplate('areaAudit', '个人补贴审核名单导入模板.xlsx', areaAuditTemplate);
  r.handle(endpoints.areaAuditAbilities, async (_input, { user }) => {
    const a = requireAbility(user, 'read');
    return { audit: a.audit, evaluate: a.evaluate, fullNumbers: a.fullNumbers };
  });
  r.handle(endpoints.areaAuditPersonList, async (input, { db, user }) => {
    requireAbility(user, 'read');
    return listPersons(db, input);
  });
  r.handle(endpoints.areaAuditCompanyList, async (input, { db, user }) => {
    requireAbility(user, 'read');
    return listCompanies(db, input);
  });
  r.handle(endpoints.areaAuditPersonDetail, async ({ id }, { db, user }) => personDetail(db, id, requireAbility(user, 'read').user));
  r.handle(endpoints.areaAuditCompanyDetail, async ({ id }, { db, user }) => {
    requireAbility(user, 'read');
    return companyDetail(db, id);
  });
  registerRevealSource('areaAuditPerson', { fields: { idCard: 'idCard', phone: 'mobile' }, read: (db, user, id, field) => revealPersonNumber(db, user, id, field) });
  registerRevealSource('areaAuditCompany', { fields: { contactPhone: 'mobile' }, read: (db, user, id) => revealCompanyPhone(db, user, id) });
  r.handle(endpoints.areaAuditBatchAudit, async ({ kind, ids, status, comment }, { db, user }) => batchAudit(db, requireAbility(user, 'audit').user, kind, ids, status, comment));
  r.handle(endpoints.areaAuditUpdateAudit, async (input, { db, user }) => updateAudit(db, requireAbility(user, 'audit').user, input));
  r.handle(endpoints.areaAuditSocialPay, async ({ id }, { db, user }) => {
    requireAbility(user, 'read');
    return socialPay(db, id);
  });
  r.handle(endpoints.areaAuditSubsidies, async ({ kind, id }, { db, user }) => {
    requireAbility(user, 'read');
    return grantedSubsidies(db, kind, id);
  });
  r.handle(endpoints.areaAuditDegree, async ({ id }, { db, user }) => {
    requireAbility(user, 'read');
    return verifyDegree(db, id);
  });
  r.handle(endpoints.areaAuditImport, async ({ file }, { db, user, log }) => {
    const a = requireAbility(user, 'audit');
    const started = Date.now();
    const result = await importPersons(db, a.user, file as ReceivedFile);
    log.info({ rows: result.total, inserted: result.inserted, updated: result.updated, rejected: result.problems.length, ms: Date.now() - started }, 'area audit import');
    return result;
  });
  r.handle(endpoints.areaAuditPersonExport, async ({ fullNumbers, page, ...filter }, { db, user, log }) => {
    const a = requireAbility(user, 'read');
    const full = await exportWithFullNumbers(db, user, 'areaAuditPerson', { fullNumbers, page, ...filter }, a.fullNumbers);
    const pages = keysetPages((after, size) => personPage(db, filter, after, size, full));
    return { filename: `区级审核个人名单_${stamp()}.xlsx`, contentType: XLSX_TYPE, body: streamXlsx('个人补贴审核', PERSON_EXPORT, pages, log) };
  });
  r.handle(endpoints.areaAuditCompanyExport, async ({ fullNumbers, page, ...filter }, { db, user, log }) => {
    const a = requireAbility(user, 'read');
    const full = await exportWithFullNumbers(db, user, 'areaAuditCompany', { fullNumbers, page, ...filter }, a.fullNumbers);
    const pages = keysetPages((after, size) => companyPage(db, filter, after, size, full));
    return { filename: `区级审核单位名单_${stamp()}.xlsx`, contentType: XLSX_TYPE, body: streamXlsx('单位补贴审核', COMPANY_EXPORT, pages, log) };
  });
  r.handle(endpoints.areaAuditRecords, async (input, { db, user }) => {
    requireAbility(user, 'read');
    return listRecords(db, input);
  });
  r.handle(endpoints.areaAuditExpertBatchAudit, async ({ items }, { db, user }) => expertScores(db, requireAbility(user, 'evaluate').user, items));

  r.handle(endpoints.allowanceAccountInfo, async (_input, { db, user }) => accountInfo(db, requireAbility(user, 'audit').user));
  r.handle(endpoints.allowanceBindAccount, async ({ accountNum, password }, { db, config, user }) => bindAccount(db, config, requireAbility(user, 'audit').user, accountNum, password));
  r.handle(endpoints.allowanceUnbindAccount, async (_input, { db, user }) => unbindAccount(db, requireAbility(user, 'audit').user));
  r.handle(endpoints.allowanceRefreshQrCode, async (_input, { db, user }) => refreshQr(db, system, requireAbility(user, 'audit').user));
  r.handle(endpoints.allowanceLoginStatus, async ({ qrId }, { db, user }) => qrLoginStatus(db, system, requireAbility(user, 'audit').user, qrId));
  r.handle(endpoints.allowanceGetLoginInfo, async (_input, { db, user }) => loginInfo(db, requireAbility(user, 'audit').user));
  r.handle(endpoints.allowancePushLoginInfo, async ({ qrId }, { db, config, user }) => pushLoginInfo(db, config, system, requireAbility(user, 'audit').user, qrId), { outside: true });
  r.handle(endpoints.allowancePushAuditResults, async ({ kind, ids }, { db, user }) => pushAuditResults(db, system, requireAbility(user, 'audit').user, kind, ids), { outside: true });

  r.handle(endpoints.zfbtCheck, async (meta, { db, config, user }) => checkUpload(db, directoryStorage(config.storageDir), user, meta));
  r.handle(endpoints.zfbtUploadChunk, async (input, { db, config, user }) => receiveChunk(db, directoryStorage(config.storageDir), user, { ...input, file: input.file as ReceivedFile }));
  r.handle(endpoints.zfbtFileList, async ({ ids }, { db, user }) => listUploads(db, user, ids));
  r.handle(endpoints.zfbtDownload, async ({ id }, { db, config, user }) => downloadUpload(db, directoryStorage(config.storageDir), user, id));
}
