import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { INT4_MAX, idParam, pageOf, pagination, recordId, rowVersion, byId } from '../schemas';
import { NOTICE_STATUSES, AUDIT_ACTIONS } from '../vocabulary';
import { staffListItem, staffDetail, noticeFields } from '../contentItems';

/**
 * Policy interpretations (政策解读, SPEC.md section 4: save or update, delete, audit): content of
 * kind `explain` tied to one policy, written at /modifyExplain. They share the notice workflow;
 * these calls are its interpretation-shaped door.
 */
export const interpretationSave = defineEndpoint({
  method: 'POST',
  path: '/api/second/interpretation/saveOrUpdate',
  body: 'json',
  access: 'gov',
  tag: 'interpretation',
  summary: '新建（不带 id）或修改（带 id 与 version）一条政策解读；submit 为 true 时同时提交审核',
  input: z.object({
    id: recordId.optional(),
    version: rowVersion.optional(),
    policyId: z.number().int().positive({ message: '请选择所解读的政策' }).max(INT4_MAX, '编号超出范围').describe('所解读的政策（已发布的政策文件）'),
    ...noticeFields,
    submit: z.boolean().optional(),
  }),
  output: z.object({ id: z.number().int(), status: z.enum(NOTICE_STATUSES), version: z.number().int() }),
});

export const interpretationDelete = defineEndpoint({
  method: 'POST',
  path: '/api/second/interpretation/delete',
  body: 'form',
  access: 'gov',
  tag: 'interpretation',
  summary: '删除一条政策解读（仅本部门）',
  input: byId,
  output: z.null(),
});

export const interpretationAudit = defineEndpoint({
  method: 'POST',
  path: '/api/second/interpretation/audit',
  body: 'form',
  access: 'gov',
  tag: 'interpretation',
  summary: '政策解读的审核流程，同 /api/notice/one/audit',
  input: z
    .object({ id: idParam, action: z.enum(AUDIT_ACTIONS), reason: z.string().trim().max(500).default('') })
    .refine((v) => v.action !== 'reject' || v.reason.length > 0, { message: '请填写驳回原因', path: ['reason'] }),
  output: z.object({ id: z.number().int(), status: z.enum(NOTICE_STATUSES), version: z.number().int() }),
});

export const interpretationList = defineEndpoint({
  method: 'GET',
  path: '/api/second/interpretation/list',
  body: 'query',
  access: 'gov',
  tag: 'interpretation',
  summary: '政策解读管理列表（任何状态；可按所解读的政策、状态、关键字筛选）',
  input: z.object({
    ...pagination,
    policyId: idParam.optional(),
    status: z.enum(NOTICE_STATUSES).optional(),
    keyword: z.string().trim().max(50).optional(),
  }),
  output: pageOf(staffListItem),
});

export const interpretationDetails = defineEndpoint({
  method: 'GET',
  path: '/api/second/interpretation/details',
  body: 'query',
  access: 'gov',
  tag: 'interpretation',
  summary: '一条政策解读（任何状态），含附件与审核记录',
  input: byId,
  output: staffDetail,
});
