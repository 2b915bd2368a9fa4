import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { ledgerFamily, registerPaths, type Ledger } from '../ledger';
import { amountField, choiceField, countField, creditCodeField, mobileField, pastDateField, personNameField, textField } from '../ledgerFields';
import { LABOUR_RELATIONS_ROLES } from '../vocabulary';

/**
 * Labour-relations ledgers (劳动关系台账, issue 14; SPEC.md section 7, Labour relations): the
 * registers the district's labour-relations office keeps, each a declaration of the ledger engine
 * (libs/api ledger.ts), with the cross-ledger inquiry of /laoDongQuery. Fields and rules are
 * written in docs/ledgers.md.
 */

/** The registers of this area: tag laborRelation, kept by the labour-relations office (LABOUR_RELATIONS_ROLES). */
const laborLedger = ledgerFamily({ tag: 'laborRelation', access: { kind: 'gov', roles: LABOUR_RELATIONS_ROLES } });

/** The paths of a labour-relations ledger under /api/laborRelation/{segment}/. */
const laborPaths = (segment: string) => registerPaths(`/api/laborRelation/${segment}`);

const entName = (label = '用人单位名称') => textField(label, { max: 100, example: '广州示例科技有限公司', width: 28 });
/** The keyword of the ledgers that name an enterprise: its name (anywhere) or credit code (from the start), and the ledger's own number. */
const entKeyword = <K extends string>(numberKey?: K) => ({
  label: numberKey ? '单位名称、信用代码或编号' : '单位名称或信用代码',
  fields: { entName: 'contains', creditCode: 'prefix', ...(numberKey ? { [numberKey]: 'prefix' } : {}) } as Record<string, 'contains' | 'prefix'>,
});

/** Harmonious labour-relations levels as the district rates enterprises each year (AAA highest); read also by /api/yhby/getHarmonyEnt and the bigscreen. */
export const HARMONY_LEVELS = ['A', 'AA', 'AAA'] as const;

/** 和谐劳动关系企业: the district's yearly rating of enterprises with harmonious labour relations. */
export const harmonyEntLedger = laborLedger({
  name: 'harmonyEnt',
  title: '和谐劳动关系企业',
  fields: {
    creditCode: creditCodeField(),
    entName: entName('企业名称'),
    year: countField('评定年度', { min: 2000, max: 2100, example: '2024' }),
    level: { ...choiceField('等级', HARMONY_LEVELS, 'AA'), cell: { width: 10, rule: '从下拉列表选择：A、AA、AAA（AAA 最高）', example: 'AA' } },
    remark: textField('备注', { max: 200, example: '连续三年获评', optional: true }),
  },
  filters: { keyword: entKeyword(), equals: ['level'] },
  order: [
    ['year', 'desc'],
    ['level', 'desc'],
  ],
  key: ['creditCode', 'year'],
  defaults: { level: 'A', year: new Date().getFullYear() - 1 },
  messages: { duplicate: (v) => `${String(v.entName)}${String(v.year)}年度的评定已登记` },
  paths: laborPaths('harmonyEnt'),
});

/** Kinds of labour-inspection case (劳动保障监察案件类型). */
export const SUPERVISION_CASE_TYPES = ['拖欠工资', '未依法签订劳动合同', '违反工时休假规定', '未依法参加社会保险', '违法使用童工', '其他'] as const;
/** How a labour-inspection case came in. */
export const SUPERVISION_SOURCES = ['举报投诉', '日常巡查', '专项检查', '上级交办', '其他'] as const;
/** Where a labour-inspection case stands. */
export const SUPERVISION_STATUSES = ['办理中', '已结案', '已移送'] as const;

/** 劳动保障监察: labour-inspection cases against employers (read by /laoDongQuery through selectLaborRW). */
export const supervisionLedger = laborLedger({
  name: 'supervision',
  title: '劳动保障监察案件',
  fields: {
    caseNo: textField('案件编号', { max: 40, example: '南劳监〔2025〕15号', width: 20 }),
    entName: entName(),
    creditCode: creditCodeField(),
    caseType: choiceField('案件类型', SUPERVISION_CASE_TYPES),
    source: choiceField('案件来源', SUPERVISION_SOURCES),
    filedOn: pastDateField('立案日期'),
    workers: countField('涉及劳动者', { max: 100000, unit: '人', example: '12' }),
    amount: amountField('涉及金额', { max: 100000, example: '35.6' }),
    status: choiceField('办理状态', SUPERVISION_STATUSES),
    result: textField('处理结果', { max: 500, example: '责令限期支付拖欠工资，已全部支付', optional: true, textarea: true, wide: true }),
  },
  filters: { keyword: entKeyword('caseNo'), equals: ['caseType', 'status'], dateRange: { field: 'filedOn', from: 'beginTime', to: 'endTime' } },
  order: [['filedOn', 'desc']],
  key: ['caseNo'],
  paths: laborPaths('supervision'),
});

/** The stage of a labour dispute that a court's or the arbitration committee's feedback concerns. */
export const DISPUTE_STAGES = ['仲裁', '一审', '二审', '再审'] as const;
/** Causes of action (案由) of labour disputes. */
export const DISPUTE_CAUSES = ['劳动报酬', '解除劳动合同经济补偿', '工伤保险待遇', '社会保险', '确认劳动关系', '其他'] as const;
/** How a dispute ended at its stage. */
export const DISPUTE_OUTCOMES = ['支持劳动者请求', '部分支持', '驳回请求', '调解结案', '撤诉'] as const;

/**
 * 法院反馈: decisions on labour disputes fed back by the labour arbitration committee and the
 * courts (read by /laoDongQuery through selectLaborArb). The worker's name is masked outside the
 * office's reveal.
 */
export const courtFeedbackLedger = laborLedger({
  name: 'courtFeedback',
  title: '劳动争议仲裁及法院反馈',
  fields: {
    caseNo: textField('案号', { max: 40, example: '（2025）粤0115民初1234号', width: 24 }),
    stage: choiceField('阶段', DISPUTE_STAGES),
    entName: entName(),
    creditCode: creditCodeField(),
    worker: personNameField('劳动者姓名', '王小明', 'name'),
    cause: choiceField('案由', DISPUTE_CAUSES),
    decidedOn: pastDateField('裁决（判决）日期'),
    outcome: choiceField('结果', DISPUTE_OUTCOMES),
    amount: amountField('裁判金额', { max: 100000, example: '8.5' }),
  },
  filters: { keyword: entKeyword('caseNo'), equals: ['stage', 'cause'], dateRange: { field: 'decidedOn', from: 'beginTime', to: 'endTime' } },
  order: [['decidedOn', 'desc']],
  key: ['caseNo', 'stage'],
  paths: laborPaths('courtFeedback'),
});

/** How a petition (信访) reached the bureau. */
export const PETITION_CHANNELS = ['来信', '来访', '网上信访', '12345热线', '上级转办'] as const;
/** What a petition is about. */
export const PETITION_CATEGORIES = ['欠薪', '劳动合同', '社会保险', '工伤', '劳务派遣', '其他'] as const;
/** Where a petition stands. */
export const PETITION_STATUSES = ['已受理', '办理中', '已办结'] as const;

/**
 * 信访台账: labour petitions (letters, visits, online, 12345) against employers, with the
 * petitioner's name and phone masked outside the office's reveal (read by /laoDongQuery through
 * selectLaborPet).
 */
export const petitionLedger = laborLedger({
  name: 'petitionLedger',
  title: '信访台账',
  fields: {
    petitionNo: textField('信访件编号', { max: 40, example: 'XF20250315001', width: 18 }),
    receivedOn: pastDateField('登记日期'),
    petitioner: personNameField('信访人', '李四', 'name'),
    phone: mobileField(),
    people: countField('信访人数', { min: 1, max: 10000, unit: '人', example: '3' }),
    channel: choiceField('信访渠道', PETITION_CHANNELS),
    category: choiceField('诉求类别', PETITION_CATEGORIES),
    entName: entName('被反映单位'),
    creditCode: creditCodeField(),
    amount: amountField('涉及金额', { max: 100000, example: '4.2' }),
    status: choiceField('办理状态', PETITION_STATUSES),
    content: textField('诉求内容', { max: 1000, example: '反映该公司拖欠2025年1月至2月工资', textarea: true, wide: true }),
    reply: textField('答复意见', { max: 1000, example: '已责令企业于3月20日前支付', optional: true, textarea: true, wide: true, list: false }),
  },
  filters: { keyword: entKeyword('petitionNo'), equals: ['channel', 'category', 'status'], dateRange: { field: 'receivedOn', from: 'beginTime', to: 'endTime' } },
  order: [['receivedOn', 'desc']],
  key: ['petitionNo'],
  paths: laborPaths('petitionLedger'),
});

/** How a consultation came in. */
export const CONSULT_CHANNELS = ['来电', '来访', '网上咨询'] as const;
/** What a consultation was about. */
export const CONSULT_TOPICS = ['工资报酬', '劳动合同', '社会保险', '工伤', '休息休假', '其他'] as const;

/** 咨询: labour-law consultations answered by the office (the enquirer's name and phone masked). */
export const consultInfoLedger = laborLedger({
  name: 'consultInfo',
  title: '劳动保障咨询登记',
  fields: {
    consultedOn: pastDateField('咨询日期'),
    name: personNameField('咨询人', '张三', 'name'),
    phone: mobileField(),
    channel: choiceField('咨询方式', CONSULT_CHANNELS),
    topic: choiceField('咨询事项', CONSULT_TOPICS),
    entName: textField('涉及单位', { max: 100, example: '广州示例科技有限公司', optional: true, width: 28 }),
    question: textField('咨询内容', { max: 1000, example: '试用期被辞退是否有经济补偿', textarea: true, wide: true }),
    answer: textField('答复内容', { max: 1000, example: '告知试用期解除的法定情形及维权途径', textarea: true, wide: true }),
  },
  filters: { keyword: { label: '咨询人、单位或咨询内容', fields: { name: 'contains', entName: 'contains', question: 'contains' } }, equals: ['channel', 'topic'], dateRange: { field: 'consultedOn', from: 'beginTime', to: 'endTime' } },
  order: [['consultedOn', 'desc']],
  paths: laborPaths('consultInfo'),
});

/** Whether a site has opened the special account for migrant workers' wages (《保障农民工工资支付条例》 art. 26). */
export const WAGE_ACCOUNT_STATES = ['已开设', '未开设'] as const;
/** Whether a site manages its workers by real name (art. 28 of the same regulation). */
export const REAL_NAME_STATES = ['已落实', '未落实'] as const;
/** Where a construction project stands. */
export const SITE_STATUSES = ['在建', '停工', '竣工'] as const;

/**
 * 在建工地: construction projects under way in the district, with the wage-payment safeguards of
 * the Regulation on Ensuring Payment of Wages to Migrant Workers (保障农民工工资支付条例, 2020).
 */
export const siteInfoLedger = laborLedger({
  name: 'siteInfo',
  title: '在建工地',
  fields: {
    projectName: textField('项目名称', { max: 100, example: '示例科学城人才公寓二期', width: 28 }),
    address: textField('项目地址', { max: 200, example: '科学大道88号', width: 28 }),
    developer: textField('建设单位', { max: 100, example: '广州示例城市建设投资有限公司', width: 28 }),
    entName: entName('施工总承包单位'),
    creditCode: creditCodeField('施工单位信用代码'),
    startedOn: pastDateField('开工日期'),
    workers: countField('在场务工人员', { max: 100000, unit: '人', example: '260' }),
    wageAccount: choiceField('农民工工资专用账户', WAGE_ACCOUNT_STATES),
    realName: choiceField('实名制管理', REAL_NAME_STATES),
    guarantee: amountField('工资保证金', { max: 100000, example: '80' }),
    status: choiceField('项目状态', SITE_STATUSES),
  },
  filters: { keyword: { label: '项目、单位名称或信用代码', fields: { projectName: 'contains', entName: 'contains', creditCode: 'prefix' } }, equals: ['wageAccount', 'realName', 'status'] },
  order: [['startedOn', 'desc']],
  key: ['projectName'],
  paths: laborPaths('siteInfo'),
});

/** 施工许可证登记: building permits issued in the district, the source of new sites for the wage safeguards. */
export const sgxkzdjLedger = laborLedger({
  name: 'sgxkzdj',
  title: '施工许可证登记',
  fields: {
    permitNo: textField('施工许可证编号', { max: 40, example: '440115202503150101', width: 22 }),
    projectName: textField('项目名称', { max: 100, example: '示例科学城人才公寓二期', width: 28 }),
    developer: textField('建设单位', { max: 100, example: '广州示例城市建设投资有限公司', width: 28 }),
    entName: entName('施工单位'),
    creditCode: creditCodeField('施工单位信用代码'),
    issuedOn: pastDateField('发证日期'),
    contractPrice: amountField('合同价格', { max: 10000000, example: '12800' }),
    area: amountField('建筑面积', { max: 10000000, unit: '平方米', example: '56000' }),
    period: countField('合同工期', { min: 1, max: 3650, unit: '天', example: '720' }),
  },
  filters: { keyword: entKeyword('permitNo'), dateRange: { field: 'issuedOn', from: 'beginTime', to: 'endTime' } },
  order: [['issuedOn', 'desc']],
  key: ['permitNo'],
  paths: laborPaths('Sgxkzdj'),
});

/** The ledgers of /modifyLabor (劳动关系台账), in tab order. */
export const LABOR_LEDGERS: readonly Ledger[] = [petitionLedger, supervisionLedger, courtFeedbackLedger, harmonyEntLedger, consultInfoLedger];
/** The ledgers of /modifySite (在建工地台账), in tab order. */
export const SITE_LEDGERS: readonly Ledger[] = [siteInfoLedger, sgxkzdjLedger];

const inquiryInput = z.object({
  keyword: z.string().trim().min(2, '请输入企业名称（至少2个字）或统一社会信用代码').max(50, '关键字不能超过50个字').describe('企业名称（包含）或统一社会信用代码（开头相同）'),
});

/**
 * One ledger's part of the labour-relations record of an enterprise (/laoDongQuery): its rows
 * whose enterprise name contains, or whose credit code starts with, `keyword` (newest first, at
 * most 200, numbers masked as in the ledger), their total, and their count by year of the ledger's
 * date.
 */
const inquiry = (ledger: Ledger, path: string, what: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    body: 'query',
    access: 'gov',
    roles: LABOUR_RELATIONS_ROLES,
    tag: 'laborRelation',
    summary: `劳动关系查询：企业的${what}（按名称或信用代码；最多200条，另给按年统计）`,
    input: inquiryInput,
    output: z.object({ list: z.array(ledger.item), total: z.number().int(), byYear: z.array(z.object({ year: z.number().int(), count: z.number().int() })) }),
  });

/** The three inquiries of /laoDongQuery: inspection cases (RW), petitions (Pet), arbitration and court decisions (Arb). */
export const LABOR_INQUIRIES = {
  selectLaborRW: { ledger: supervisionLedger, date: 'filedOn', endpoint: inquiry(supervisionLedger, '/api/laborRelation/inquire/selectLaborRW', '劳动保障监察案件') },
  selectLaborPet: { ledger: petitionLedger, date: 'receivedOn', endpoint: inquiry(petitionLedger, '/api/laborRelation/inquire/selectLaborPet', '信访件') },
  selectLaborArb: { ledger: courtFeedbackLedger, date: 'decidedOn', endpoint: inquiry(courtFeedbackLedger, '/api/laborRelation/inquire/selectLaborArb', '劳动争议仲裁及诉讼') },
} as const;
