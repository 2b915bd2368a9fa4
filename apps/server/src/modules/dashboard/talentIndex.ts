/**
 * The talent index of docs/talent-index.md, as pure functions over summed figures: indicators
 * from totals, base year = 100, weighted sub-indices and composite. Database access lives in
 * snapshot.ts.
 */

/**
 * The enterprises' annual figures every sum starts from (table enterprise_annual): revenue, tax,
 * R&D input, talent input and special fund in 万元; patents; job demand and the places filled.
 */
export interface AnnualFigures {
  revenue: number;
  tax: number;
  rdInput: number;
  talentInput: number;
  specialFund: number;
  patents: number;
  demand: number;
  filled: number;
}

/** Sums over a scope's enterprises and staff for one year (money in 万元). */
export interface Totals extends AnnualFigures {
  /** enterprises with annual figures that year */
  enterpriseCount: number;
  highTechCount: number;
  /** staff who had entered by the end of the year */
  talentCount: number;
  /** 本科 or above */
  degreeCount: number;
  /** 博士 or 硕士 */
  topCount: number;
  doctorCount: number;
  /** staff of high-tech enterprises */
  highTechTalent: number;
  /**
   * District figures confirmed by departments ({@link DEPT_INDICATORS}); NaN in a street's or an
   * industry's totals and in a year whose figures are not confirmed (the indicator is then left
   * out, docs/talent-index.md)
   */
  techFunding: number;
  inventionGranted: number;
  highLevelTalents: number;
  pensionInsured: number;
}

/**
 * The indicators that come from the departments' confirmed figures (issue 13,
 * docs/data-collection.md): the Totals key, and the data module and field it is read from. They
 * exist for the district only.
 */
export const DEPT_INDICATORS = [
  { code: 'techFunding', module: 'tec', field: 'techFunding' },
  { code: 'inventionGranted', module: 'ipo', field: 'inventionGranted' },
  { code: 'highLevelTalents', module: 'highLevel', field: 'highLevelTalents' },
  { code: 'pensionInsured', module: 'socialSecurity', field: 'pensionInsured' },
] as const satisfies readonly { code: keyof Totals; module: string; field: string }[];

export const EMPTY_TOTALS: Totals = {
  revenue: 0,
  tax: 0,
  rdInput: 0,
  talentInput: 0,
  specialFund: 0,
  patents: 0,
  demand: 0,
  filled: 0,
  enterpriseCount: 0,
  highTechCount: 0,
  talentCount: 0,
  degreeCount: 0,
  topCount: 0,
  doctorCount: 0,
  highTechTalent: 0,
  techFunding: 0,
  inventionGranted: 0,
  highLevelTalents: 0,
  pensionInsured: 0,
};

/** Adds totals field by field. */
export function addTotals(a: Totals, b: Totals): Totals {
  const out = { ...a };
  for (const k of Object.keys(EMPTY_TOTALS) as (keyof Totals)[]) out[k] = a[k] + b[k];
  return out;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

/** The indicators of docs/talent-index.md from a scope's totals; ratios from sums. */
export const INDICATORS = {
  revenue: (t: Totals) => t.revenue,
  tax: (t: Totals) => t.tax,
  highTechCount: (t: Totals) => t.highTechCount,
  talentCount: (t: Totals) => t.talentCount,
  degreeCount: (t: Totals) => t.degreeCount,
  demand: (t: Totals) => t.demand,
  fillRate: (t: Totals) => ratio(t.filled, t.demand),
  topCount: (t: Totals) => t.topCount,
  doctorCount: (t: Totals) => t.doctorCount,
  specialFund: (t: Totals) => t.specialFund,
  enterpriseCount: (t: Totals) => t.enterpriseCount,
  degreeShare: (t: Totals) => ratio(t.degreeCount, t.talentCount),
  highTechShare: (t: Totals) => ratio(t.highTechTalent, t.talentCount),
  rdInput: (t: Totals) => t.rdInput,
  talentInput: (t: Totals) => t.talentInput,
  patents: (t: Totals) => t.patents,
  revenuePerTalent: (t: Totals) => ratio(t.revenue, t.talentCount),
  techFunding: (t: Totals) => t.techFunding,
  inventionGranted: (t: Totals) => t.inventionGranted,
  highLevelTalents: (t: Totals) => t.highLevelTalents,
  pensionInsured: (t: Totals) => t.pensionInsured,
} satisfies Record<string, (t: Totals) => number>;
export type IndicatorCode = keyof typeof INDICATORS;

/** Codes of the eight sub-indices, in display order. */
export const SUB_INDEX_CODES = ['economy', 'scale', 'supplyDemand', 'top', 'env', 'structure', 'input', 'output'] as const;
export type SubIndexCode = (typeof SUB_INDEX_CODES)[number];

/** A row of the weight table (`index_weight`): a sub-index (parent null) or an indicator. */
export interface WeightRow {
  code: string;
  parent: string | null;
  name: string;
  weight: number;
  unit: string;
  sort: number;
}

/** The weights seeded into `index_weight` (docs/talent-index.md, "Weights and aggregation"). */
export const DEFAULT_WEIGHTS: WeightRow[] = (
  [
    ['economy', null, '产业经济指数', 15, ''],
    ['revenue', 'economy', '营业收入', 50, '万元'],
    ['tax', 'economy', '纳税总额', 30, '万元'],
    ['highTechCount', 'economy', '高新技术企业数', 20, '家'],
    ['scale', null, '人才规模指数', 15, ''],
    ['talentCount', 'scale', '在职人才数', 60, '人'],
    ['degreeCount', 'scale', '本科及以上人才数', 40, '人'],
    ['pensionInsured', 'scale', '养老保险参保人数（社保中心）', 30, '人'],
    ['supplyDemand', null, '人才供需指数', 10, ''],
    ['demand', 'supplyDemand', '岗位需求数', 50, '个'],
    ['fillRate', 'supplyDemand', '岗位满足率', 50, ''],
    ['top', null, '高端人才指数', 15, ''],
    ['topCount', 'top', '硕士及以上人才数', 60, '人'],
    ['doctorCount', 'top', '博士人才数', 40, '人'],
    ['highLevelTalents', 'top', '认定高层次人才（人才交流中心）', 30, '人'],
    ['env', null, '人才环境指数', 10, ''],
    ['specialFund', 'env', '人才专项资金', 60, '万元'],
    ['enterpriseCount', 'env', '企业数', 40, '家'],
    ['structure', null, '人才结构指数', 10, ''],
    ['degreeShare', 'structure', '本科及以上人才占比', 60, ''],
    ['highTechShare', 'structure', '高新技术企业人才占比', 40, ''],
    ['input', null, '人才投入指数', 10, ''],
    ['rdInput', 'input', '研发投入', 60, '万元'],
    ['talentInput', 'input', '人才投入', 40, '万元'],
    ['techFunding', 'input', '财政科技投入（科技局）', 40, '万元'],
    ['output', null, '人才产出指数', 15, ''],
    ['patents', 'output', '发明专利授权数', 60, '件'],
    ['revenuePerTalent', 'output', '人均营业收入', 40, '万元/人'],
    ['inventionGranted', 'output', '发明专利授权（知识产权局）', 30, '件'],
  ] as const
).map(([code, parent, name, weight, unit], sort) => ({ code, parent, name, weight, unit, sort }));

/** One indicator of a sub-index in a year: its raw value and its index (null when the base year is 0). */
export interface IndicatorResult {
  code: string;
  name: string;
  unit: string;
  weight: number;
  value: number;
  index: number | null;
}

export interface SubIndexResult {
  code: string;
  name: string;
  weight: number;
  /** null when none of its indicators has a base-year value */
  value: number | null;
  indicators: IndicatorResult[];
}

export interface YearIndex {
  year: number;
  composite: number | null;
  subIndices: SubIndexResult[];
}

/** Weighted mean over the entries with a value; weights rescaled to those entries; null if none. */
export function weightedMean(entries: { weight: number; value: number | null }[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const e of entries) {
    if (e.value === null || !(e.weight > 0)) continue;
    sum += e.weight * e.value;
    weights += e.weight;
  }
  return weights > 0 ? sum / weights : null;
}

/**
 * The index of one scope in `year` against `baseYear`: I = 100 x value / base value per indicator,
 * sub-index and composite as weighted means (docs/talent-index.md). Indicators whose code is not
 * in {@link INDICATORS} are ignored, and so is one without a value in `totals` (NaN: a department's
 * figure not confirmed for the year).
 */
export function computeIndex(totals: Totals, base: Totals, year: number, weights: readonly WeightRow[]): YearIndex {
  const sorted = [...weights].sort((a, b) => a.sort - b.sort);
  const subIndices = sorted
    .filter((w) => w.parent === null)
    .map((sub): SubIndexResult => {
      const indicators = sorted
        .filter((w) => w.parent === sub.code && w.code in INDICATORS)
        .map((w): IndicatorResult => {
          const f = INDICATORS[w.code as IndicatorCode];
          const value = f(totals);
          const b = f(base);
          return { code: w.code, name: w.name, unit: w.unit, weight: w.weight, value, index: b > 0 ? (100 * value) / b : null };
        })
        // a department's figure not confirmed for the year (NaN) is no indicator of that year
        .filter((i) => Number.isFinite(i.value));
      return { code: sub.code, name: sub.name, weight: sub.weight, value: weightedMean(indicators.map((i) => ({ weight: i.weight, value: i.index }))), indicators };
    });
  return { year, composite: weightedMean(subIndices), subIndices };
}

/** Rounds to 2 decimals (output only), keeping null. */
export const round2 = (v: number | null): number | null => (v === null ? null : Math.round(v * 100) / 100);
