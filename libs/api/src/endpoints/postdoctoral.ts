import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { DEPARTMENTS } from '../departments';
import { defineLedger } from '../ledger';
import { dateFormat, dateOnly, identityNumber, isCalendarDate, mobileNumber, recordId } from '../schemas';
import { creditCodeField } from './account';
import { pastDate } from './enterprise';

/**
 * The postdoctoral registers of the professional technology office (专业技术科; SPEC.md section 7,
 * Postdoctoral; issue 14): the stations and their units, the funding disbursed to them, the
 * researchers' entry and exit records, and the yearly funding view computed from the stays.
 * docs/ledgers.md, section 博士后, lists every field and rule.
 */

/** Who keeps the postdoctoral registers: staff of the professional technology office. */
export const POSTDOC_ROLES = [DEPARTMENTS.professionalTechnologyOffice] as const;

/** Kinds of postdoctoral station a unit holds (人社部、全国博士后管委会 and the province's names). */
export const POSTDOC_STATION_KINDS = ['博士后科研工作站', '博士后创新实践基地', '博士后工作站分站'] as const;

/** Whether a unit still holds its station. */
export const POSTDOC_UNIT_STATUSES = ['在站', '已撤站'] as const;

/** How a stay ended: at the end of the agreed term (期满出站) or before it (中途退站). */
export const POSTDOC_EXIT_KINDS = ['期满出站', '中途退站'] as const;

/**
 * The district's yearly funding standard per researcher in station (万元 per person-year): the
 * demo district's 博士后日常经费资助 figure, 5 万元/人·年 (docs/ledgers.md, 博士后, gives its
 * source and the formula of the funding view).
 */
export const POSTDOC_FUNDING_PER_PERSON_YEAR = 5;

const access = { kind: 'gov', roles: POSTDOC_ROLES } as const;
const tag = 'postdoctoral';

/** A date of the agreed term: an existing calendar date, past or future. */
const termDate = (label: string) => z.string().trim().min(1, `请填写${label}`).pipe(dateFormat).refine(isCalendarDate, `${label}不是有效日期`);

/** The unit a funding ticket or a stay belongs to: its name and credit code, which the server checks against the unit register (4001 naming the field). */
const unitFields = {
  unitName: {
    schema: z.string().trim().min(2, '请填写设站单位名称').max(100, '设站单位名称不能超过100个字'),
    label: '设站单位',
    cell: { width: 30, rule: '与“博士后设站单位”中的单位名称一致', example: '广州南湾生物医药研究院有限公司' },
  },
  unitCode: {
    schema: creditCodeField,
    label: '设站单位统一社会信用代码',
    list: false,
    cell: { width: 24, rule: '18位统一社会信用代码（GB 32100-2015），须为已登记的设站单位', example: '91440120MA5D0A1B26', text: true },
  },
} as const;

/**
 * 博士后设站单位 (/postDoctoralStationUnits, tab 设站单位): the units of the district holding a
 * postdoctoral station, with the approval that set it up and the unit's contact. One record per
 * unit (key: the unified social credit code).
 */
export const postdocUnitLedger = defineLedger({
  name: 'postdocUnit',
  title: '博士后设站单位',
  tag,
  access,
  fields: {
    unitName: { schema: z.string().trim().min(2, '请填写单位名称').max(100, '单位名称不能超过100个字'), label: '单位名称', cell: { width: 30, rule: '单位登记的全称，不超过100个字', example: '广州南湾生物医药研究院有限公司' } },
    creditCode: { schema: creditCodeField, label: '统一社会信用代码', cell: { width: 24, rule: '18位统一社会信用代码（GB 32100-2015），校验位须正确', example: '91440120MA5D0A1B26', text: true } },
    stationKind: {
      schema: z.enum(POSTDOC_STATION_KINDS, { message: `站点类型只能是：${POSTDOC_STATION_KINDS.join('、')}` }),
      label: '站点类型',
      options: POSTDOC_STATION_KINDS,
      cell: { width: 20, rule: `从下拉列表选择：${POSTDOC_STATION_KINDS.join('、')}`, example: '博士后科研工作站' },
    },
    approvalDate: { schema: pastDate('批准设站日期'), label: '批准设站日期', control: 'date', cell: { width: 14, rule: '日期，如 2019-10-15，不能晚于今天', example: '2019-10-15' } },
    approvalNo: { schema: z.string().trim().min(1, '请填写批准文号').max(50, '批准文号不能超过50个字'), label: '批准文号', cell: { width: 24, rule: '人社部或省人社厅的批准文件号，不超过50个字', example: '人社部发〔2019〕96号' } },
    contactPerson: { schema: z.string().trim().min(1, '请填写联系人').max(30, '联系人不能超过30个字'), label: '联系人', cell: { width: 12, rule: '不超过30个字', example: '陈晓' } },
    contactPhone: { schema: mobileNumber, label: '联系电话', mask: 'mobile', cell: { width: 16, rule: '11位大陆手机号码', example: '13800138000', text: true } },
    street: { schema: z.string().trim().min(2, '请填写所在街道').max(20, '所在街道不能超过20个字'), label: '所在街道', cell: { width: 14, rule: '单位注册地所在街道', example: '科学城街道' } },
    status: {
      schema: z.enum(POSTDOC_UNIT_STATUSES, { message: `设站状态只能是：${POSTDOC_UNIT_STATUSES.join('、')}` }),
      label: '设站状态',
      options: POSTDOC_UNIT_STATUSES,
      cell: { width: 10, rule: `从下拉列表选择：${POSTDOC_UNIT_STATUSES.join('、')}`, example: '在站' },
    },
  },
  filters: {
    keyword: { label: '单位名称或统一社会信用代码', fields: { unitName: 'contains', creditCode: 'prefix' } },
    equals: ['stationKind', 'status'],
  },
  order: [['approvalDate', 'desc']],
  key: ['creditCode'],
  defaults: { stationKind: '博士后科研工作站', status: '在站' },
  messages: { duplicate: (v) => `统一社会信用代码为 ${String(v.creditCode)} 的设站单位已登记` },
  paths: {
    page: { method: 'GET', path: '/api/second/postdoctor/unit/page' },
    save: '/api/second/postdoctor/unit/save',
    remove: '/api/second/postdoctor/unit/delete/{ids}',
    import: '/api/second/postdoctor/unit/import',
    template: '/api/second/postdoctor/unit/template',
    errors: '/api/second/postdoctor/unit/errors',
    export: '/api/second/postdoctor/unit/export',
  },
});

/**
 * 博士后经费拨付单 (tab 经费拨付): the district's funding paid to a station unit for a year (the
 * "ticket" of SPEC.md section 7), compared in the funding view with what the unit's stays earn.
 */
export const postdocTicketLedger = defineLedger({
  name: 'postdocTicket',
  title: '博士后经费拨付单',
  tag,
  access,
  fields: {
    ...unitFields,
    year: {
      schema: z.coerce.number({ message: '资助年度应为四位年份' }).int('资助年度应为四位年份').min(2000, '资助年度不能早于2000年').max(2100, '资助年度不能晚于2100年'),
      label: '资助年度',
      cell: { width: 10, rule: '四位年份', example: '2025' },
    },
    amount: {
      schema: z.coerce
        .number({ message: '拨付金额应为数字' })
        .positive('拨付金额应大于0')
        .max(10_000, '拨付金额不能超过10000万元')
        .refine((v) => Math.round(v * 100) === v * 100, '拨付金额最多保留两位小数'),
      label: '拨付金额',
      unit: '万元',
      cell: { width: 12, rule: '单位万元，大于0，最多两位小数', example: '15' },
    },
    paidDate: { schema: pastDate('拨付日期'), label: '拨付日期', control: 'date', cell: { width: 14, rule: '日期，如 2025-06-30，不能晚于今天', example: '2025-06-30' } },
    documentNo: { schema: z.string().trim().min(1, '请填写拨付文号').max(50, '拨付文号不能超过50个字'), label: '拨付文号', cell: { width: 24, rule: '财政拨付或局内审批的文件号，不超过50个字', example: '南人社拨〔2025〕12号' } },
  },
  filters: {
    keyword: { label: '设站单位或拨付文号', fields: { unitName: 'contains', documentNo: 'contains' } },
  },
  order: [
    ['year', 'desc'],
    ['paidDate', 'desc'],
  ],
  key: ['documentNo'],
  defaults: { year: new Date().getFullYear() },
  messages: { duplicate: (v) => `拨付文号为 ${String(v.documentNo)} 的经费拨付单已登记` },
  paths: {
    page: { method: 'GET', path: '/api/second/postdoctor/ticket/page' },
    save: '/api/second/postdoctor/ticket/save',
    remove: '/api/second/postdoctor/ticket/delete/{ids}',
    import: '/api/second/postdoctor/ticket/import',
    template: '/api/second/postdoctor/ticket/template',
    errors: '/api/second/postdoctor/ticket/errors',
    export: '/api/second/postdoctor/ticket/export',
  },
});

/**
 * 博士后进出站记录 (tab 进出站记录): one stay of a researcher at a station unit, from the entry date
 * to the exit, which only the exit operations set ({@link exitExpo}, {@link midwayExit}). A
 * person holds at most one open stay (no exit yet), on add, edit and import (4009); a record is
 * identified by the person and the entry date.
 */
export const postdocRecordLedger = defineLedger({
  name: 'postdocRecord',
  title: '博士后进出站记录',
  tag,
  access,
  fields: {
    name: { schema: z.string().trim().min(1, '请填写姓名').max(50, '姓名不能超过50个字'), label: '姓名', cell: { width: 12, rule: '不超过50个字', example: '林嘉怡' } },
    idCard: {
      schema: identityNumber,
      label: '身份证号码',
      mask: 'idCard',
      cell: { width: 24, rule: '18位居民身份证号码，出生日期与校验位须正确。请保持该列为文本格式', example: '440106199001011234', text: true },
    },
    phone: { schema: mobileNumber, label: '手机号码', mask: 'mobile', cell: { width: 16, rule: '11位大陆手机号码', example: '13800138000', text: true } },
    ...unitFields,
    topic: { schema: z.string().trim().min(2, '请填写研究课题（至少2个字）').max(200, '研究课题不能超过200个字'), label: '研究课题', control: 'textarea', wide: true, cell: { width: 36, rule: '2至200个字', example: '肿瘤免疫细胞治疗的体外扩增工艺研究' } },
    partner: {
      schema: z.string().trim().max(100, '合作高校（流动站）不能超过100个字').default(''),
      label: '合作高校（流动站）',
      cell: { width: 28, rule: '联合招收的高校及其博士后科研流动站，可不填', example: '中山大学生物学博士后科研流动站' },
    },
    entryDate: { schema: pastDate('进站日期'), label: '进站日期', control: 'date', cell: { width: 14, rule: '日期，如 2024-09-01，不能晚于今天', example: '2024-09-01' } },
    plannedExitDate: { schema: termDate('计划出站日期'), label: '计划出站日期', control: 'date', cell: { width: 14, rule: '协议约定的期满日期，不能早于进站日期', example: '2026-08-31' } },
  },
  derived: {
    status: { schema: z.enum(['在站', '已出站']), label: '状态' },
    exitDate: { schema: dateOnly.nullable(), label: '实际出站日期', export: true },
    exitKind: { schema: z.enum(POSTDOC_EXIT_KINDS).nullable(), label: '出站方式', export: true },
    exitReason: { schema: z.string().nullable(), label: '退站原因', export: true },
  },
  filters: {
    keyword: { label: '姓名、身份证号码或设站单位', fields: { name: 'contains', idCard: 'prefix', unitName: 'contains' } },
    dateRange: { field: 'entryDate', from: 'beginTime', to: 'endTime' },
    choices: {
      status: {
        label: '在站状态',
        options: [
          { value: 'in', label: '在站' },
          { value: 'out', label: '已出站' },
        ],
      },
    },
  },
  order: [['entryDate', 'desc']],
  key: ['idCard', 'entryDate'],
  defaults: {},
  messages: { duplicate: (v) => `${String(v.name)}在 ${String(v.entryDate)} 进站的记录已存在` },
  paths: {
    page: { method: 'GET', path: '/api/postdoctoralEntryExitRecord/list' },
    save: '/api/postdoctoralEntryExitRecord/edit',
    remove: '/api/postdoctoralEntryExitRecord/delIdList/{ids}',
    import: '/api/postdoctoralEntryExitRecord/import',
    template: '/api/postdoctoralEntryExitRecord/template',
    errors: '/api/postdoctoralEntryExitRecord/errors',
    export: '/api/postdoctoralEntryExitRecord/export',
  },
});

/** A postdoctoral stay as listed (identity and phone numbers masked). */
export type PostdocRecordItem = z.infer<typeof postdocRecordLedger.item>;

export const postdocRecordAdd = defineEndpoint({
  method: 'POST',
  path: '/api/postdoctoralEntryExitRecord/add',
  body: 'json',
  access: 'gov',
  roles: POSTDOC_ROLES,
  tag,
  summary: '登记一名博士后进站（同 edit 不带 id）；该人已有在站记录时拒绝（4009）',
  input: postdocRecordLedger.record,
  output: z.object({ id: z.number().int() }),
});

/** The exit date of a stay: a calendar date not after today; the server checks it is not before the entry date (4001). */
const exitInput = { id: recordId.describe('进出站记录编号'), exitDate: pastDate('出站日期').describe('实际出站日期') };

export const exitExpo = defineEndpoint({
  method: 'POST',
  path: '/api/postdoctoralEntryExitRecord/exitExpo',
  body: 'json',
  access: 'gov',
  roles: POSTDOC_ROLES,
  tag,
  summary: '期满出站：记下实际出站日期（不早于进站日期，4001）；已出站的记录不能再出站（4009）',
  input: z.object(exitInput),
  output: z.object({ updated: z.number().int() }),
});

export const midwayExit = defineEndpoint({
  method: 'POST',
  path: '/api/postdoctoralEntryExitRecord/midwayExit',
  body: 'json',
  access: 'gov',
  roles: POSTDOC_ROLES,
  tag,
  summary: '中途退站：记下退站日期（不早于进站日期，4001）和原因；已出站的记录不能再出站（4009）',
  input: z.object({ ...exitInput, reason: z.string().trim().min(2, '请填写退站原因（至少2个字）').max(200, '退站原因不能超过200个字') }),
  output: z.object({ updated: z.number().int() }),
});

/** A four-digit year of the funding and statistics views (default: the current year in Asia/Shanghai). */
const yearParam = z.coerce.number({ message: '年度应为四位年份' }).int('年度应为四位年份').min(2000, '年度不能早于2000年').max(2100, '年度不能晚于2100年');

/** Head counts of one unit (or all units) for a year. */
const headCounts = z.object({
  inStation: z.number().int().describe('目前在站人数'),
  exited: z.number().int().describe('该年度出站人数'),
  entered: z.number().int().describe('该年度进站人数'),
});

export const statisticPerNum = defineEndpoint({
  method: 'GET',
  path: '/api/postdoctoralEntryExitRecord/statisticPerNum',
  body: 'query',
  access: 'gov',
  roles: POSTDOC_ROLES,
  tag,
  summary: '博士后人数统计：目前在站人数，以及该年度进站、出站人数，合计及按设站单位',
  input: z.object({ year: yearParam.optional() }),
  output: headCounts.extend({
    year: z.number().int(),
    units: z.array(headCounts.extend({ unitCode: z.string(), unitName: z.string() })),
  }),
});

export const getEntPostdoctoral = defineEndpoint({
  method: 'GET',
  path: '/api/postdoctoralEntryExitRecord/getEntPostdoctoral',
  body: 'query',
  access: 'gov',
  roles: POSTDOC_ROLES,
  tag,
  summary: '一个设站单位的全部博士后进出站记录（进站日期新的在前；身份证号和手机号部分隐藏）；单位未登记时 4004',
  input: z.object({ unitCode: creditCodeField }),
  output: z.object({ unitName: z.string(), list: z.array(postdocRecordLedger.item) }),
});

/** One unit's line of the funding view (amounts in 万元, person-years to 2 decimals). */
const fundingLine = z.object({
  researchers: z.number().int().describe('该年度曾在站人数'),
  personYears: z.number().describe('在站人·年（两位小数）'),
  funding: z.number().describe('应资助经费（万元）= 在站人·年 × 资助标准'),
  disbursed: z.number().describe('已拨付经费（万元，该年度经费拨付单合计）'),
  balance: z.number().describe('待拨付（万元）= 应资助 − 已拨付，负数为多拨'),
});
export type PostdocFundingLine = z.infer<typeof fundingLine>;

export const postdocFundingYear = defineEndpoint({
  method: 'GET',
  path: '/api/postdoctoralEntryExitRecord/fundingYear',
  body: 'query',
  access: 'gov',
  roles: POSTDOC_ROLES,
  tag,
  summary: '博士后年度经费（/postDoctoralMoneyYear）：按设站单位，在站人·年 = Σ 该年度在站天数 ÷ 该年天数（未出站的算到计划出站日），乘以资助标准，与该年度已拨付经费对照；含合计行',
  input: z.object({ year: yearParam }),
  output: z.object({
    year: z.number().int(),
    standard: z.number().describe('资助标准（万元/人·年）'),
    units: z.array(fundingLine.extend({ unitCode: z.string(), unitName: z.string() })),
    total: fundingLine,
  }),
});
export type PostdocFundingYear = z.infer<typeof postdocFundingYear.output>;
