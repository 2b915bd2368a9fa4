import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { organisationCard } from '../records';
import { idParam, pageOf, pagination, recordId, exportCall } from '../schemas';

/**
 * An HR service agency (SPEC.md section 7, Agency): the cards of /organList?type=1, kept by staff
 * (/api/agency/edit) and by the institution itself when it is one of the district's enterprises
 * (/api/agency/edit/info). As listed: an organisation card (records.ts) and its place in the list (`sort`).
 */
export const agencyItem = organisationCard.extend({ sort: z.number().int() });
export type AgencyItem = z.infer<typeof agencyItem>;

/** Fields of an agency card; the phone may be a landline (020-12345678) or a mobile number. */
export const agencyFields = {
  name: z.string().trim().min(2, '请填写机构名称').max(100, '机构名称不能超过100个字'),
  intro: z.string().trim().max(500, '机构简介不能超过500个字').default(''),
  address: z.string().trim().max(200, '地址不能超过200个字').default(''),
  phone: z
    .string()
    .trim()
    .regex(/^$|^(0\d{2,3}-?\d{7,8}|1[3-9]\d{9})$/, '联系电话应为固定电话（如020-12345678）或11位手机号')
    .default(''),
  tags: z.array(z.string().trim().min(1).max(10, '服务标签不能超过10个字')).max(6, '最多6个服务标签').default([]),
};

const keyword = z.string().trim().max(50, '关键字不能超过50个字符').optional();

export const agencyPage = defineEndpoint({
  method: 'GET',
  path: '/api/agency/page',
  body: 'query',
  access: 'gov',
  tag: 'agency',
  summary: '人力资源服务机构名录（名称关键字，分页）',
  input: z.object({ ...pagination, keyword }),
  output: pageOf(agencyItem),
});

export const agencyInfo = defineEndpoint({
  method: 'GET',
  path: '/api/agency/info',
  body: 'query',
  access: 'user',
  tag: 'agency',
  summary: '一家机构：工作人员按 id 查看任一家；企业只能查看本企业的机构信息（不传 id），其他 4003',
  input: z.object({ id: idParam.optional() }),
  output: agencyItem,
});

export const agencyEdit = defineEndpoint({
  method: 'POST',
  path: '/api/agency/edit',
  body: 'json',
  access: 'gov',
  tag: 'agency',
  summary: '工作人员新增（无 id）或修改一家机构',
  input: z.object({ id: recordId.optional(), ...agencyFields, sort: z.coerce.number().int().min(0).max(100_000).default(0) }),
  output: z.object({ id: z.number().int() }),
});

export const agencyEditInfo = defineEndpoint({
  method: 'POST',
  path: '/api/agency/edit/info',
  body: 'json',
  access: 'ent',
  tag: 'agency',
  summary: '人力资源服务机构修改本机构的名录信息（简介、地址、电话、服务标签）；不是本企业的机构 4003',
  input: z.object({ id: idParam.optional(), intro: agencyFields.intro, address: agencyFields.address, phone: agencyFields.phone, tags: agencyFields.tags }),
  output: z.null(),
});

export const agencyExport = defineEndpoint({
  ...exportCall,
  path: '/api/agency/export',
  access: 'gov',
  tag: 'agency',
  summary: '导出机构名录（xlsx，中文表头，服务器边读边写）',
  input: z.object({ keyword }),
});
