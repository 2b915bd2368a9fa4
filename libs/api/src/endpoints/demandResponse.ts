import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { dateTime, fileField, idParam, pagination, pageOf } from '../schemas';

/**
 * Where a response stands, derived from its data: submitted 已投递 (not yet allocated), allocated
 * 已分配 (a staff member follows it), tracked 跟踪中 (with tracking records).
 */
export const RESPONSE_STAGES = ['submitted', 'allocated', 'tracked'] as const;
export const RESPONSE_STAGE_LABELS: Record<(typeof RESPONSE_STAGES)[number], string> = { submitted: '已投递', allocated: '已分配', tracked: '跟踪中' };

/** A response as lists show it. */
export const responseItem = z.object({
  id: z.number().int(),
  demandId: z.number().int(),
  postName: z.string(),
  entName: z.string(),
  applicantName: z.string(),
  applicantPhone: z.string(),
  resumeName: z.string(),
  note: z.string(),
  adminName: z.string().describe('负责跟踪的工作人员，未分配为空'),
  stage: z.enum(RESPONSE_STAGES),
  tracks: z.number().int(),
  createdAt: dateTime,
});
export type ResponseItem = z.infer<typeof responseItem>;

export const responseAdd = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/add',
  body: 'multipart',
  access: 'third',
  tag: 'demandResponse',
  summary: '个人投递简历（pdf、Word 或 WPS 文档，最大5MB）到一个已上架岗位；同一岗位只能投递一次（4009）',
  input: z.object({
    demandId: idParam,
    note: z.string().trim().max(500, '附言不能超过500个字').default(''),
    file: fileField('请上传简历'),
  }),
  output: z.object({ id: z.number().int() }),
});

export const myResponse = defineEndpoint({
  method: 'GET',
  path: '/api/demandResponse/myResponse',
  body: 'query',
  access: 'third',
  tag: 'demandResponse',
  summary: '我的投递及其进度',
  input: z.object({ ...pagination }),
  output: pageOf(responseItem),
});

export const responseListNeedLogin = defineEndpoint({
  method: 'GET',
  path: '/api/demandResponse/listNeedLogin',
  body: 'query',
  access: 'ent',
  tag: 'demandResponse',
  summary: '投递到本企业岗位的简历',
  input: z.object({ ...pagination, demandId: idParam.optional() }),
  output: pageOf(responseItem),
});

export const selectAllResponse = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/selectAllResponse',
  body: 'json',
  access: 'gov',
  tag: 'demandResponse',
  summary: '全部简历投递（进度、关键字筛选，分页）',
  input: z.object({ ...pagination, stage: z.enum(RESPONSE_STAGES).optional(), keyword: z.string().trim().max(50).optional() }),
  output: pageOf(responseItem),
});

export const getAllocationList = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/getAllocationList',
  body: 'json',
  access: 'gov',
  tag: 'demandResponse',
  summary: '可分配的工作人员及其负责的投递数',
  input: z.object({}),
  output: z.array(z.object({ userId: z.number().int(), name: z.string(), deptName: z.string(), responses: z.number().int() })),
});

export const allocation = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/allocation',
  body: 'json',
  access: 'gov',
  tag: 'demandResponse',
  summary: '把投递分配给一名工作人员跟踪',
  input: z.object({ ids: z.array(z.number().int().positive()).min(1, '请选择投递').max(500), adminId: z.number().int().positive() }),
  output: z.object({ updated: z.number().int() }),
});

export const trackItem = z.object({ id: z.number().int(), content: z.string(), userName: z.string(), createdAt: dateTime });

export const addDemandTrack = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/addDemandTarckById/{id}',
  body: 'json',
  access: 'gov',
  tag: 'demandResponse',
  summary: '为一条投递添加跟踪记录（须先分配）',
  input: z.object({ id: idParam, content: z.string().trim().min(2, '请填写跟踪内容').max(1000, '跟踪内容不能超过1000个字') }),
  output: z.object({ id: z.number().int() }),
});

export const getDemandTrack = defineEndpoint({
  method: 'GET',
  path: '/api/demandResponse/getDemandTarckById/{id}',
  body: 'query',
  access: 'user',
  tag: 'demandResponse',
  summary: '一条投递的跟踪记录（投递人、岗位所属企业和政府工作人员可看）',
  input: z.object({ id: idParam }),
  output: z.array(trackItem),
});

export const responseResume = defineEndpoint({
  method: 'GET',
  path: '/api/demandResponse/resume/{id}',
  body: 'export',
  access: 'user',
  tag: 'demandResponse',
  summary: '一条投递的简历文件（投递人、岗位所属企业和政府工作人员可取）',
  input: z.object({ id: idParam }),
  output: z.null(),
});
