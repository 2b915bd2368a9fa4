import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { bigRecordId, viewedOnPage } from '../schemas';

/**
 * Personal data shown only as far as needed (issue 24; GB/T 35273-2020 sections 7.1 and 7.2, the
 * Personal Information Protection Law's minimum necessary): lists, exports and detail pages answer
 * identity and mobile numbers masked by the server (`maskPersonalNumber` of @portal/validators);
 * a viewer whose role needs the whole number for the task of the page reveals one with
 * {@link revealNumber}, and every reveal, every refused try and every export with full numbers is
 * written to the server's personal-data access log (who, whose, when, page).
 */

/**
 * Where a masked number lives, as the reveal names it: a register ('staff', 'trackRecord' — a
 * ledger's `name`) or another list's record kind ('demandResponse', 'areaAuditPerson',
 * 'areaAuditCompany', 'application'); the server keeps the table of them and of each one's masked fields.
 */
export const revealSource = z
  .string()
  .regex(/^[a-zA-Z]{1,40}$/, '数据来源不正确')
  .describe('记录所在的台账或列表，如 staff、trackRecord、demandResponse、areaAuditPerson、areaAuditCompany、application、applicationPerson（企业申请的人员名单，带 row）');

export const revealNumber = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/personalData/reveal',
  body: 'json',
  access: 'user',
  tag: 'personalData',
  summary:
    '显示一条记录中被部分隐藏的身份证号或手机号（由所在页面的岗位需要决定是否允许）；每次显示记入个人信息查看记录（谁、谁的、何时、哪个页面）；无权查看的角色得到 4003，这次尝试也被记录',
  input: z.object({
    source: revealSource,
    id: bigRecordId.describe('记录编号'),
    field: z
      .string()
      .regex(/^[a-zA-Z]{1,40}$/, '字段名不正确')
      .describe('字段，如 idCard、phone'),
    row: z
      .number({ message: '行号应为数字' })
      .int('行号应为整数')
      .min(0, '行号应在0到4999之间')
      .max(4999, '行号应在0到4999之间')
      .optional()
      .describe('记录中名单的第几行（从0起），如企业申请的人员名单'),
    page: viewedOnPage,
  }),
  output: z.object({ value: z.string().describe('完整号码') }),
});
