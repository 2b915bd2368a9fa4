import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { dateTime, idParam } from '../schemas';

/** Status of a push to the external recruitment site: pending 待推送 (waiting for an attempt), sent 已推送, failed 推送失败 (gave up). */
export const LP_PUSH_STATUSES = ['pending', 'sent', 'failed'] as const;
export const LP_PUSH_STATUS_LABELS: Record<(typeof LP_PUSH_STATUSES)[number], string> = { pending: '待推送', sent: '已推送', failed: '推送失败' };

/** A push as recorded in the outbox, after its first attempt. */
export const lpPush = z.object({
  outboxId: z.number().int(),
  status: z.enum(LP_PUSH_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: dateTime.nullable().describe('下次重试时间；已推送或已放弃为 null'),
  lastError: z.string(),
});

export const lpEntAdd = defineEndpoint({
  method: 'POST',
  path: '/api/lp/ent/add',
  body: 'json',
  access: 'user',
  tag: 'lp',
  summary: '把企业推送到外部招聘网站（经发件箱，失败按指数退避重试）；企业只能推送本企业（entId 可省），工作人员须给出 entId',
  input: z.object({ entId: idParam.optional() }),
  output: lpPush,
});

export const lpJobAdd = defineEndpoint({
  method: 'POST',
  path: '/api/lp/job/add',
  body: 'json',
  access: 'user',
  tag: 'lp',
  summary: '把一个已上架岗位推送到外部招聘网站（经发件箱，失败按指数退避重试）；企业只能推送本企业的岗位（4003），未上架的岗位 4009',
  input: z.object({ demandId: idParam }),
  output: lpPush,
});
