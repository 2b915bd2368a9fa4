import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { empty, pageOf, pagination, exportCall, byId } from '../schemas';
import { portraitRow, enterprisePortrait } from '../records';

/** District-wide human-resources figures: totals and the talent count by industry section (GB/T 4754-2017). */
export const getHrResourcesVO = defineEndpoint({
  method: 'GET',
  path: '/api/dataBoard/getHrResourcesVO',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '全区人力资源概况：企业数、在职人才数、各行业门类人才数',
  input: empty,
  output: z.object({
    enterpriseCount: z.number().int(),
    talentCount: z.number().int(),
    /** staff with a bachelor's degree or above */
    degreeTalentCount: z.number().int(),
    byIndustry: z.array(z.object({ industryCode: z.string(), industryName: z.string(), talentCount: z.number().int(), enterpriseCount: z.number().int() })),
  }),
});

const streetFigures = z.object({
  streetCode: z.string(),
  streetName: z.string(),
  enterpriseCount: z.number().int(),
  talentCount: z.number().int(),
});

export const getStreetHrResourcesVO = defineEndpoint({
  method: 'GET',
  path: '/api/dataBoard/getStreetHrResourcesVO',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '各街道人力资源：企业数、在职人才数',
  input: empty,
  output: z.array(streetFigures),
});

/** A GeoJSON polygon or multipolygon geometry (RFC 7946), longitude/latitude in degrees. */
export const geometry = z.object({
  type: z.enum(['Polygon', 'MultiPolygon']),
  coordinates: z.array(z.any()),
});

export const streetHome = defineEndpoint({
  method: 'GET',
  path: '/api/street/home',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '街道地图：每个街道的边界（GeoJSON）、中心点与人力资源数字',
  input: empty,
  output: z.object({
    districtName: z.string(),
    /** true when the boundaries are the generated demo geometry, not an official survey */
    demoGeometry: z.boolean(),
    streets: z.array(streetFigures.extend({ center: z.tuple([z.number(), z.number()]), geometry, /** composite talent index, latest year (base year = 100) */ talentIndex: z.number().nullable() })),
  }),
});

/** A scope of the talent index: the district (nothing given), one street or one industry section. */
const scopeInput = z.object({
  streetCode: z.string().trim().max(20).optional().describe('街道代码，不填为全区'),
  industryCode: z.string().trim().max(2).optional().describe('行业门类代码（GB/T 4754-2017），不填为全部'),
});

/** One indicator in the latest year: raw value (unit as named) and its index (base year = 100; null when the base year's value is 0). */
const indicatorVO = z.object({ code: z.string(), name: z.string(), unit: z.string(), weight: z.number(), value: z.number(), index: z.number().nullable() });

/** A sub-index's value (base year = 100; null when none of its indicators has a base-year value). */
const subIndexValue = z.object({ code: z.string(), name: z.string(), weight: z.number(), value: z.number().nullable() });

/** Answer of each sub-index call: latest year's value and indicators, and the value per year from the base year on. */
const subIndexVO = subIndexValue.extend({
  baseYear: z.number().int(),
  year: z.number().int(),
  indicators: z.array(indicatorVO),
  trend: z.array(z.object({ year: z.number().int(), value: z.number().nullable() })),
});

/** A composite index with its eight sub-indices in one year (docs/talent-index.md). */
const indexSummary = z.object({
  baseYear: z.number().int(),
  year: z.number().int(),
  composite: z.number().nullable(),
  subIndices: z.array(subIndexValue),
  trend: z.array(z.object({ year: z.number().int(), composite: z.number().nullable() })),
});

/** Declares one of the eight sub-index calls (docs/talent-index.md); `summary` names the sub-index. */
const subIndexCall = <P extends string>(path: P, summary: string) =>
  defineEndpoint({ method: 'GET', path, body: 'query', access: 'gov', tag: 'dashboard', summary, input: scopeInput, output: subIndexVO });

export const getIndustrialEconomyIndex = subIndexCall('/api/dataBoard/getIndustrialEconomyIndex', '产业经济指数');
export const getTalentScaleIndex = subIndexCall('/api/dataBoard/getTalentScaleIndex', '人才规模指数');
export const getSupplyDemandIndex = subIndexCall('/api/dataBoard/getSupplyDemandIndex', '人才供需指数');
export const getTopTalentsIndex = subIndexCall('/api/dataBoard/getTopTalentsIndex', '高端人才指数');
export const getTalentEnvIndexVO = subIndexCall('/api/dataBoard/getTalentEnvIndexVO', '人才环境指数');
export const getTalentStructureIndexVO = subIndexCall('/api/dataBoard/getTalentStructureIndexVO', '人才结构指数');
export const getTalentPutIntoIndexVO = subIndexCall('/api/dataBoard/getTalentPutIntoIndexVO', '人才投入指数');
export const getTalentOutputIndexVO = subIndexCall('/api/dataBoard/getTalentOutputIndexVO', '人才产出指数');

const regionCount = z.object({ code: z.string(), name: z.string(), count: z.number().int() });

/** Talent by place of household registration (from identity numbers): district, outside it, per province and per Greater Bay Area city. */
export const getMacroTalentData = defineEndpoint({
  method: 'GET',
  path: '/api/dataBoard/getMacroTalentData',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '人才来源：本区户籍与外来人才，各省份与大湾区各城市流入人数',
  input: empty,
  output: z.object({
    talentCount: z.number().int(),
    /** registered in the district itself (division code of the district) */
    localCount: z.number().int(),
    /** registered outside Guangdong province */
    outsideProvinceCount: z.number().int(),
    /** staff by province of registration (2-digit code), the district's province included */
    byProvince: z.array(regionCount),
    /** staff by Greater Bay Area city of registration (4-digit code; 8100 Hong Kong, 8200 Macao) */
    byGbaCity: z.array(regionCount),
  }),
});

/** Yearly sums of revenue, tax, R&D and talent input (万元) and patents, for a scope. */
export const getRevenueAndInputVO = defineEndpoint({
  method: 'GET',
  path: '/api/dataBoard/getRevenueAndInputVO',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '营收与投入：各年营业收入、纳税、研发投入、人才投入（万元）与发明专利',
  input: scopeInput,
  output: z.array(z.object({ year: z.number().int(), revenue: z.number(), tax: z.number(), rdInput: z.number(), talentInput: z.number(), patents: z.number().int() })),
});

/** One street: its figures, talent index and largest enterprises. */
export const streetDetail = defineEndpoint({
  method: 'GET',
  path: '/api/street/streetDetail',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '街道详情：人力资源数字、人才指数与重点企业',
  input: z.object({ streetCode: z.string().trim().min(1, '请选择街道').max(20) }),
  output: streetFigures.extend({
    degreeTalentCount: z.number().int(),
    highTechCount: z.number().int(),
    onTheFourCount: z.number().int(),
    index: indexSummary,
    topEnterprises: z.array(z.object({ id: z.number().int(), name: z.string(), industryName: z.string(), talentCount: z.number().int() })),
  }),
});

/** Every industry section's figures and talent index (latest year). */
export const tradeTalentIndex = defineEndpoint({
  method: 'GET',
  path: '/api/trade/talentIndex',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '行业人才指数：各行业门类的企业数、人才数与人才指数',
  input: empty,
  output: z.object({
    baseYear: z.number().int(),
    year: z.number().int(),
    industries: z.array(
      z.object({
        industryCode: z.string(),
        industryName: z.string(),
        enterpriseCount: z.number().int(),
        talentCount: z.number().int(),
        composite: z.number().nullable(),
        subIndices: z.array(subIndexValue),
      }),
    ),
  }),
});

/** The district's talent index for the portal home and the bigscreen: composite, sub-indices, trend and per street. */
export const talentIndexHome = defineEndpoint({
  method: 'GET',
  path: '/api/talent-index/home',
  body: 'query',
  access: 'public',
  tag: 'dashboard',
  summary: '全区人才指数：综合指数、八项分指数、历年走势与各街道指数',
  input: empty,
  output: indexSummary.extend({
    districtName: z.string(),
    streets: z.array(z.object({ streetCode: z.string(), streetName: z.string(), composite: z.number().nullable() })),
  }),
});

const portraitPaging = z.object({ ...pagination, name: z.string().trim().max(50).optional().describe('企业名称关键字') });
const portraitList = pageOf(portraitRow);

const portraitCall = <P extends string, I extends z.ZodType>(path: P, summary: string, input: I) =>
  defineEndpoint({ method: 'GET', path, body: 'query', access: 'gov', tag: 'dashboard', summary, input, output: portraitList });

export const portraitByName = portraitCall('/api/entPortrayal/name', '企业画像：按名称查找', portraitPaging);
export const portraitByStreet = portraitCall('/api/entPortrayal/street/{streetCode}', '企业画像：按街道查找', portraitPaging.extend({ streetCode: z.string().trim().min(1).max(20) }));
export const portraitByIndustry = portraitCall('/api/entPortrayal/industry/{industryCode}', '企业画像：按行业门类查找', portraitPaging.extend({ industryCode: z.string().trim().min(1).max(2) }));
export const portraitOnTheFour = portraitCall(
  '/api/entPortrayal/onTheFour/{flag}',
  '企业画像：四上企业名单（1 是，0 否）',
  portraitPaging.extend({ flag: z.enum(['0', '1']).describe('1 四上企业，0 非四上企业') }),
);

/** One enterprise's portrait. */
export const portraitDetail = defineEndpoint({
  method: 'GET',
  path: '/api/entPortrayal/detail/{id}',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '企业画像详情：基本信息、人才学历结构、历年经营与投入',
  input: byId,
  output: enterprisePortrait,
});

/**
 * The sand table (沙盘): enterprises aggregated into H3 hexagons (resolution {@link SAND_TABLE_H3_RESOLUTION},
 * about 0.7 km² each; `boundary` is the hexagon's ring of [lng, lat] in degrees) and the largest
 * enterprises as points to open (the `points` most-staffed, position in WGS 84 degrees).
 */
export const getStandBoxParkInfo = defineEndpoint({
  method: 'GET',
  path: '/api/visual/getStandBoxParkInfo',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '沙盘：企业按六边形（H3）聚合的企业数、人才数、高企数，与人才最多的企业点位',
  input: scopeInput,
  output: z.object({
    resolution: z.number().int(),
    hexagons: z.array(z.object({ h3: z.string(), boundary: z.array(z.tuple([z.number(), z.number()])), enterpriseCount: z.number().int(), talentCount: z.number().int(), highTechCount: z.number().int() })),
    points: z.array(z.object({ id: z.number().int(), name: z.string(), lng: z.number(), lat: z.number(), streetCode: z.string(), industryCode: z.string(), talentCount: z.number().int(), highTech: z.boolean() })),
  }),
});

/** H3 resolution of the sand table's hexagons (8: edge about 0.46 km). */
export const SAND_TABLE_H3_RESOLUTION = 8;

/**
 * The answer of every table-shaped dashboard module ({@link BOARD_MODULES}): its title, the columns
 * in display order (label in Chinese, unit, '' when none) and rows keyed by column key. Numbers are
 * counts, 万元 or percentages as the column's unit says; null where a figure is undefined (a ratio
 * over 0).
 */
export const boardTable = z.object({
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string(), unit: z.string() })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});

/**
 * Declares a table-shaped dashboard module (SPEC.md section 7, Dashboards): a GET answered by
 * {@link boardTable}. `scoped` modules take a street or an industry section (the talent index's
 * scope); the others take nothing.
 */
const boardModule = <P extends string, S extends boolean>(path: P, summary: string, scoped: S) =>
  defineEndpoint({ method: 'GET', path, body: 'query', access: 'gov', tag: 'dashboard', summary, input: (scoped ? scopeInput : empty) as S extends true ? typeof scopeInput : typeof empty, output: boardTable });

/**
 * The table-shaped dashboard modules, keyed by their endpoint name: the further /api/dataBoard/*
 * modules, /api/visual/* figures and the /api/summry/* summaries. The server computes each from
 * the database (apps/server/src/modules/dashboard/modules.ts); every one can be exported through
 * {@link dataBoardExport} under the same key.
 */
export const BOARD_MODULES = {
  getNewIndustryVO: boardModule('/api/dataBoard/getNewIndustryVO', '新兴产业：各行业门类高新技术企业、人才与营业收入', true),
  getScaleTalentVO: boardModule('/api/dataBoard/getScaleTalentVO', '规上企业人才：各街道四上企业及其人才', true),
  getTalentFlowVO: boardModule('/api/dataBoard/getTalentFlowVO', '人才流动：各年入职、离职与年末在职人数', true),
  getTalentSupplyVO: boardModule('/api/dataBoard/getTalentSupplyVO', '人才供需：各年岗位需求、满足数与满足率', true),
  getHighTechEntVO: boardModule('/api/dataBoard/getHighTechEntVO', '高新技术企业：各街道企业数、高企数与高企人才', true),
  getHighTechTrendVO: boardModule('/api/dataBoard/getHighTechTrendVO', '高新技术企业历年：有数据的高企数、营业收入与发明专利', true),
  getReturneesVO: boardModule('/api/dataBoard/getReturneesVO', '留学回国人才：各年人数及其在高企的人数', true),
  getStreetRankVO: boardModule('/api/dataBoard/getStreetRankVO', '街道人才指数排名', false),
  getIndustryRankVO: boardModule('/api/dataBoard/getIndustryRankVO', '行业人才指数排名', false),
  getRdInputVO: boardModule('/api/dataBoard/getRdInputVO', '研发投入：各年研发投入、研发强度与有研发投入的企业', true),
  getSpecialFundVO: boardModule('/api/dataBoard/getSpecialFundVO', '人才专项资金：各年资金与获资助企业数', true),
  getTalentOutputVO: boardModule('/api/dataBoard/getTalentOutputVO', '人才产出：各年发明专利、人均营收与人均纳税', true),
  getEducationVO: boardModule('/api/dataBoard/getEducationVO', '学历结构：在职人才按最高学历', true),
  getTalentLifeVO: boardModule('/api/dataBoard/getTalentLifeVO', '人才生活：在职人才的年龄段与性别', true),
  getSalaryVO: boardModule('/api/dataBoard/getSalaryVO', '薪酬水平：各行业在招岗位的月薪', true),
  getDemandEducationVO: boardModule('/api/dataBoard/getDemandEducationVO', '岗位学历需求：在招岗位按学历要求', true),
  getBusinessEnvVO: boardModule('/api/dataBoard/getBusinessEnvVO', '营商环境：各年新设立企业与累计企业数', true),
  getEmploymentVO: boardModule('/api/dataBoard/getEmploymentVO', '就业：各街道在职、本年入职与离职人数', true),
  getTopTalentDistVO: boardModule('/api/dataBoard/getTopTalentDistVO', '高端人才分布：各街道博士、硕士人数', true),
  getEnterpriseScaleVO: boardModule('/api/dataBoard/getEnterpriseScaleVO', '企业规模：按在职人数分档的企业数与人才数', true),
  getRouters: boardModule('/api/dataBoard/getRouters', '大屏页面：菜单与轮播可选的页面', false),
  getNoticeConfig: boardModule('/api/dataBoard/getNoticeConfig', '大屏滚动通知配置', false),
  getDistrictEconInd: boardModule('/api/visual/getDistrictEconInd', '全区经济指标：最新年度与上年及增速', true),
  getStrengthRank: boardModule('/api/visual/getStrengthRank', '企业实力排行：最新年度营业收入前20家', true),
  getTalentsIndex: boardModule('/api/visual/getTalentsIndex', '人才指数：综合指数与八项分指数（最新年度与上年）', true),
  getEcoAndInputAndOutput: boardModule('/api/visual/getEcoAndInputAndOutput', '经济、投入与产出：各年分指数', true),
  summryPolicy: boardModule('/api/summry/policy', '政策汇总：各部门已发布政策与解读数', false),
  summryNotice: boardModule('/api/summry/notice', '通知汇总：各月发布的通知公告数', false),
  summryEnt: boardModule('/api/summry/ent', '企业汇总：各街道企业数与数据采集情况', false),
  summryReport: boardModule('/api/summry/report', '报告汇总：已发布的人才报告与公开数据', false),
  summryDemand: boardModule('/api/summry/demand', '需求汇总：各状态的招聘需求与招聘人数', false),
  summryHome: boardModule('/api/summry/home', '数据总览：企业、人才、需求与内容总数', false),
  policySummary: boardModule('/api/summry/policySummary', '政策类别汇总：各类内容按状态', false),
  yhbyGetData: boardModule('/api/yhby/getData', '和谐劳动关系企业：各街道各等级企业数', false),
};
export type BoardModuleName = keyof typeof BOARD_MODULES;

/**
 * Where a bigscreen page is offered: `menu` in the wall's own header navigation (its label is the
 * bigscreen catalogue's `layout.pages`), `directory` in the page directory of /welcome and
 * /biglHome (the `board_router` table read through {@link BOARD_MODULES}.getRouters is seeded from
 * these), `wall` in a playlist (/screen3/wall). A page with none of them is reached from a page
 * that links to it (a sub-index figure, a panel's 明细 link, a list of streets, industries or
 * enterprises).
 */
export type BoardPlace = 'menu' | 'directory' | 'wall';

/** One bigscreen page: `path` under /screen3/ (no slash), its title, its directory group, where it is offered and the query parameter a drill-down takes. */
export interface BoardPage {
  path: string;
  title: string;
  group: string;
  places: readonly BoardPlace[];
  /** the query parameter of a drill-down page; opened without it the page starts on a default */
  param?: 'streetCode' | 'industryCode' | 'id';
}

/**
 * The bigscreen's pages (SPEC.md section 2, Data and dashboards), declared once: the wall's header
 * menu, the playlist, the page directory (seed of `board_router`) and the drill-down pages read
 * this table. Order is display order.
 */
export const BOARD_PAGES = [
  { path: 'welcome', title: '欢迎页', group: '总览', places: ['menu'] },
  { path: 'overview', title: '人才总览', group: '总览', places: ['menu', 'directory', 'wall'] },
  { path: 'sandTable', title: '人才沙盘', group: '总览', places: ['menu', 'directory', 'wall'] },
  { path: 'talentIndex', title: '人才指数', group: '人才指数', places: ['menu', 'directory', 'wall'] },
  { path: 'talentIndexStreet', title: '街道人才指数', group: '人才指数', places: ['menu', 'directory', 'wall'] },
  { path: 'talentIndexIndustry', title: '行业人才指数', group: '人才指数', places: ['menu', 'directory', 'wall'] },
  { path: 'qyjjzb', title: '企业经济指标', group: '人才指数', places: ['directory'] },
  { path: 'talentRecruitUser', title: '人才求职', group: '人才供需', places: ['directory', 'wall'] },
  { path: 'talentRecruitCompany', title: '企业招聘', group: '人才供需', places: ['directory', 'wall'] },
  { path: 'portraitSearch', title: '企业画像', group: '企业', places: ['menu', 'directory'] },
  { path: 'wholeDwq', title: '大湾区人才流入', group: '区域', places: ['menu', 'directory', 'wall'] },
  { path: 'wholeCountry', title: '全国人才流入', group: '区域', places: ['menu', 'directory', 'wall'] },
  { path: 'biglHome', title: '页面目录与轮播', group: '总览', places: ['menu'] },
  { path: 'streetMacroDetail', title: '街道人才发展详情', group: '人才指数', places: [], param: 'streetCode' },
  { path: 'industryMacroDetail', title: '行业人才发展详情', group: '人才指数', places: [], param: 'industryCode' },
  { path: 'portraitDetail', title: '企业画像详情', group: '企业', places: [], param: 'id' },
  { path: 'enterpriseDetail', title: '企业详情', group: '企业', places: [], param: 'id' },
  { path: 'enterpriseDataDetail', title: '企业经济详情', group: '企业', places: [], param: 'id' },
  { path: 'talentIndexDetail1', title: '全区人才指数历年明细', group: '人才指数', places: [] },
  { path: 'talentIndexDetail2', title: '街道人才指数明细', group: '人才指数', places: [] },
  { path: 'talentIndexDetail3', title: '行业人才指数明细', group: '人才指数', places: [] },
  { path: 'talentIndexDetail4', title: '人才指数权重', group: '人才指数', places: [] },
  { path: 'cyjjDetail', title: '产业经济指数详情', group: '人才指数', places: [] },
  { path: 'rcgmDetail', title: '人才规模指数详情', group: '人才指数', places: [] },
  { path: 'rcgxDetail', title: '人才供需指数详情', group: '人才指数', places: [] },
  { path: 'gdrcDetail', title: '高端人才指数详情', group: '人才指数', places: [] },
  { path: 'rchjDetail', title: '人才环境指数详情', group: '人才指数', places: [] },
  { path: 'rcjgDetail', title: '人才结构指数详情', group: '人才指数', places: [] },
  { path: 'rctrDetail', title: '人才投入指数详情', group: '人才指数', places: [] },
  { path: 'rcccDetail', title: '人才产出指数详情', group: '人才指数', places: [] },
] as const satisfies readonly BoardPage[];
export type BoardPagePath = (typeof BOARD_PAGES)[number]['path'];

/** The entries of {@link BOARD_PAGES} offered in `P`. */
export type BoardPagesIn<P extends BoardPlace> = (typeof BOARD_PAGES)[number] extends infer X ? (X extends { places: readonly (infer E)[] } ? (P extends E ? X : never) : never) : never;

/** The pages of {@link BOARD_PAGES} offered in `place`, in display order. */
export const boardPagesIn = <P extends BoardPlace>(place: P): BoardPagesIn<P>[] => BOARD_PAGES.filter((p): p is BoardPagesIn<P> => (p.places as readonly BoardPlace[]).includes(place));

/** The dashboard modules an export can hold: the five composite ones and every {@link BOARD_MODULES} entry. */
export const EXPORT_MODULES = {
  talentIndex: '人才指数',
  street: '街道人才',
  industry: '行业人才指数',
  revenueAndInput: '营收与投入',
  talentSource: '人才来源',
  ...(Object.fromEntries(Object.entries(BOARD_MODULES).map(([k, e]) => [k, e.summary.split('：')[0]!])) as Record<BoardModuleName, string>),
} as const;
export type ExportModule = keyof typeof EXPORT_MODULES;

/** A dashboard module's data as an xlsx file (Chinese headers); a scoped module takes its scope here too. */
export const dataBoardExport = defineEndpoint({
  ...exportCall,
  path: '/api/dataBoard/export',
  access: 'gov',
  tag: 'dashboard',
  summary: '导出大屏模块数据（xlsx）',
  input: scopeInput.extend({ module: z.enum(Object.keys(EXPORT_MODULES) as [ExportModule, ...ExportModule[]], { message: '没有这个模块' }).describe('模块') }),
});

/** The talent index's weights (docs/talent-index.md): sub-indices (parent null) and their indicators. */
export const rankConfigPage = defineEndpoint({
  method: 'GET',
  path: '/rank/config/page',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '人才指数权重配置：分指数与指标的权重',
  input: z.object({ ...pagination, limit: pagination.limit.default(50) }),
  output: pageOf(z.object({ code: z.string(), parent: z.string().nullable(), name: z.string(), weight: z.number(), unit: z.string(), sort: z.number().int() })),
});

/** Sets weights of the talent index (docs/talent-index.md); the index is computed from the new weights at once. */
export const rankConfigUpdate = defineEndpoint({
  method: 'POST',
  path: '/rank/config/update',
  body: 'json',
  access: 'gov',
  tag: 'dashboard',
  summary: '修改人才指数权重：分指数或指标的权重（非负数，与同级权重相对计算）',
  input: z.object({
    items: z
      .array(z.object({ code: z.string().trim().min(1, '请选择指标').max(40), weight: z.coerce.number({ message: '权重应为数字' }).min(0, '权重不能为负数').max(10000, '权重不能超过10000') }))
      .min(1, '请至少修改一项权重')
      .max(100),
  }),
  output: z.object({ updated: z.number().int() }),
});

/** Harmonious labour-relations enterprises (和谐劳动关系企业), one page. */
export const yhbyGetHarmonyEnt = defineEndpoint({
  method: 'GET',
  path: '/api/yhby/getHarmonyEnt',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '和谐劳动关系企业名单：按年度、等级、街道',
  input: z.object({
    ...pagination,
    year: z.coerce.number().int().min(2000).max(2100).optional().describe('评定年度'),
    level: z.enum(['A', 'AA', 'AAA']).optional().describe('等级'),
    streetCode: z.string().trim().max(20).optional().describe('街道代码'),
  }),
  output: pageOf(z.object({ enterpriseId: z.number().int(), name: z.string(), streetName: z.string(), industryName: z.string(), year: z.number().int(), level: z.string(), talentCount: z.number().int() })),
});
