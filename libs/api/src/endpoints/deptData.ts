import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../contract';
import type { LedgerField } from '../ledger';
import { amountField, countField, mobileField, percentField, personNameField, textField } from '../ledgerFields';
import { dateTime, exportCall, fileField, importProblem, pageOf, pagination, rowVersion, yearParam } from '../schemas';
import { DEPT_DATA_ACTIONS, DEPT_DATA_STATUSES, DEPT_MODULE_PLACES, type DeptDataAction, type DeptDataStatus, type DeptModuleKey, type DeptModulePlace } from '../vocabulary';

/**
 * Department data collection (部门数据采集, issue 13; SPEC.md sections 2 (/xzsjIndex, /daam,
 * department pages), 6 (the data-collection button) and 7 (Data modules)): each department type
 * fills a year's figures in its data modules; a reviewer confirms or returns them; confirmed
 * figures feed the talent index. Every module is a declaration of {@link DEPT_MODULES}, served by
 * one engine (apps/server modules/deptData) and one page (apps/portal features/deptData). Fields,
 * the review step and the indicators are written in docs/data-collection.md.
 */

/**
 * The review step as a transition table: for each action, the statuses it starts from, the status
 * it ends in, and who may take it (`filler`: the module's department; `reviewer`: a holder of
 * {@link DATA_REVIEW_PERMISSION}). Anything else answers 4009 and changes nothing.
 */
export const DEPT_DATA_TRANSITIONS: Record<DeptDataAction, { from: readonly DeptDataStatus[]; to: DeptDataStatus; by: 'filler' | 'reviewer' }> = {
  save: { from: ['none', 'draft', 'returned'], to: 'draft', by: 'filler' },
  submit: { from: ['none', 'draft', 'returned'], to: 'submitted', by: 'filler' },
  confirm: { from: ['submitted'], to: 'confirmed', by: 'reviewer' },
  return: { from: ['submitted'], to: 'returned', by: 'reviewer' },
  reopen: { from: ['confirmed'], to: 'returned', by: 'reviewer' },
};

/** One data module of a department (SPEC.md section 7, Data modules): its place ({@link DEPT_MODULE_PLACES}), calls and figures. */
export interface DeptModuleDeclaration extends DeptModulePlace {
  /** the call names of SPEC.md section 7: `${base}/${get}` and `${base}/${modify}` */
  base: string;
  get: string;
  modify: string;
  /** the year's figures, in form order */
  fields: Record<string, LedgerField>;
}

const people = (label: string, example: string) => countField(label, { max: 100_000_000, unit: '人', example });
const count = (label: string, unit: string, example: string) => countField(label, { max: 100_000_000, unit, example });
const wan = (label: string, example: string) => amountField(label, { max: 100_000_000, example });
const yi = (label: string, example: string) => amountField(label, { max: 1_000_000, unit: '亿元', example });

/**
 * The calls and figures of every department data module, by key (docs/data-collection.md lists each
 * field with its unit, range and source). Type 7 has three modules under one base, as SPEC.md
 * section 7 names them.
 */
const MODULE_FIGURES = {
  difficultEmp: {
    base: '/api/job/center',
    get: 'getDifficultEmpList',
    modify: 'modifyDifficultEmpList',
    fields: {
      registered: people('登记就业困难人员', '1260'),
      placed: people('当年帮扶就业', '980'),
      publicPosts: people('公益性岗位安置', '150'),
      subsidy: wan('社会保险补贴发放', '356.8'),
      placementRate: percentField('帮扶就业率', '77.78'),
    },
  },
  empEnv: {
    base: '/api/job/office',
    get: 'getEmpSybEnvList',
    modify: 'modifyEmpSybEnvList',
    fields: {
      newJobs: people('城镇新增就业', '18600'),
      startups: people('扶持创业', '2100'),
      startupLoans: wan('创业担保贷款发放', '12600'),
      jobFairs: count('举办招聘会', '场', '86'),
      unemploymentRate: percentField('城镇登记失业率', '2.35'),
    },
  },
  socialSecurity: {
    base: '/api/social/security',
    get: 'getSocialSecurity',
    modify: 'modifySocialSecurity',
    fields: {
      pensionInsured: people('企业职工养老保险参保', '486000'),
      unemploymentInsured: people('失业保险参保', '402000'),
      injuryInsured: people('工伤保险参保', '415000'),
      fundIncome: wan('社会保险基金收入', '925000'),
    },
  },
  special: {
    base: '/api/special',
    get: 'getSpecial',
    modify: 'modifySpecial',
    fields: {
      seniorTitles: people('高级职称人才', '5200'),
      middleTitles: people('中级职称人才', '16800'),
      newTitles: people('当年评审通过职称', '2300'),
      postdocStations: count('博士后科研工作站', '个', '18'),
      specialAllowance: people('享受政府特殊津贴专家', '36'),
    },
  },
  tec: {
    base: '/api/tec',
    get: 'getTec',
    modify: 'modifyTec',
    fields: {
      techFunding: wan('财政科技投入', '86500'),
      highTechEnterprises: count('高新技术企业', '家', '1260'),
      techProjects: count('科技计划立项', '项', '320'),
      techTalents: people('科技活动人员', '42000'),
      rdIntensity: percentField('研发投入强度', '3.45'),
    },
  },
  ipo: {
    base: '/api/ipo',
    get: 'getIpoPatent',
    modify: 'modifyIpoPatent',
    fields: {
      inventionGranted: count('发明专利授权', '件', '3860'),
      inventionHeld: count('有效发明专利', '件', '21500'),
      pctApplications: count('PCT国际专利申请', '件', '420'),
      trademarks: count('有效注册商标', '件', '98000'),
      pledgeFinancing: wan('知识产权质押融资', '186000'),
    },
  },
  talents: {
    base: '/api/talents',
    get: 'getTalents',
    modify: 'modifyTalents',
    fields: {
      apartmentUnits: count('人才公寓房源', '套', '5600'),
      apartmentTenants: people('入住人才', '7900'),
      specialFunds: wan('人才专项资金拨付', '32600'),
      fundedProjects: count('资助人才项目', '个', '260'),
    },
  },
  businessEnv: {
    base: '/api/business',
    get: 'getBusinessEnv',
    modify: 'modifyBusinessEnv',
    fields: {
      newEnterprises: count('新设立企业', '家', '26800'),
      marketEntities: count('市场主体总数', '户', '312000'),
      startupDays: amountField('开办企业平均用时', { max: 365, unit: '天', example: '0.5' }),
      onlineRate: percentField('政务服务事项网上可办率', '99.2'),
    },
  },
  enrol: {
    base: '/api/gz',
    get: 'getEnrol',
    modify: 'modifyEnrol',
    fields: {
      migrants: people('登记来穗人员', '682000'),
      pointsSchooling: people('积分制入学', '5400'),
      pointsSettlement: people('积分制入户', '2600'),
      serviceStations: count('来穗人员服务站', '个', '48'),
    },
  },
  synthesize: {
    base: '/api/syn',
    get: 'getSynthesize',
    modify: 'modifySynthesize',
    fields: {
      gdp: yi('地区生产总值', '2150.6'),
      industrialOutput: yi('规模以上工业总产值', '3260.8'),
      fiscalRevenue: yi('一般公共预算收入', '128.5'),
      residents: amountField('常住人口', { max: 10_000, unit: '万人', example: '96.3' }),
    },
  },
  incubator: {
    base: '/api/syn',
    get: 'getEconomyIncubatorParam',
    modify: 'modifyEconomyIncubatorParam',
    fields: {
      incubators: count('科技企业孵化器', '个', '36'),
      incubatorArea: amountField('孵化场地面积', { max: 100_000, unit: '万平方米', example: '128.6' }),
      incubating: count('在孵企业', '家', '2860'),
      graduated: count('当年毕业企业', '家', '310'),
    },
  },
  pillarIndustry: {
    base: '/api/syn',
    get: 'getEconomyPillarIndustry',
    modify: 'modifyEconomyPillarIndustry',
    fields: {
      pillarIndustries: count('支柱产业', '个', '6'),
      pillarOutput: yi('支柱产业产值', '2380.2'),
      pillarShare: percentField('占规模以上工业产值比重', '73.0'),
      pillarEnterprises: count('支柱产业规上企业', '家', '860'),
    },
  },
  highLevel: {
    base: '/api/interFlow',
    get: 'getHigLevel',
    modify: 'modifyHigLevel',
    fields: {
      highLevelTalents: people('认定高层次人才', '3260'),
      introduced: people('当年引进高层次人才', '540'),
      greenCards: count('发放人才绿卡', '张', '1200'),
      housingSubsidy: wan('人才住房补贴发放', '8600'),
    },
  },
} satisfies Record<DeptModuleKey, Omit<DeptModuleDeclaration, keyof DeptModulePlace>>;

/** Every department data module, in the order of {@link DEPT_MODULE_PLACES}: its place, calls and figures. */
export const DEPT_MODULES: readonly (DeptModuleDeclaration & { key: DeptModuleKey })[] = DEPT_MODULE_PLACES.map((p) => ({ ...p, ...MODULE_FIGURES[p.key] }));

/** The module of `key`, or undefined. */
export const deptModuleOf = (key: string): DeptModuleDeclaration | undefined => DEPT_MODULES.find((m) => m.key === key);

/** One module's figures of one year as answered: status, values (null where not filled), version, who changed it last, and what the caller may do. */
export const deptModuleYear = z.object({
  module: z.string(),
  year: z.number().int(),
  status: z.enum(DEPT_DATA_STATUSES),
  values: z.record(z.string(), z.union([z.number(), z.string()]).nullable()),
  /** 0 before the first save */
  version: z.number().int(),
  updatedBy: z.string().describe('最后修改人'),
  updatedAt: dateTime.nullable(),
  returnReason: z.string().describe('退回或重新打开的原因'),
  /** the year being collected (SPEC.md section 9, display year rule) and its deadline */
  collectingYear: z.number().int(),
  deadline: z.string(),
  /** whether collection accepts submissions now (open, or before the deadline) */
  open: z.boolean(),
  /** the actions the caller may take now (the transition table, the caller's role, the year) */
  actions: z.array(z.enum(DEPT_DATA_ACTIONS)),
});
export type DeptModuleYear = z.infer<typeof deptModuleYear>;

/** Endpoints of one module: get, modify (save a draft or submit), export, import and its template. */
function moduleEndpoints(m: DeptModuleDeclaration) {
  const common = { access: 'gov', tag: 'deptData' } as const;
  const values = z.object(Object.fromEntries(Object.entries(m.fields).map(([k, f]) => [k, f.schema]))).describe(`${m.title}的各项数据`);
  return {
    get: defineEndpoint({ ...common, method: 'GET', path: `${m.base}/${m.get}`, body: 'query', summary: `${m.title}：一个年度的数据、状态和可执行的操作`, input: z.object({ year: yearParam }), output: deptModuleYear }),
    modify: defineEndpoint({
      ...common,
      method: 'POST',
      path: `${m.base}/${m.modify}`,
      body: 'json',
      summary: `${m.title}：保存草稿（save）或提交（submit）；version 为读取时的版本号，已被他人修改时 4009`,
      input: z.object({ year: yearParam, version: z.number().int().min(0).max(2_147_483_647), action: z.enum(['save', 'submit']), values }),
      output: deptModuleYear,
    }),
    export: defineEndpoint({ ...exportCall, ...common, path: `${m.base}/${m.get}/export`, summary: `导出${m.title}（xlsx：各年度数据与状态）`, input: z.object({}) }),
    template: defineEndpoint({ ...exportCall, ...common, path: `${m.base}/${m.get}/template`, summary: `${m.title}导入模板（xlsx）`, input: z.object({}) }),
    import: defineEndpoint({
      ...common,
      method: 'POST',
      path: `${m.base}/${m.modify}/import`,
      body: 'multipart',
      summary: `从 Excel 导入${m.title}（第2行为数据）：数据有误时逐项说明行列，不保存；无误时保存为草稿`,
      input: z.object({ year: yearParam, version: z.coerce.number().int().min(0).max(2_147_483_647), file: fileField('请选择要导入的 Excel 文件') }),
      output: z.object({ problems: z.array(importProblem), data: deptModuleYear.nullable() }),
    }),
  };
}

/** The endpoints of every module, by module key. */
export const DEPT_MODULE_ENDPOINTS = Object.fromEntries(DEPT_MODULES.map((m) => [m.key, moduleEndpoints(m)])) as Record<DeptModuleKey, ReturnType<typeof moduleEndpoints>>;

/** The endpoint table entries of the modules: `${key}Get`, `${key}Modify`, `${key}Export`, `${key}Template`, `${key}Import`. */
export const deptModuleEndpointTable = Object.fromEntries(
  Object.entries(DEPT_MODULE_ENDPOINTS).flatMap(([key, e]) => Object.entries(e).map(([op, endpoint]) => [`${key}${op[0]!.toUpperCase()}${op.slice(1)}`, endpoint])),
) as unknown as { [N in `${DeptModuleKey}${Capitalize<keyof ReturnType<typeof moduleEndpoints> & string>}`]: Endpoint };

const summaryItem = z.object({
  module: z.string(),
  title: z.string(),
  type: z.number().int(),
  department: z.string(),
  page: z.string(),
  year: z.number().int(),
  status: z.enum(DEPT_DATA_STATUSES),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: dateTime.nullable(),
  returnReason: z.string(),
});
export type DeptSummaryItem = z.infer<typeof summaryItem>;

/**
 * The modules of a year (/xzsjIndex?type=N for one type, /modifySummary for all): each with its
 * status. Staff see the types their department and roles give (another type: 4003); reviewers see
 * all. Without `year`: the year being collected.
 */
export const deptDataPage = defineEndpoint({
  method: 'GET',
  path: '/api/deptData/page',
  body: 'query',
  access: 'gov',
  tag: 'deptData',
  summary: '部门数据采集进度：各模块某年度的状态（type 为部门类型，不填为有权查看的全部；status 筛选）',
  input: z.object({
    year: yearParam.optional(),
    type: z.coerce.number().int().min(1, '部门类型为1至8').max(8, '部门类型为1至8').optional().describe('部门类型 1–8'),
    status: z.enum(DEPT_DATA_STATUSES).optional(),
    ...pagination,
  }),
  output: pageOf(summaryItem).extend({ year: z.number().int(), collectingYear: z.number().int(), deadline: z.string(), open: z.boolean(), types: z.array(z.number().int()) }),
});

/** A reviewer's decision on a module's year (confirm, return with a reason, reopen a confirmed year with a reason). */
export const deptDataReview = defineEndpoint({
  method: 'POST',
  path: '/api/deptData/review',
  body: 'json',
  access: 'gov',
  tag: 'deptData',
  summary: '审核部门数据：确认（confirm）、退回（return，须填原因）或重新打开已确认的年度（reopen，须填原因）；状态不符或版本已变时 4009',
  input: z.object({
    module: z.string().max(40),
    year: yearParam,
    version: rowVersion,
    action: z.enum(['confirm', 'return', 'reopen']),
    reason: z.string().trim().max(500, '原因不能超过500个字').default(''),
  }),
  output: deptModuleYear,
});

/** The timeline of a module's year: every change, oldest first. */
export const deptDataHistory = defineEndpoint({
  method: 'GET',
  path: '/api/deptData/history',
  body: 'query',
  access: 'gov',
  tag: 'deptData',
  summary: '部门数据某模块某年度的变更记录（谁、何时、从何状态到何状态、备注）',
  input: z.object({ module: z.string().max(40), year: yearParam }),
  output: z.array(z.object({ action: z.enum(DEPT_DATA_ACTIONS), from: z.enum(DEPT_DATA_STATUSES), to: z.enum(DEPT_DATA_STATUSES), userName: z.string(), note: z.string(), at: dateTime })),
});

/**
 * A department's own profile (/modifyGovernment, issue 13; docs/data-collection.md): who leads it,
 * who answers for its data collection and how to reach them, its address and duties. One per
 * department name; kept by its staff, read by the reviewers beside the figures.
 */
export const DEPT_PROFILE_FIELDS = {
  leader: personNameField('分管领导', '陈卫东'),
  contactName: personNameField('数据采集联系人', '李敏'),
  contactPhone: mobileField('联系人手机'),
  officePhone: textField('办公电话', { max: 20, example: '020-84681234', optional: true }),
  email: textField('电子邮箱', { max: 100, example: 'rsj@nanwan.gov.cn', optional: true }),
  address: textField('办公地址', { max: 200, example: '区行政中心3号楼5楼', optional: true, wide: true }),
  duties: textField('数据采集职责', { max: 1000, example: '负责本部门年度人才与科技数据的采集、核对与报送', optional: true, textarea: true, wide: true }),
} satisfies Record<string, LedgerField>;

const deptProfile = z.object({
  deptName: z.string(),
  values: z.record(z.string(), z.string()),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: dateTime.nullable(),
});

/** The caller's department's profile (empty values and version 0 before the first save). */
export const deptProfileGet = defineEndpoint({ method: 'GET', path: '/api/deptData/profile', body: 'query', access: 'gov', tag: 'deptData', summary: '本部门信息与数据采集联系人', input: z.object({}), output: deptProfile });

/** Saves the caller's department's profile; `version` as read (another save since: 4009). */
export const deptProfileSave = defineEndpoint({
  method: 'POST',
  path: '/api/deptData/profile',
  body: 'json',
  access: 'gov',
  tag: 'deptData',
  summary: '保存本部门信息与数据采集联系人（version 为读取时的版本号，已被他人修改时 4009）',
  input: z.object({ version: z.number().int().min(0).max(2_147_483_647), values: z.object(Object.fromEntries(Object.entries(DEPT_PROFILE_FIELDS).map(([k, f]) => [k, f.schema]))) }),
  output: deptProfile,
});
