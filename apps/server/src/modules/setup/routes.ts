import { endpoints, type ReceivedFile } from '@portal/api';
import type { Router } from '../../http/router';
import { hashNewPassword } from '../account/password';
import { checkCode, sendCode } from '../sms/service';
import { invalid } from '../../http/errors';
import { XLSX_TYPE } from '../files/workbook';
import { listDepartments, saveDepartments } from './departments';
import { readDistrictProfile, saveDistrictProfile } from './district';
import { enterprisesTemplate, importEnterprises } from './enterprises';
import { readiness } from './install';
import { applyStreets, readStreets, removedStreets } from './streets';
import { checkSetupCode, createFirstAdmin, setupState } from './service';
import { importStaff, staffTemplate } from './staffImport';
import { registerTemplate } from '../files/templates';

/** An uploaded file's text (UTF-8). */
const textOf = (file: Blob | ReceivedFile) => Buffer.from((file as ReceivedFile).data).toString('utf8');

/**
 * The `remap` of a streets file: { 被移除街道代码: 并入街道代码 }.
 * @throws Fail 4001 when it is not such an object
 */
function remapOf(json: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw invalid('remap 应为 JSON 对象：{ "旧街道代码": "新街道代码" }');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.values(value).every((v) => typeof v === 'string')) throw invalid('remap 应为 JSON 对象：{ "旧街道代码": "新街道代码" }');
  return value as Record<string, string>;
}

/**
 * Going live (issue 42, docs/going-live.md): /setup's calls, open while no administrator exists (then
 * 4004), each checking the setup code again (a wrong one counted), and the administrators' 上线检查.
 */
export function setupRoutes(r: Router): void {
  r.handle(endpoints.setupState, (_i, { db }) => setupState(db));
  r.handle(endpoints.setupCheckCode, async ({ code }, { db }) => {
    const { expiresAt } = await checkSetupCode(db, code);
    return { expiresAt: expiresAt.toISOString() };
  });
  r.handle(endpoints.setupSendSms, async ({ code, phone }, ctx) => {
    await checkSetupCode(ctx.db, code);
    return sendCode(ctx, phone, 'setupAdmin');
  }, { outside: true });
  r.handle(endpoints.setupCreateAdmin, async (input, { db }) => {
    await checkSetupCode(db, input.code);
    // the password first: a refused one leaves the SMS code unused for the next try
    const passwordHash = await hashNewPassword(input.password, { account: input.username, phone: input.phone, name: input.name });
    await checkCode(db, input.phone, 'setupAdmin', input.smsCode);
    await createFirstAdmin(db, { name: input.name, username: input.username, phone: input.phone, passwordHash }, { code: input.code });
    return { username: input.username };
  });
  r.handle(endpoints.districtStreetsCheck, async ({ file, codeProperty, nameProperty }, { db }) => {
    const read = readStreets(textOf(file), { codeProperty, nameProperty });
    return { ...read, removed: await removedStreets(db, read.streets.map((s) => s.code)) };
  });
  r.handle(endpoints.districtStreetsApply, ({ file, codeProperty, nameProperty, remap }, { db }) => applyStreets(db, textOf(file), { codeProperty, nameProperty }, remapOf(remap)));
  r.handle(endpoints.districtProfileGet, (_i, { db }) => readDistrictProfile(db));
  r.handle(endpoints.districtProfileSave, (input, { db, user }) => saveDistrictProfile(db, user, input));
  r.handle(endpoints.districtEnterprisesTemplate, async (_i, { db }) => ({ filename: '企业名录导入模板.xlsx', contentType: XLSX_TYPE, body: await enterprisesTemplate(db) }));
  r.handle(endpoints.districtEnterprisesImport, ({ file }, { db }) => importEnterprises(db, file as ReceivedFile));
  r.handle(endpoints.districtDepartments, (_i, { db }) => listDepartments(db));
  r.handle(endpoints.districtDepartmentsSave, ({ departments }, { db }) => saveDepartments(db, departments));
  registerTemplate('districtStaff', '工作人员账号导入模板.xlsx', staffTemplate);
  r.handle(endpoints.districtStaffImport, ({ file }, ctx) => importStaff(ctx, file as ReceivedFile));
  r.handle(endpoints.readinessList, async (_i, { db, config, protocol }) => ({
    production: config.production,
    items: await readiness(db, config, { request: { protocol } }),
  }));
}
