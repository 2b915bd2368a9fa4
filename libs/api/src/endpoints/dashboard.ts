import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { empty, idParam, pageOf, pagination } from '../schemas';

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

/** An enterprise in portrait search results. */
const portraitRow = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  streetName: z.string(),
  industryName: z.string(),
  talentCount: z.number().int(),
  highTech: z.boolean(),
  onTheFour: z.boolean(),
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
  input: z.object({ id: idParam }),
  output: portraitRow.extend({
    streetCode: z.string(),
    industryCode: z.string(),
    foundedOn: z.string(),
    enterpriseType: z.string(),
    lng: z.number(),
    lat: z.number(),
    education: z.array(z.object({ name: z.string(), count: z.number().int() })),
    annual: z.array(z.object({ year: z.number().int(), revenue: z.number(), tax: z.number(), rdInput: z.number(), talentInput: z.number(), patents: z.number().int(), demand: z.number().int(), filled: z.number().int() })),
  }),
});

/** Enterprises as map points (sand table): position, street, industry, staff, flags. */
export const getStandBoxParkInfo = defineEndpoint({
  method: 'GET',
  path: '/api/visual/getStandBoxParkInfo',
  body: 'query',
  access: 'gov',
  tag: 'dashboard',
  summary: '沙盘：全区企业点位（经纬度）、所属街道与行业、人才数',
  input: empty,
  output: z.array(z.object({ id: z.number().int(), name: z.string(), lng: z.number(), lat: z.number(), streetCode: z.string(), industryCode: z.string(), talentCount: z.number().int(), highTech: z.boolean() })),
});

/** The dashboard modules an export can hold. */
export const EXPORT_MODULES = { talentIndex: '人才指数', street: '街道人才', industry: '行业人才指数', revenueAndInput: '营收与投入', talentSource: '人才来源' } as const;

/** A dashboard module's data as an xlsx file. */
export const dataBoardExport = defineEndpoint({
  method: 'GET',
  path: '/api/dataBoard/export',
  body: 'export',
  access: 'gov',
  tag: 'dashboard',
  summary: '导出大屏模块数据（xlsx）',
  input: z.object({ module: z.enum(Object.keys(EXPORT_MODULES) as [keyof typeof EXPORT_MODULES, ...(keyof typeof EXPORT_MODULES)[]]).describe('模块') }),
  output: z.null(),
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
