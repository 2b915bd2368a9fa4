import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { DEGREE_LEVELS, enterprise, staff } from '../enterprise/tables';
import { readConfig } from '../system/service';
import { enterpriseAnnual, enterpriseProfile, indexWeight } from './tables';
import { addTotals, computeIndex, EMPTY_TOTALS, type Totals, type WeightRow, type YearIndex } from './talentIndex';

/** Totals of one street x industry section x year: the cells every scope is summed from. */
export interface Cell {
  streetCode: string;
  industryCode: string;
  year: number;
  totals: Totals;
}

/** A scope of the index: the district, one street, or one industry section. */
export type Scope = { streetCode?: string | undefined; industryCode?: string | undefined };

/** Everything the index needs, read from the database in three grouped queries. */
export interface IndexData {
  baseYear: number;
  years: number[];
  weights: WeightRow[];
  cells: Cell[];
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * Reads the annual figures and staff grouped by street, industry section and year (staff counted
 * in every year from their entry year on), the weights and the base year (docs/talent-index.md).
 * Years are those with annual figures, from the base year on.
 */
export async function loadIndexData(db: Db): Promise<IndexData> {
  const [annualRows, staffRows, weights, cfg] = await Promise.all([
    db
      .select({
        streetCode: enterprise.streetCode,
        industryCode: enterprise.industryCode,
        year: enterpriseAnnual.year,
        revenue: sql`sum(${enterpriseAnnual.revenue})`,
        tax: sql`sum(${enterpriseAnnual.tax})`,
        rdInput: sql`sum(${enterpriseAnnual.rdInput})`,
        talentInput: sql`sum(${enterpriseAnnual.talentInput})`,
        specialFund: sql`sum(${enterpriseAnnual.specialFund})`,
        patents: sql`sum(${enterpriseAnnual.patents})`,
        demand: sql`sum(${enterpriseAnnual.demand})`,
        filled: sql`sum(${enterpriseAnnual.filled})`,
        enterpriseCount: sql`count(*)`,
        highTechCount: sql`count(*) filter (where ${enterpriseProfile.highTech})`,
      })
      .from(enterpriseAnnual)
      .innerJoin(enterprise, eq(enterprise.id, enterpriseAnnual.enterpriseId))
      .leftJoin(enterpriseProfile, eq(enterpriseProfile.enterpriseId, enterpriseAnnual.enterpriseId))
      .groupBy(enterprise.streetCode, enterprise.industryCode, enterpriseAnnual.year),
    db
      .select({
        streetCode: enterprise.streetCode,
        industryCode: enterprise.industryCode,
        entryYear: sql`extract(year from ${staff.entryDate})::int`,
        talentCount: sql`count(*)`,
        degreeCount: sql`count(*) filter (where ${staff.education} in (${sql.join(
          DEGREE_LEVELS.map((d) => sql`${d}`),
          sql`, `,
        )}))`,
        topCount: sql`count(*) filter (where ${staff.education} in ('博士研究生', '硕士研究生'))`,
        doctorCount: sql`count(*) filter (where ${staff.education} = '博士研究生')`,
        highTechTalent: sql`count(*) filter (where ${enterpriseProfile.highTech})`,
      })
      .from(staff)
      .innerJoin(enterprise, eq(enterprise.id, staff.enterpriseId))
      .leftJoin(enterpriseProfile, eq(enterpriseProfile.enterpriseId, staff.enterpriseId))
      .groupBy(enterprise.streetCode, enterprise.industryCode, sql`3`),
    db.select().from(indexWeight).orderBy(asc(indexWeight.sort)),
    readConfig(db, ['talentIndex.baseYear']),
  ]);
  const years = [...new Set(annualRows.map((r) => r.year))].sort((a, b) => a - b);
  const baseYear = Number(cfg['talentIndex.baseYear']) || years[0] || new Date().getFullYear();
  const key = (s: string, i: string, y: number) => `${s}|${i}|${y}`;
  const cells = new Map<string, Cell>();
  const cell = (streetCode: string, industryCode: string, year: number) => {
    const k = key(streetCode, industryCode, year);
    let c = cells.get(k);
    if (!c) cells.set(k, (c = { streetCode, industryCode, year, totals: { ...EMPTY_TOTALS } }));
    return c;
  };
  for (const r of annualRows) {
    const c = cell(r.streetCode, r.industryCode, r.year);
    for (const k of ['revenue', 'tax', 'rdInput', 'talentInput', 'specialFund', 'patents', 'demand', 'filled', 'enterpriseCount', 'highTechCount'] as const) c.totals[k] = num(r[k]);
  }
  const shownYears = years.filter((y) => y >= baseYear);
  for (const r of staffRows) {
    for (const y of shownYears) {
      if (num(r.entryYear) > y) continue;
      const c = cell(r.streetCode, r.industryCode, y);
      for (const k of ['talentCount', 'degreeCount', 'topCount', 'doctorCount', 'highTechTalent'] as const) c.totals[k] += num(r[k]);
    }
  }
  return { baseYear, years: shownYears, weights, cells: [...cells.values()] };
}

/** How long a read of {@link loadIndexData} is reused by {@link cachedIndexData}. */
export const INDEX_DATA_TTL_MS = 60_000;

const cache = new WeakMap<Db, { at: number; data: Promise<IndexData> }>();

/**
 * {@link loadIndexData}, reused for {@link INDEX_DATA_TTL_MS} per database: every dashboard call
 * needs the same grouped sums, and the annual figures change once a year. A failed read is not kept.
 */
export function cachedIndexData(db: Db, now = Date.now()): Promise<IndexData> {
  const hit = cache.get(db);
  if (hit && now - hit.at < INDEX_DATA_TTL_MS) return hit.data;
  const data = loadIndexData(db);
  cache.set(db, { at: now, data });
  data.catch(() => cache.delete(db));
  return data;
}

/** The scope's totals in `year`: the sum of its cells. */
export function scopeTotals(data: IndexData, scope: Scope, year: number): Totals {
  return data.cells
    .filter((c) => c.year === year && (!scope.streetCode || c.streetCode === scope.streetCode) && (!scope.industryCode || c.industryCode === scope.industryCode))
    .reduce((t, c) => addTotals(t, c.totals), EMPTY_TOTALS);
}

/** The scope's index for every year from the base year on (the base year's is 100 throughout). */
export function scopeSeries(data: IndexData, scope: Scope): YearIndex[] {
  const base = scopeTotals(data, scope, data.baseYear);
  return data.years.map((y) => computeIndex(scopeTotals(data, scope, y), base, y, data.weights));
}
