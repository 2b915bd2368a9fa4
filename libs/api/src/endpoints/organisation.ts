import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { pageOf, pagination } from '../schemas';
import { organisationCard } from '../records';
import { ORGANISATION_TYPES } from '../vocabulary';

export const resourceServices = defineEndpoint({
  method: 'GET',
  path: '/human/resourceServices',
  body: 'query',
  access: 'public',
  tag: 'organisation',
  summary: '人力资源服务机构（type 1）、重点企业（type 2）、人力资源产品（type 3）名录，可按名称或标签搜索',
  input: z.object({
    ...pagination,
    type: z.coerce
      .number()
      .int()
      .refine((n) => (ORGANISATION_TYPES as readonly number[]).includes(n), '类型只能是1、2或3')
      .describe('1 服务机构, 2 重点企业, 3 人力资源产品'),
    keyword: z.string().trim().max(50, '关键字不能超过50个字符').optional(),
  }),
  output: pageOf(organisationCard),
});
