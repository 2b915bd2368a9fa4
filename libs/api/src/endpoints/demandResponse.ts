import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { calendarDay, dateTime, fileField, idParam, importProblem, INT4_MAX, mobileNumber, pageOf, pagination, recordId, fullNumbersParams, exportCall, workbookImport, byId } from '../schemas';
import { EDUCATION_LEVELS, EMPLOYMENT_SERVICE_ROLES, RESPONSE_STAGES } from '../vocabulary';

/** A calendar date 'YYYY-MM-DD' that exists (graduation dates may lie ahead), or '' for none. */
const optionalDate = (label: string) =>
  z
    .union([
      z.literal(''),
      calendarDay(label),
    ])
    .default('');

/** Where a response came from: online 在线投递 (an individual's account and resume file), import 导入 (staff imported the resume information). */
export const RESPONSE_SOURCES = ['online', 'import'] as const;
export const RESPONSE_SOURCE_LABELS: Record<(typeof RESPONSE_SOURCES)[number], string> = { online: '在线投递', import: '导入' };

/** Resume information of a response (optional online, from the workbook on import). */
export const resumeInfoFields = {
  education: z.union([z.enum(EDUCATION_LEVELS, { message: `最高学历只能是：${EDUCATION_LEVELS.join('、')}` }), z.literal('')]).default(''),
  school: z.string().trim().max(50, '毕业院校不能超过50个字').default(''),
  major: z.string().trim().max(50, '专业不能超过50个字').default(''),
  graduateDate: optionalDate('毕业日期').describe('毕业日期 YYYY-MM-DD，可空'),
};

/** A response as lists show it. */
export const responseItem = z.object({
  id: z.number().int(),
  demandId: z.number().int(),
  postName: z.string(),
  entName: z.string(),
  applicantName: z.string(),
  applicantPhone: z.string(),
  source: z.enum(RESPONSE_SOURCES),
  resumeName: z.string().describe('简历文件名；导入的简历为空'),
  education: z.string(),
  school: z.string(),
  major: z.string(),
  graduateDate: z.string().describe('YYYY-MM-DD，未填为空'),
  note: z.string(),
  adminId: z.number().int().nullable(),
  adminName: z.string().describe('负责跟踪的工作人员，未分配为空'),
  stage: z.enum(RESPONSE_STAGES),
  tracks: z.number().int(),
  hidden: z.boolean(),
  createdAt: dateTime,
});
export type ResponseItem = z.infer<typeof responseItem>;

export const responseAdd = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/add',
  body: 'multipart',
  access: 'third',
  tag: 'demandResponse',
  summary: '个人投递简历（pdf、Word 或 WPS 文档，最大5MB）到一个已上架岗位，可附学历、院校、专业和毕业日期；同一岗位只能投递一次（4009）',
  input: z.object({
    demandId: idParam,
    note: z.string().trim().max(500, '附言不能超过500个字').default(''),
    ...resumeInfoFields,
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

/** Filters of the staff's response lists and the response export. */
export const responseFilter = {
  stage: z.enum(RESPONSE_STAGES).optional(),
  keyword: z.string().trim().max(50, '关键字不能超过50个字').optional().describe('岗位、企业或求职者姓名'),
  demandId: idParam.optional(),
  adminId: idParam.optional().describe('跟踪人'),
  hidden: z.union([z.boolean(), z.stringbool()]).optional().describe('true 只看已隐藏的'),
  id: idParam.optional().describe('只看这一条（无论是否隐藏）'),
};

export const selectAllResponse = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/demandResponse/selectAllResponse',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '全部简历投递（进度、关键字、岗位、跟踪人筛选，分页）；hidden=true 只看已隐藏的，否则不含已隐藏的',
  input: z.object({ ...pagination, ...responseFilter }),
  output: pageOf(responseItem),
});

export const getAllocationList = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/demandResponse/getAllocationList',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
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
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '把投递分配给一名工作人员跟踪',
  input: z.object({ ids: z.array(recordId).min(1, '请选择投递').max(500), adminId: recordId }),
  output: z.object({ updated: z.number().int() }),
});

export const trackItem = z.object({ id: z.number().int(), content: z.string(), userName: z.string(), createdAt: dateTime, confirmedAt: dateTime.nullable().describe('求职者确认的时间，未确认为 null') });

export const addDemandTrack = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/addDemandTarckById/{id}',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
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
  input: byId,
  output: z.array(trackItem),
});

export const responseResume = defineEndpoint({
  ...exportCall,
  path: '/api/demandResponse/resume/{id}',
  access: 'user',
  tag: 'demandResponse',
  summary: '一条投递的简历文件（投递人、岗位所属企业和政府工作人员可取）',
  input: byId,
});

const ids = z.array(recordId).min(1, '请选择投递').max(500, '一次最多500条');

export const selectAllResponse2 = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/demandResponse/selectAllResponse2',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '按岗位汇总的简历投递：每个收到投递的岗位的投递数、待分配、已分配、跟踪中（不含已隐藏的），最新投递在前',
  input: z.object({ ...pagination, keyword: responseFilter.keyword }),
  output: pageOf(
    z.object({
      demandId: z.number().int(),
      postName: z.string(),
      entName: z.string(),
      responses: z.number().int(),
      submitted: z.number().int(),
      allocated: z.number().int(),
      tracked: z.number().int(),
      latestAt: dateTime,
    }),
  ),
});

export const responseHide = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/hide',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '隐藏（hidden=true，如重复或无效投递）或恢复显示投递',
  input: z.object({ ids, hidden: z.boolean().default(true) }),
  output: z.object({ updated: z.number().int() }),
});

export const unbindAdminId = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/unbindAdminId',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '解除投递与跟踪人的绑定（回到待分配）；已有跟踪记录的投递不能解绑，可改派给他人（4009，整批不变）',
  input: z.object({ ids }),
  output: z.object({ updated: z.number().int() }),
});

export const automationAllocation = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/automationAllocation',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '自动分配：把全部待分配（未隐藏）的投递平均分给就业中心的工作人员，先给负责投递最少的人',
  input: z.object({}),
  output: z.object({ updated: z.number().int(), staff: z.array(z.object({ userId: z.number().int(), name: z.string(), added: z.number().int(), responses: z.number().int() })) }),
});

/** Who an in-site mail about a response goes to: the applicant, or every account of the enterprise that posted the job. */
export const MAIL_TARGETS = ['applicant', 'enterprise'] as const;
export const MAIL_TARGET_LABELS: Record<(typeof MAIL_TARGETS)[number], string> = { applicant: '求职者', enterprise: '招聘企业' };

export const sendInMail = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/sendInMail',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '就一条投递给求职者或招聘企业发站内信（进入对方的“我的消息”）；导入的简历没有平台账号，不能发给求职者（4009）',
  input: z.object({
    id: idParam,
    to: z.enum(MAIL_TARGETS, { message: '请选择收信人' }),
    title: z.string().trim().min(2, '请填写标题（至少2个字）').max(60, '标题不能超过60个字'),
    content: z.string().trim().min(2, '请填写内容（至少2个字）').max(1000, '内容不能超过1000个字'),
  }),
  output: z.object({ sent: z.number().int().describe('收信账号数') }),
});

export const mailItem = z.object({ id: z.number().int(), to: z.enum(MAIL_TARGETS), recipients: z.number().int(), title: z.string(), content: z.string(), senderName: z.string(), createdAt: dateTime });

export const selectNotice = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/demandResponse/selectNotice',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '一条投递已发出的站内信，最新在前',
  input: byId,
  output: z.array(mailItem),
});

export const confirmDemandTrack = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/confirmDemandTarckById',
  body: 'json',
  access: 'third',
  tag: 'demandResponse',
  summary: '求职者确认一条跟踪记录属实（id 为跟踪记录编号）；只能确认自己投递的记录（4003），已确认的不再确认（4009）',
  input: byId,
  output: z.object({ confirmedAt: dateTime }),
});

export const checkAttachment = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/demandResponse/checkAttachment',
  body: 'json',
  access: 'third',
  tag: 'demandResponse',
  summary: '投递前检查：本人是否已投递该岗位（及其进度），以及上次投递用的简历文件名',
  input: z.object({ demandId: idParam }),
  output: z.object({ responded: z.boolean(), responseId: z.number().int().nullable(), stage: z.enum(RESPONSE_STAGES).nullable(), lastResumeName: z.string() }),
});

export const responseList = defineEndpoint({
  method: 'GET',
  path: '/api/demandResponse/list',
  body: 'query',
  access: 'public',
  tag: 'demandResponse',
  summary: '最新投递动态（姓名脱敏，最多10条）与投递总数，供招聘页展示',
  input: z.object({}),
  output: z.object({ total: z.number().int(), list: z.array(z.object({ applicant: z.string().describe('如 张**'), postName: z.string(), entName: z.string(), createdAt: dateTime })) }),
});

export const getStatistics = defineEndpoint({
  method: 'GET',
  path: '/api/demandResponse/getStatistics',
  body: 'query',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '投递统计：总数与各进度数（不含已隐藏的）、已隐藏数、导入数、本月投递数，以及每位跟踪人负责和跟踪中的数量',
  input: z.object({}),
  output: z.object({
    total: z.number().int(),
    submitted: z.number().int(),
    allocated: z.number().int(),
    tracked: z.number().int(),
    hidden: z.number().int(),
    imported: z.number().int(),
    thisMonth: z.number().int().describe('本月（北京时间）新投递'),
    byStaff: z.array(z.object({ userId: z.number().int(), name: z.string(), responses: z.number().int(), tracked: z.number().int() })),
  }),
});

export const getGraduateDate = defineEndpoint({
  method: 'GET',
  path: '/api/demandResponse/getGraduateDate',
  body: 'query',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '求职者毕业年份分布（填写了毕业日期的投递，不含已隐藏的），年份升序',
  input: z.object({}),
  output: z.array(z.object({ year: z.string(), count: z.number().int() })),
});

export const getGroupLists = defineEndpoint({
  method: 'GET',
  path: '/api/demandResponse/getGroupLists',
  body: 'query',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '按部门分组的工作人员及其负责的投递数，供分配时选择',
  input: z.object({}),
  output: z.array(z.object({ deptName: z.string(), staff: z.array(z.object({ userId: z.number().int(), name: z.string(), responses: z.number().int() })) })),
});

export const deleteDemandResponse = defineEndpoint({
  method: 'POST',
  path: '/api/demandResponse/deleteDemandResponseById/{id}',
  body: 'json',
  access: 'user',
  tag: 'demandResponse',
  summary: '删除一条投递：求职者可撤回自己尚未分配的投递（已分配 4009），工作人员可删除任一条；其他人 4003',
  input: byId,
  output: z.null(),
});

/** What a resume-information import answers: rows read, responses created, the rejected rows and their error workbook (base64 xlsx). */
export const importResumeInfo = defineEndpoint({
  ...workbookImport,
  path: '/api/demandResponse/importResumeInfo',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '从 Excel（模板见 /api/template/download?name=resume）导入线下收集的简历信息，每行成为所填岗位的一条投递；有效行在一个事务中保存，无效行逐行说明原因',
  output: z.object({ total: z.number().int(), inserted: z.number().int(), problems: z.array(importProblem), errorWorkbook: z.string().nullable().describe('base64 编码的 xlsx；无错误时为 null') }),
});

/** The fields of one row of the resume-information import (the workbook's columns). */
export const resumeImportFields = {
  demandId: z.coerce.number({ message: '岗位编号应为数字' }).int('岗位编号应为整数').positive('岗位编号应为正整数').max(INT4_MAX, '岗位编号超出范围'),
  applicantName: z.string().trim().min(1, '请填写姓名').max(50, '姓名不能超过50个字'),
  applicantPhone: mobileNumber,
  education: z.enum(EDUCATION_LEVELS, { message: `最高学历只能是：${EDUCATION_LEVELS.join('、')}` }),
  school: resumeInfoFields.school,
  major: resumeInfoFields.major,
  graduateDate: optionalDate('毕业日期'),
  note: z.string().trim().max(500, '备注不能超过500个字').default(''),
};

export const responseExport = defineEndpoint({
  ...exportCall,
  path: '/api/demandResponse/export',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demandResponse',
  summary: '导出简历投递（xlsx，中文表头，按筛选条件；服务器流式输出，十万行也不占满内存）；手机号部分隐藏，fullNumbers=true 时导出完整号码并记入个人信息查看记录',
  input: z.object({ ...responseFilter, ...fullNumbersParams }),
});
