import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { ledgerFamily, type LedgerField } from '../ledger';
import { amountField, choiceField, countField, creditCodeField, idCardField, mobileField, pastDateField, personNameField, textField } from '../ledgerFields';
import { calendarDay, dateOnly, pastDate, recordId } from '../schemas';
import { POSTDOC_ROLES } from '../vocabulary';
import { creditCodeField as creditCodeParam } from '../accountFields';

/**
 * The postdoctoral registers of the professional technology office (专业技术科; SPEC.md section 7,
 * Postdoctoral; issue 14): the stations and their units, the funding disbursed to them, the
 * researchers' entry and exit records, and the yearly funding view computed from the stays.
 * docs/ledgers.md, section 博士后, lists every field and rule.
 */

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

const tag = 'postdoctoral';
/** The registers of the postdoctoral station office (POSTDOC_ROLES). */
const postdocLedger = ledgerFamily({ tag, access: { kind: 'gov', roles: POSTDOC_ROLES } });

/** A date of the agreed term (计划出站日期): an existing calendar date, past or future; the server checks it is not before the entry. */
const termDateField = (label: string, example: string): LedgerField => ({
  schema: calendarDay(label),
  label,
  control: 'date',
  cell: { width: 14, rule: '协议约定的期满日期，如 2026-08-31，不能早于进站日期', example },
});

/** The unit a funding ticket or a stay belongs to: its name and credit code, which the server checks against the unit register (4001 naming the field). */
const unitFields = {
  unitName: textField('设站单位', { max: 100, example: '广州示例生物医药研究院有限公司', width: 30 }),
  unitCode: { ...creditCodeField('设站单位统一社会信用代码'), list: false },
} satisfies Record<string, LedgerField>;

/**
 * 博士后设站单位 (/postDoctoralStationUnits, tab 设站单位): the units of the district holding a
 * postdoctoral station, with the approval that set it up and the unit's contact. One record per
 * unit (key: the unified social credit code).
 */
export const postdocUnitLedger = postdocLedger({
  name: 'postdocUnit',
  title: '博士后设站单位',
  fields: {
    unitName: textField('单位名称', { max: 100, example: '广州示例生物医药研究院有限公司', width: 30 }),
    creditCode: creditCodeField(),
    stationKind: choiceField('站点类型', POSTDOC_STATION_KINDS),
    approvalDate: pastDateField('批准设站日期', '2019-10-15'),
    approvalNo: textField('批准文号', { max: 50, example: '人社部发〔2019〕96号', width: 24 }),
    contactPerson: personNameField('联系人', '陈晓'),
    contactPhone: mobileField(),
    street: textField('所在街道', { max: 20, example: '科学城街道' }),
    status: choiceField('设站状态', POSTDOC_UNIT_STATUSES),
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
export const postdocTicketLedger = postdocLedger({
  name: 'postdocTicket',
  title: '博士后经费拨付单',
  fields: {
    ...unitFields,
    year: countField('资助年度', { min: 2000, max: 2100, example: '2025' }),
    amount: amountField('拨付金额', { max: 10_000, example: '15' }),
    paidDate: pastDateField('拨付日期', '2025-06-30'),
    documentNo: textField('拨付文号', { max: 50, example: '南人社拨〔2025〕12号', width: 24 }),
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
export const postdocRecordLedger = postdocLedger({
  name: 'postdocRecord',
  title: '博士后进出站记录',
  fields: {
    name: personNameField('姓名', '林嘉怡'),
    idCard: idCardField(),
    phone: mobileField('手机号码'),
    ...unitFields,
    topic: textField('研究课题', { max: 200, example: '肿瘤免疫细胞治疗的体外扩增工艺研究', textarea: true, wide: true }),
    partner: textField('合作高校（流动站）', { max: 100, example: '中山大学生物学博士后科研流动站', optional: true, width: 28, list: false }),
    entryDate: pastDateField('进站日期', '2024-09-01'),
    plannedExitDate: termDateField('计划出站日期', '2026-08-31'),
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
  input: z.object({ unitCode: creditCodeParam }),
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
