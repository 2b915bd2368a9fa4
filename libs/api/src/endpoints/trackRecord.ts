import { z } from 'zod';
import { isValidIdCard, isValidMobile } from '@portal/validators';
import { defineEndpoint } from '../contract';
import { EMPLOYMENT_SERVICE_ROLES } from './demand';
import { dateOnly, dateTime, fileField, idParam, pagination, pageOf } from '../schemas';
import { importProblem } from './enterprise';

/** Kinds of employment service a track record (跟踪服务记录) describes. */
export const TRACK_SERVICE_TYPES = ['就业指导', '岗位推荐', '职业培训', '创业服务', '政策咨询', '回访', '其他'] as const;

/** A service day 'YYYY-MM-DD' that exists and is not in the future. */
const serviceDay = z
  .string()
  .trim()
  .min(1, '请填写服务日期')
  .regex(/^\d{4}-\d{2}-\d{2}$/, '服务日期格式应为 YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getTime() <= Date.now();
  }, '服务日期不是有效日期或晚于今天');

/** The fields of a track record as staff write them (also the import workbook's rules). */
export const trackRecordFields = {
  name: z.string().trim().min(1, '请填写姓名').max(50, '姓名不能超过50个字'),
  idCard: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v.length === 18 && isValidIdCard(v), '身份证号码应为18位，且出生日期和校验位正确'),
  phone: z.string().trim().refine(isValidMobile, '手机号码应为11位大陆手机号'),
  serviceType: z.enum(TRACK_SERVICE_TYPES, { message: `服务类型只能是：${TRACK_SERVICE_TYPES.join('、')}` }),
  content: z.string().trim().min(2, '请填写服务内容（至少2个字）').max(1000, '服务内容不能超过1000个字'),
  serviceDate: serviceDay,
  result: z.string().trim().max(200, '服务结果不能超过200个字').default(''),
};

export const trackRecordItem = z.object({
  id: z.number().int(),
  name: z.string(),
  idCard: z.string(),
  phone: z.string(),
  serviceType: z.enum(TRACK_SERVICE_TYPES),
  content: z.string(),
  serviceDate: dateOnly,
  result: z.string(),
  userName: z.string().describe('录入的工作人员'),
  updatedAt: dateTime,
});
export type TrackRecordItem = z.infer<typeof trackRecordItem>;

export const trackRecordPageList = defineEndpoint({
  method: 'POST',
  path: '/trackRecord/pageList',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'trackRecord',
  summary: '跟踪服务记录（姓名或身份证号、服务类型、服务日期范围筛选，最近服务在前）',
  input: z.object({
    ...pagination,
    keyword: z.string().trim().max(50, '关键字不能超过50个字').optional().describe('姓名，或身份证号码开头'),
    serviceType: z.enum(TRACK_SERVICE_TYPES).optional(),
    beginTime: dateOnly.optional(),
    endTime: dateOnly.optional(),
  }),
  output: pageOf(trackRecordItem),
});

export const trackRecordAddUpd = defineEndpoint({
  method: 'POST',
  path: '/trackRecord/addUpd',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'trackRecord',
  summary: '新增（无 id）或修改一条跟踪服务记录',
  input: z.object({ id: z.number().int().positive().optional(), ...trackRecordFields }),
  output: z.object({ id: z.number().int() }),
});

export const trackRecordDelete = defineEndpoint({
  method: 'POST',
  path: '/trackRecord/delete/{id}',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'trackRecord',
  summary: '删除一条跟踪服务记录',
  input: z.object({ id: idParam }),
  output: z.null(),
});

export const importServiceRecords = defineEndpoint({
  method: 'POST',
  path: '/trackRecord/importServiceRecords',
  body: 'multipart',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'trackRecord',
  summary: '从 Excel（模板见 downloadImportTemplate）导入跟踪服务记录；有效行在一个事务中保存，无效行逐行说明原因，可用 downloadErrorXlsx?importId= 下载',
  input: z.object({ file: fileField('请选择要导入的 Excel 文件') }),
  output: z.object({
    importId: z.number().int(),
    total: z.number().int(),
    inserted: z.number().int(),
    problems: z.array(importProblem),
    errorWorkbook: z.string().nullable().describe('未导入行的错误报告（base64 xlsx，同 downloadErrorXlsx）；无错误时为 null'),
  }),
});

export const trackRecordTemplate = defineEndpoint({
  method: 'GET',
  path: '/trackRecord/downloadImportTemplate',
  body: 'export',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'trackRecord',
  summary: '跟踪服务记录导入模板（xlsx）',
  input: z.object({}),
  output: z.null(),
});

export const trackRecordErrorXlsx = defineEndpoint({
  method: 'GET',
  path: '/trackRecord/downloadErrorXlsx',
  body: 'export',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'trackRecord',
  summary: '一次导入中未导入的行（原样，附原行号和错误原因）；只有导入人可下载（4003）',
  input: z.object({ importId: idParam }),
  output: z.null(),
});
