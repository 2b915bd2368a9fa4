import { z } from 'zod';
import { ledgerFamily, registerPaths, type Ledger } from '../ledger';
import { amountField, choiceField, countField, idCardField, mobileField, monthField, pastDateField, personNameField, textField } from '../ledgerFields';
import { EMPLOYMENT_MONITOR_PAGE_READERS, type EmploymentMonitorPath } from '../vocabulary';

/**
 * Employment-monitoring registers (就业监测与职业技能台账, issue 14; SPEC.md sections 2 and 3:
 * unemployment and fixed-point monitoring, fulfillment, craftsmen, training and survey records):
 * each enterprise fills and corrects its own rows (the server scopes them to the account's
 * enterprise, 4003 on another's), and the overseeing departments read every enterprise's rows
 * (`readers`: list, detail, export; no changes). Each is a declaration of the ledger engine;
 * fields and rules are written in docs/ledgers.md.
 */

/**
 * The registers of this area: tag employmentMonitor, and the enterprise a row belongs to as the
 * readers' lists and exports show it (`entName`: the server derives it from the row's enterprise;
 * an enterprise never types it).
 */
const monitorLedger = ledgerFamily({ tag: 'employmentMonitor', derived: { entName: { schema: z.string(), label: '单位名称', export: true } } });
/** Enterprises keep their own rows; the departments of the register's page (EMPLOYMENT_MONITOR_PAGE_READERS) read every enterprise's. */
const readBy = (page: EmploymentMonitorPath) => ({ kind: 'ent', readers: EMPLOYMENT_MONITOR_PAGE_READERS[page] }) as const;
/** The readers' keyword: the enterprise's name, and the register's own text fields. */
const keyword = (label: string, fields: Record<string, 'contains' | 'prefix'> = {}) => ({ label: `单位名称${label ? `或${label}` : ''}`, fields: { entName: 'contains' as const, ...fields } });

const people = (label: string, example: string) => countField(label, { max: 1_000_000, unit: '人', example });
const filledBy = () => ({ filledBy: personNameField('填报人', '李敏'), phone: mobileField('填报人手机') });

/** Why an enterprise's jobs fell in a month (the categories of the national unemployment dynamic monitoring, 失业动态监测). */
export const JOB_LOSS_REASONS = ['无减少', '生产经营调整', '订单不足', '成本上升', '自然减员', '劳动者主动离职', '其他'] as const;

/**
 * 失业动态监测: an enterprise's monthly headcount report (one per month): staff at the end of
 * the previous month, hired and left this month, and at the end of this month, which must add up
 * (the server's rule), with the main reason of any loss.
 */
export const unemploymentMonitorLedger = monitorLedger({
  name: 'unemploymentMonitor',
  title: '失业动态监测',
  access: readBy('/modifyUnemployment'),
  fields: {
    period: monthField('监测月份'),
    lastCount: people('上月末职工人数', '120'),
    hired: people('本月新增人数', '6'),
    left: people('本月减少人数', '4'),
    currentCount: people('本月末职工人数', '122'),
    reason: choiceField('岗位减少主要原因', JOB_LOSS_REASONS, '自然减员'),
    ...filledBy(),
  },
  filters: { keyword: keyword(''), equals: ['reason'] },
  order: [['period', 'desc']],
  key: ['period'],
  messages: { duplicate: (v) => `${String(v.period)}的失业动态监测已填报，请修改该月记录`, outOfScope: '只能查看和修改本单位的监测记录' },
  paths: registerPaths('/api/employmentMonitor/unemployment'),
});

/** How an enterprise expects its headcount to change. */
export const HIRING_TRENDS = ['增加', '持平', '减少'] as const;

/** 定点监测: a monitored enterprise's monthly labour-demand report (one per month). */
export const fixedPointMonitorLedger = monitorLedger({
  name: 'fixedPointMonitor',
  title: '企业用工定点监测',
  access: readBy('/modifyUnemployment'),
  fields: {
    period: monthField('监测月份'),
    staffCount: people('用工总数', '350'),
    recruited: people('本月招用人数', '20'),
    lost: people('本月流失人数', '12'),
    vacancies: people('缺工人数', '15'),
    shortJobs: textField('主要缺工岗位', { max: 100, example: '数控车工、电工', optional: true }),
    avgWage: countField('月平均工资', { max: 1_000_000, unit: '元', example: '7800' }),
    trend: choiceField('下月用工预期', HIRING_TRENDS, '持平'),
    ...filledBy(),
  },
  filters: { keyword: keyword('缺工岗位', { shortJobs: 'contains' }), equals: ['trend'] },
  order: [['period', 'desc']],
  key: ['period'],
  defaults: { trend: '持平' },
  messages: { duplicate: (v) => `${String(v.period)}的定点监测已填报，请修改该月记录`, outOfScope: '只能查看和修改本单位的监测记录' },
  paths: registerPaths('/api/employmentMonitor/fixedPoint'),
});

/** What an enterprise committed to in an agreement with the bureau (e.g. in return for a subsidy). */
export const COMMITMENT_ITEMS = ['吸纳就业', '稳定岗位', '职业培训', '其他'] as const;
/** Where a commitment stands. */
export const FULFILLMENT_STATUSES = ['履约中', '已履约', '未履约'] as const;

/**
 * 履约: an enterprise's commitments under its agreements with the bureau (people it promised to
 * hire, keep or train) and how far it has met them; 已履约 needs the promise met (the server's rule).
 */
export const fulfillmentLedger = monitorLedger({
  name: 'fulfillment',
  title: '履约情况',
  access: readBy('/modifyFulfill'),
  fields: {
    agreementNo: textField('协议编号', { max: 40, example: 'LY2025-0012', width: 18 }),
    item: choiceField('承诺事项', COMMITMENT_ITEMS),
    signedOn: pastDateField('签订日期'),
    promised: people('承诺人数', '30'),
    achieved: people('已完成人数', '18'),
    status: choiceField('履约状态', FULFILLMENT_STATUSES),
    remark: textField('履约说明', { max: 500, example: '已招用18人，其余岗位招聘中', optional: true, textarea: true, wide: true }),
  },
  filters: { keyword: keyword('协议编号', { agreementNo: 'prefix' }), equals: ['item', 'status'], dateRange: { field: 'signedOn', from: 'beginTime', to: 'endTime' } },
  order: [['signedOn', 'desc']],
  key: ['agreementNo'],
  paths: registerPaths('/system/fulfillment'),
});

/** Vocational skill levels of the national occupational skill standards (国家职业技能标准, 五级 lowest). */
export const SKILL_LEVELS = ['五级/初级工', '四级/中级工', '三级/高级工', '二级/技师', '一级/高级技师'] as const;
/** Craftsman titles an employee holds. */
export const CRAFTSMAN_TITLES = ['区级工匠', '市级工匠', '省级工匠', '全国技术能手', '其他'] as const;

/** 工匠: an enterprise's skilled workers with a craftsman title (one row per person). */
export const craftsmanLedger = monitorLedger({
  name: 'craftsman',
  title: '工匠人才',
  access: readBy('/modifyCraftsman'),
  fields: {
    name: personNameField('姓名', '陈建'),
    idCard: idCardField(),
    trade: textField('职业（工种）', { max: 50, example: '数控车工' }),
    skillLevel: choiceField('技能等级', SKILL_LEVELS, '三级/高级工'),
    title: choiceField('工匠称号', CRAFTSMAN_TITLES),
    year: countField('认定年度', { min: 2000, max: 2100, example: '2024' }),
    phone: mobileField(),
  },
  filters: { keyword: keyword('姓名、工种', { name: 'contains', trade: 'contains' }), equals: ['skillLevel', 'title'] },
  order: [
    ['year', 'desc'],
    ['name', 'asc'],
  ],
  key: ['idCard'],
  defaults: { year: new Date().getFullYear() },
  messages: { duplicate: () => '该身份证号码的工匠已登记，请修改原记录' },
  paths: registerPaths('/system/craftsman'),
});

/** Who is trained through work (以工代训). */
export const WORK_TRAINEE_KINDS = ['新招用人员', '在岗职工', '困难企业职工', '其他'] as const;

/** A person's training period: start and end dates, not after today, the end not before the start (the server's rule). */
const trainingPeriod = () => ({ startOn: pastDateField('开始日期'), endOn: pastDateField('结束日期') });
const trainee = () => ({ name: personNameField('姓名', '刘洋'), idCard: idCardField() });

/** 以工代训: people an enterprise trained on the job with the subsidy for work-based training (one row per person and start). */
export const workTrainingLedger = monitorLedger({
  name: 'workTraining',
  title: '以工代训',
  access: readBy('/modifyWorkTraining'),
  fields: {
    ...trainee(),
    kind: choiceField('人员类别', WORK_TRAINEE_KINDS),
    job: textField('培训岗位', { max: 50, example: '装配工' }),
    ...trainingPeriod(),
    months: countField('补贴月数', { min: 1, max: 6, unit: '月', example: '3' }),
  },
  filters: { keyword: keyword('姓名', { name: 'contains' }), equals: ['kind'], dateRange: { field: 'startOn', from: 'beginTime', to: 'endTime' } },
  order: [['startOn', 'desc']],
  key: ['idCard', 'startOn'],
  paths: registerPaths('/api/employmentMonitor/workTraining'),
});

/** The outcome of an adaptation training. */
export const TRAINING_RESULTS = ['合格', '不合格'] as const;

/** 岗位适应性训练: on-the-job adaptation training of an enterprise's new or moved employees (one row per person and start). */
export const fitDutyLedger = monitorLedger({
  name: 'fitDuty',
  title: '岗位适应性训练',
  access: readBy('/modifFitDuty'),
  fields: {
    ...trainee(),
    job: textField('训练岗位', { max: 50, example: '质检员' }),
    ...trainingPeriod(),
    hours: countField('训练学时', { min: 1, max: 2000, unit: '学时', example: '40' }),
    result: choiceField('考核结果', TRAINING_RESULTS),
  },
  filters: { keyword: keyword('姓名', { name: 'contains' }), equals: ['result'], dateRange: { field: 'startOn', from: 'beginTime', to: 'endTime' } },
  order: [['startOn', 'desc']],
  key: ['idCard', 'startOn'],
  paths: registerPaths('/api/employmentMonitor/fitDuty'),
});

/** Kinds of enterprise training. */
export const TRAINING_KINDS = ['岗前培训', '岗位技能提升培训', '安全生产培训', '新型学徒制培训', '其他'] as const;

/** 培训: training an enterprise ran or bought for its employees (one row per project and start). */
export const trainLedger = monitorLedger({
  name: 'train',
  title: '企业培训记录',
  access: readBy('/modifyTrain'),
  fields: {
    project: textField('培训项目', { max: 100, example: '2025年数控技能提升班', width: 26 }),
    kind: choiceField('培训类型', TRAINING_KINDS),
    ...trainingPeriod(),
    trainees: countField('参训人数', { min: 1, max: 100_000, unit: '人', example: '35' }),
    hours: countField('培训学时', { min: 1, max: 2000, unit: '学时', example: '80' }),
    provider: textField('培训机构', { max: 100, example: '广州示例职业培训学校', optional: true }),
    cost: amountField('培训经费', { max: 10_000, example: '4.5' }),
  },
  filters: { keyword: keyword('培训项目', { project: 'contains' }), equals: ['kind'], dateRange: { field: 'startOn', from: 'beginTime', to: 'endTime' } },
  order: [['startOn', 'desc']],
  key: ['project', 'startOn'],
  paths: registerPaths('/api/third/train'),
});

/** How hard an enterprise finds recruiting. */
export const RECRUITING_DIFFICULTIES = ['容易', '一般', '困难'] as const;

/** 调查: an enterprise's yearly answer to the bureau's employment survey (one per year). */
export const surveyLedger = monitorLedger({
  name: 'survey',
  title: '企业用工调查',
  access: readBy('/modifySurvey'),
  fields: {
    year: countField('调查年度', { min: 2000, max: 2100, example: '2025' }),
    staffCount: people('职工总数', '350'),
    plannedHires: people('计划招聘人数', '40'),
    difficulty: choiceField('招聘难度', RECRUITING_DIFFICULTIES, '一般'),
    urgentJobs: textField('急需紧缺岗位', { max: 200, example: '电气工程师、数控车工', optional: true }),
    trend: choiceField('用工需求变化', HIRING_TRENDS, '持平'),
    suggestion: textField('意见建议', { max: 1000, example: '希望多组织校企对接招聘会', optional: true, textarea: true, wide: true }),
  },
  filters: { keyword: keyword('急需岗位', { urgentJobs: 'contains' }), equals: ['difficulty', 'trend'] },
  order: [['year', 'desc']],
  key: ['year'],
  defaults: { year: new Date().getFullYear() },
  messages: { duplicate: (v) => `${String(v.year)}年度的用工调查已填报，请修改该年记录` },
  paths: registerPaths('/api/third/survey'),
});

/**
 * The pages of these registers (SPEC.md section 2; their readers: EMPLOYMENT_MONITOR_PAGE_READERS), each
 * with its registers in tab order: /modifyUnemployment holds both monthly monitoring reports.
 */
export const EMPLOYMENT_MONITOR_PAGES = {
  '/modifyUnemployment': [unemploymentMonitorLedger, fixedPointMonitorLedger],
  '/modifyFulfill': [fulfillmentLedger],
  '/modifyCraftsman': [craftsmanLedger],
  '/modifyWorkTraining': [workTrainingLedger],
  '/modifFitDuty': [fitDutyLedger],
  '/modifyTrain': [trainLedger],
  '/modifySurvey': [surveyLedger],
} as const satisfies Record<EmploymentMonitorPath, readonly Ledger[]>;

/** Every employment-monitoring register. */
export const EMPLOYMENT_MONITOR_LEDGERS: readonly Ledger[] = Object.values(EMPLOYMENT_MONITOR_PAGES).flat();
