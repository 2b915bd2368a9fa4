import { APPLICATION_TYPES, APPLICATION_TYPE_LABELS, endpoints, applyForms, type ApplicationAction, type ApplicationItem, type ReceivedFile } from '@portal/api';
import type { Router } from '../../http/router';
import { shanghaiDay } from '../../http/time';
import { streamXlsx, type ExportColumn } from '../../http/xlsxStream';
import { XLSX_TYPE } from '../files/workbook';
import { registerRevealSource } from '../personalData/service';
import { claimList, claimRecords, sendClaimCode } from './claim';
import { importPeople, peopleTemplate } from './people';
import { application } from './tables';
import {
  adminApply,
  applyCount,
  PUBLIC_COUNTS_EVERY_MS,
  detail,
  entApply,
  exportPages,
  fill,
  getForm,
  list,
  publicityList,
  revealApplicantNumber,
  revealPersonNumber,
  publicityOne,
  queryJindu,
  saveDraft,
  score,
  transitionMany,
  transitionOne,
  withdraw,
  zfbtScoreSheet,
} from './service';

/** Columns of the application export: identity and phone numbers masked (docs/applications.md section 4). */
const EXPORT_COLUMNS: ExportColumn<ApplicationItem>[] = [
  { header: '申请编号', width: 16, value: (r) => r.applyNo },
  { header: '申请类型', width: 22, value: (r) => r.typeLabel },
  { header: '申请人', width: 24, value: (r) => r.applicantName },
  { header: '身份证号码', width: 22, value: (r) => r.applicantIdCard },
  { header: '联系电话', width: 14, value: (r) => r.applicantPhone },
  { header: '企业', width: 30, value: (r) => r.entName },
  { header: '人数', width: 8, value: (r) => r.peopleCount },
  { header: '申请金额（元）', width: 14, value: (r) => r.amount },
  { header: '状态', width: 12, value: (r) => r.statusLabel },
  { header: '提交时间', width: 20, value: (r) => r.submittedAt ?? '' },
];

const AUDIT_ACTIONS: Record<'agree' | 'refused' | 'against' | 'fail', ApplicationAction> = { agree: 'agree', refused: 'refused', against: 'against', fail: 'fail' };

/**
 * Subsidy and allowance applications (SPEC.md section 7 "Applications", docs/applications.md):
 * fill, save and get of every type, lists, details, progress, publicity, the claim of records
 * filed for a person, the staff workflow and the banner's apply count.
 */
export function applicationRoutes(r: Router): void {
  for (const type of APPLICATION_TYPES) {
    const e = applyForms[type];
    r.handle(e.fill, (input, { db, user }) => fill(db, user, type, input));
    r.handle(e.save, (input, { db, user }) => saveDraft(db, user, type, input));
    r.handle(e.get, ({ id }, { db, user }) => getForm(db, user, type, id));
  }
  r.handle(endpoints.applyList, (input, { db, user }) => list(db, user, input, false));
  r.handle(endpoints.applyDetail, ({ id }, { db, user }) => detail(db, user, id));
  r.handle(endpoints.applyWithdraw, (input, { db, user }) => withdraw(db, user, input));
  r.handle(endpoints.queryJindu, (input, { db, user }) => queryJindu(db, user, input));
  r.handle(endpoints.areaList, (input, { db }) => publicityList(db, input));
  r.handle(endpoints.publicityDetail, ({ id }, { db }) => publicityOne(db, id));
  r.handle(endpoints.claimList, (_input, { db, user }) => claimList(db, user));
  r.handle(endpoints.claimSendCode, ({ id }, ctx) => sendClaimCode(ctx, ctx.user, id), { outside: true });
  r.handle(endpoints.claim, ({ id, smsCode }, ctx) => claimRecords(ctx, ctx.user, id, smsCode));

  r.handle(endpoints.taskList, (input, { db, user }) => list(db, user, input, true));
  r.handle(endpoints.taskEntDetail, ({ id }, { db, user }) => detail(db, user, id));
  r.handle(endpoints.taskAdminDetail, ({ id }, { db, user }) => detail(db, user, id));
  // staff see the applicant's numbers masked in the detail; they reveal one at a time, logged (issue 24)
  registerRevealSource('application', { fields: { applicantIdCard: 'idCard', applicantPhone: 'mobile' }, read: (db, user, id, field) => revealApplicantNumber(db, user, id, field) });
  registerRevealSource('applicationPerson', { fields: { idCard: 'idCard', phone: 'mobile' }, read: (db, user, id, field, row) => revealPersonNumber(db, user, id, field, row) });
  r.handle(endpoints.taskAudit, ({ id, version, action, comment }, { db, user }) => transitionOne(db, user, id, version, AUDIT_ACTIONS[action], comment), { record: application });
  r.handle(endpoints.taskBatchAudit, ({ items, action, comment }, { db, user }) => transitionMany(db, user, items, AUDIT_ACTIONS[action], comment));
  r.handle(endpoints.taskPublicity, ({ items, action, comment }, { db, user }) => transitionMany(db, user, items, action === 'start' ? 'publicityStart' : 'publicityEnd', comment));
  r.handle(endpoints.taskRevocation, ({ id, version, comment }, { db, user }) => transitionOne(db, user, id, version, 'revocation', comment));
  r.handle(endpoints.taskScore, (input, { db, user }) => score(db, user, input));
  r.handle(endpoints.taskEntApply, (input, { db, user }) => entApply(db, user, input));
  r.handle(endpoints.taskAdminApply, (input, { db, user }) => adminApply(db, user, input));
  r.handle(endpoints.taskImport, ({ type, id, file }, { db, user }) => importPeople(db, user, { type, id, file: file as ReceivedFile }));
  r.handle(endpoints.taskImportTemplate, async ({ type }) => ({ filename: `${APPLICATION_TYPE_LABELS[type]}申报人员导入模板.xlsx`, contentType: XLSX_TYPE, body: await peopleTemplate(type) }));
  r.handle(endpoints.taskExport, async (input, { db, user, log }) => {
    const pages = exportPages(db, user, input);
    const name = input.type ? APPLICATION_TYPE_LABELS[input.type] : '申请';
    return { filename: `${name}列表${shanghaiDay(new Date())}.xlsx`, contentType: XLSX_TYPE, body: streamXlsx('申请列表', EXPORT_COLUMNS, pages, log) };
  });
  r.handle(endpoints.applyCount, ({ taskTypeCode }, { db }) => applyCount(db, taskTypeCode), { cache: { tables: [], everyMs: PUBLIC_COUNTS_EVERY_MS } });
  r.handle(endpoints.zfbtScore, ({ id }, { db, user }) => zfbtScoreSheet(db, user, id));
}
