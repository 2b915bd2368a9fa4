import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { appUser, settleApplication } from '../account/tables';
import { friendlyLink } from '../system/tables';
import { kshApplication } from './tables';
import { shanghaiDay } from '../../http/time';
import { EXPORT_PAGE_ROWS, keysetPages, streamXlsx } from '../../http/xlsxStream';
import { XLSX_TYPE } from '../files/workbook';
import { deleteFriendlyLink, listConfig, listEntranceSettings, listFriendlyLinks, saveConfig, saveEntranceSetting, saveFriendlyLink } from './config';
import { decideSettle, ENT_EXPORT_COLUMNS, entExportPage, listEnterprises, setEnterpriseTypes } from './enterprises';
import { applyKsh, decideKsh, listKsh, ownKsh } from './ksh';
import { listChainStates } from './auditChain';
import { LOGIN_LOG_COLUMNS, listLoginLog, loginLogPages } from './loginLog';
import { listOperationLog, OPERATION_LOG_COLUMNS, operationLogPages } from './operationLog';
import { registerRevealSource } from '../personalData/service';
import { deleteStaff, listStaff, revealStaffPhone, saveStaff, setAccountStatus, STAFF_EXPORT_COLUMNS, staffExportPage } from './staff';

/** A file name with today's date (Asia/Shanghai), e.g. 工作人员账号20261127.xlsx. */
const dated = (title: string) => `${title}${shanghaiDay(new Date()).replaceAll('-', '')}.xlsx`;

/**
 * The centre administration of issue 18 (SPEC.md section 7 "Center admin"): staff accounts,
 * enterprise accounts and settle-in approval, visual-platform permission requests, the login log and the operation log (read-only),
 * the chain state of the audit logs (issue 44), the configuration items and friendly links (/sysConfig). Every call but
 * ksh/apply and ksh/adminGetKsh needs the person router 'admin' (4003 otherwise, checked by the router).
 */
export function centerRoutes(r: Router): void {
  r.handle(endpoints.sysUserList, (input, { db }) => listStaff(db, input));
  registerRevealSource('sysUser', { fields: { phonenumber: 'mobile' }, read: (db, user, id) => revealStaffPhone(db, user, id) });
  r.handle(endpoints.sysUserUpdate, (input, { db }) => saveStaff(db, input), { record: appUser });
  r.handle(endpoints.sysUserAble, async ({ id, status }, { db, user }) => ({ status: await setAccountStatus(db, user, id, 1, status) }), { record: appUser });
  r.handle(endpoints.sysUserDelete, ({ id }, { db, user }) => deleteStaff(db, user, id), { record: appUser });
  r.handle(endpoints.sysUserExport, async (filter, { db, log }) => ({
    filename: dated('工作人员账号'),
    contentType: XLSX_TYPE,
    body: streamXlsx('工作人员账号', STAFF_EXPORT_COLUMNS, keysetPages(staffExportPage(db, filter), EXPORT_PAGE_ROWS), log),
  }));

  r.handle(endpoints.kshPage, (input, { db }) => listKsh(db, input));
  r.handle(endpoints.kshApply, (input, { db, user }) => applyKsh(db, user, input));
  r.handle(endpoints.kshPass, ({ id, days }, { db, user }) => decideKsh(db, user, { id, action: 'pass', days }), { record: kshApplication });
  r.handle(endpoints.kshNopass, ({ id, note }, { db, user }) => decideKsh(db, user, { id, action: 'nopass', note }), { record: kshApplication });
  r.handle(endpoints.adminGetKsh, (_input, { db, user }) => ownKsh(db, user));

  r.handle(endpoints.centerEntList, (input, { db }) => listEnterprises(db, input));
  r.handle(endpoints.centerEntReport, (input, ctx) => decideSettle(ctx, ctx.user, input), { record: settleApplication });
  r.handle(endpoints.centerEntOpen, async ({ id, status }, { db, user }) => ({ status: await setAccountStatus(db, user, id, 2, status) }), { record: appUser });
  r.handle(endpoints.centerEntType, ({ id, enterpriseTypes }, { db }) => setEnterpriseTypes(db, id, enterpriseTypes));
  r.handle(endpoints.centerEntExport, async (filter, { db, log }) => ({
    filename: dated('企业账号'),
    contentType: XLSX_TYPE,
    body: streamXlsx('企业账号', ENT_EXPORT_COLUMNS, keysetPages(entExportPage(db, filter), EXPORT_PAGE_ROWS), log),
  }));

  r.handle(endpoints.sysConfigList, (_input, { db }) => listConfig(db));
  r.handle(endpoints.sysConfigSave, (input, { db, user }) => saveConfig(db, user, input));
  r.handle(endpoints.friendlyLinkList, (_input, { db }) => listFriendlyLinks(db));
  r.handle(endpoints.friendlyLinkSave, (input, { db }) => saveFriendlyLink(db, input), { record: friendlyLink });
  r.handle(endpoints.friendlyLinkDelete, ({ id }, { db }) => deleteFriendlyLink(db, id), { record: friendlyLink });
  r.handle(endpoints.entranceSettingList, (_input, { db }) => listEntranceSettings(db));
  r.handle(endpoints.entranceSettingSave, (input, { db }) => saveEntranceSetting(db, input));

  r.handle(endpoints.loginLogPage, (input, { db }) => listLoginLog(db, input));
  r.handle(endpoints.loginLogExport, async (filter, { db, log }) => ({
    filename: dated('登录日志'),
    contentType: XLSX_TYPE,
    body: streamXlsx('登录日志', LOGIN_LOG_COLUMNS, loginLogPages(db, filter, EXPORT_PAGE_ROWS), log),
  }));
  r.handle(endpoints.operationLogPage, (input, { db }) => listOperationLog(db, input));
  r.handle(endpoints.operationLogExport, async (filter, { db, log }) => ({
    filename: dated('操作日志'),
    contentType: XLSX_TYPE,
    body: streamXlsx('操作日志', OPERATION_LOG_COLUMNS, operationLogPages(db, filter, EXPORT_PAGE_ROWS), log),
  }));
  r.handle(endpoints.auditChainState, (_input, { db }) => listChainStates(db));
}
