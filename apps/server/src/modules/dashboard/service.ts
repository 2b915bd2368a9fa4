import { asc, eq, sql } from 'drizzle-orm';
import { CODE, EDUCATION_LEVELS, SAND_TABLE_H3_RESOLUTION } from '@portal/api';
import { cellToBoundary, latLngToCell } from 'h3-js';
import type { Db } from '../../db/open';
import { Fail } from '../../http/errors';
import { enterprise, staff } from '../enterprise/tables';
import { GBA_CITIES, PROVINCES } from './regions';
import { boardSnapshot, indexYears, inScope, memo, memoAsync, scopeTotals, type EnterpriseRow, type Scope, type Snapshot } from './snapshot';
import { enterpriseAnnual } from './tables';
import { computeIndex, round2, type SubIndexCode, type YearIndex } from './talentIndex';

const scopeKey = (scope: Scope) => `${scope.streetCode ?? ''}|${scope.industryCode ?? ''}`;

/** The scope's index for every year from the base year on (the base year's is 100 throughout), docs/talent-index.md. */
export function scopeSeries(snap: Snapshot, scope: Scope): YearIndex[] {
  return memo(snap, `series|${scopeKey(scope)}`, () => {
    const base = scopeTotals(snap, scope, snap.baseYear);
    return indexYears(snap).map((y) => computeIndex(scopeTotals(snap, scope, y), base, y, snap.weights));
  });
}

/** District totals and talent by industry section (GB/T 4754-2017), computed from enterprise and staff records. */
export async function hrResources(db: Db) {
  const snap = await boardSnapshot(db);
  return memo(snap, 'hrResources', () => {
    const by = new Map(snap.industries.map((i) => [i.code, { industryCode: i.code, industryName: i.name, enterpriseCount: 0, talentCount: 0 }]));
    let talentCount = 0;
    let degreeTalentCount = 0;
    for (const e of snap.enterprises) {
      const i = by.get(e.industryCode);
      if (i) {
        i.enterpriseCount += 1;
        i.talentCount += e.talentCount;
      }
      talentCount += e.talentCount;
      degreeTalentCount += e.degreeCount;
    }
    return { enterpriseCount: snap.enterprises.length, talentCount, degreeTalentCount, byIndustry: [...by.values()] };
  });
}

/** Per street: enterprises, staff and the latest composite talent index, with the boundary and label point. */
export function streetFigures(snap: Snapshot) {
  return memo(snap, 'streetFigures', () => {
    const by = new Map(snap.streets.map((s) => [s.code, { enterpriseCount: 0, talentCount: 0 }]));
    for (const e of snap.enterprises) {
      const s = by.get(e.streetCode);
      if (!s) continue;
      s.enterpriseCount += 1;
      s.talentCount += e.talentCount;
    }
    return snap.streets.map((s) => ({
      streetCode: s.code,
      streetName: s.name,
      geometry: s.geometry,
      centerLng: s.centerLng,
      centerLat: s.centerLat,
      ...by.get(s.code)!,
      talentIndex: latestComposite(snap, { streetCode: s.code }),
    }));
  });
}

/** Latest year's summary of a scope's index series, rounded for output. */
export function summarise(series: YearIndex[], baseYear: number) {
  const latest = series[series.length - 1];
  return {
    baseYear,
    year: latest?.year ?? baseYear,
    composite: round2(latest?.composite ?? null),
    subIndices: (latest?.subIndices ?? []).map((s) => ({ code: s.code, name: s.name, weight: s.weight, value: round2(s.value) })),
    trend: series.map((y) => ({ year: y.year, composite: round2(y.composite) })),
  };
}

/** One sub-index of a scope: latest value and indicators, and its value per year. Fails 4004 for an unknown code. */
export function subIndexOf(snap: Snapshot, scope: Scope, code: SubIndexCode) {
  const series = scopeSeries(snap, scope);
  const pick = (y: YearIndex) => y.subIndices.find((s) => s.code === code);
  const latest = series.length ? pick(series[series.length - 1]!) : undefined;
  const weight = snap.weights.find((w) => w.code === code);
  if (!weight) throw new Fail(CODE.notFound, `未配置分指数 ${code}`);
  return {
    code,
    name: weight.name,
    weight: weight.weight,
    value: round2(latest?.value ?? null),
    baseYear: snap.baseYear,
    year: series[series.length - 1]?.year ?? snap.baseYear,
    indicators: (latest?.indicators ?? []).map((i) => ({ ...i, value: Math.round(i.value * 10000) / 10000, index: round2(i.index) })),
    trend: series.map((y) => ({ year: y.year, value: round2(pick(y)?.value ?? null) })),
  };
}

/** The scope's composite index of the latest year. */
export function latestComposite(snap: Snapshot, scope: Scope): number | null {
  const series = scopeSeries(snap, scope);
  return round2(series[series.length - 1]?.composite ?? null);
}

/** Every industry section's figures and latest index. */
export async function industriesWithIndex(db: Db) {
  const [snap, hr] = await Promise.all([boardSnapshot(db), hrResources(db)]);
  return memo(snap, 'industriesWithIndex', () =>
    hr.byIndustry.map((i) => {
      const s = summarise(scopeSeries(snap, { industryCode: i.industryCode }), snap.baseYear);
      return { ...i, composite: s.composite, subIndices: s.subIndices };
    }),
  );
}

/** Talent by place of household registration: identity number digits 1-2 (province), 1-4 (city), 1-6 (county). */
export function talentSources(snap: Snapshot) {
  return memo(snap, 'talentSources', () => {
    const byProvince = new Map<string, number>();
    const byCity = new Map<string, number>();
    let localCount = 0;
    let talentCount = 0;
    for (const r of snap.origins) {
      talentCount += r.n;
      if (r.local) localCount += r.n;
      const p = r.code.slice(0, 2);
      byProvince.set(p, (byProvince.get(p) ?? 0) + r.n);
      const city = p === '81' || p === '82' ? `${p}00` : r.code;
      byCity.set(city, (byCity.get(city) ?? 0) + r.n);
    }
    return {
      talentCount,
      localCount,
      outsideProvinceCount: talentCount - (byProvince.get('44') ?? 0),
      byProvince: [...byProvince].map(([code, c]) => ({ code, name: PROVINCES[code] ?? code, count: c })).sort((a, b) => b.count - a.count),
      byGbaCity: Object.entries(GBA_CITIES).map(([code, name]) => ({ code, name, count: byCity.get(code) ?? 0 })),
    };
  });
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/** Yearly sums of the annual figures for a scope. */
export function revenueAndInput(snap: Snapshot, scope: Scope) {
  return memo(snap, `revenueAndInput|${scopeKey(scope)}`, () => {
    const within = inScope(scope);
    const by = new Map<number, { year: number; revenue: number; tax: number; rdInput: number; talentInput: number; patents: number }>();
    for (const c of snap.annualCells) {
      if (!within(c)) continue;
      let y = by.get(c.year);
      if (!y) by.set(c.year, (y = { year: c.year, revenue: 0, tax: 0, rdInput: 0, talentInput: 0, patents: 0 }));
      y.revenue += c.revenue;
      y.tax += c.tax;
      y.rdInput += c.rdInput;
      y.talentInput += c.talentInput;
      y.patents += c.patents;
    }
    return [...by.values()].sort((a, b) => a.year - b.year).map((y) => ({ ...y, revenue: r2(y.revenue), tax: r2(y.tax), rdInput: r2(y.rdInput), talentInput: r2(y.talentInput) }));
  });
}

const names = (snap: Snapshot) =>
  memo(snap, 'names', () => ({ street: new Map(snap.streets.map((s) => [s.code, s.name])), industry: new Map(snap.industries.map((i) => [i.code, i.name])) }));

/** The snapshot's enterprises by id. */
export const enterpriseById = (snap: Snapshot) => memo(snap, 'byId', () => new Map(snap.enterprises.map((x) => [x.id, x])));

/** Filter of the enterprise lists of the portrait search. */
export interface EnterpriseFilter {
  name?: string | undefined;
  streetCode?: string | undefined;
  industryCode?: string | undefined;
  onTheFour?: boolean | undefined;
}

/**
 * Enterprises matching a filter, largest staff first (then by id): every match. The matches of
 * the filter without its name are kept per snapshot (few combinations); the name, free text, is
 * looked for in those.
 */
export function filterEnterprises(snap: Snapshot, filter: EnterpriseFilter): EnterpriseRow[] {
  const { streetCode, industryCode, onTheFour } = filter;
  const matches = memo(snap, `filter|${streetCode ?? ''}|${industryCode ?? ''}|${onTheFour ?? ''}`, () =>
    snap.enterprises.filter(
      (e) =>
        (!streetCode || e.streetCode === streetCode) &&
        (!industryCode || e.industryCode === industryCode) &&
        (onTheFour === undefined || e.onTheFour === onTheFour),
    ),
  );
  const needle = filter.name?.toLowerCase();
  return needle ? matches.filter((e) => e.name.toLowerCase().includes(needle)) : matches;
}

/** An enterprise as the lists show it: names of its street and industry section, staff count, flags. */
export function enterpriseListRow(snap: Snapshot, e: EnterpriseRow) {
  const n = names(snap);
  return {
    id: e.id,
    name: e.name,
    creditCode: e.creditCode,
    streetName: n.street.get(e.streetCode) ?? e.streetCode,
    industryName: n.industry.get(e.industryCode) ?? e.industryCode,
    talentCount: e.talentCount,
    highTech: e.highTech,
    onTheFour: e.onTheFour,
  };
}

/** Enterprises matching a filter, largest staff first, one page; for the portrait search. */
export async function portraitPage(db: Db, filter: EnterpriseFilter, page: number, limit: number) {
  const snap = await boardSnapshot(db);
  return memo(snap, `portraitPage|${JSON.stringify([filter, page, limit])}`, () => {
    const all = filterEnterprises(snap, filter);
    return { list: all.slice((page - 1) * limit, page * limit).map((e) => enterpriseListRow(snap, e)), total: all.length };
  });
}

/**
 * One enterprise's portrait; fails 4004 when there is none with that id. Kept per snapshot (its
 * staff and annual figures change only with the data version).
 */
export async function portrait(db: Db, id: number) {
  const snap = await boardSnapshot(db);
  return memoAsync(snap, `portrait|${id}`, () => readPortrait(db, snap, id));
}

async function readPortrait(db: Db, snap: Snapshot, id: number) {
  const e = enterpriseById(snap).get(id);
  if (!e) throw new Fail(CODE.notFound, '企业不存在');
  const street = snap.streets.find((s) => s.code === e.streetCode);
  const [[info], education, annual] = await Promise.all([
    db.select({ foundedOn: enterprise.foundedOn, enterpriseType: enterprise.enterpriseType }).from(enterprise).where(eq(enterprise.id, id)),
    db.select({ name: staff.education, count: sql<number>`count(*)::int` }).from(staff).where(eq(staff.enterpriseId, id)).groupBy(staff.education),
    db
      .select({
        year: enterpriseAnnual.year,
        revenue: enterpriseAnnual.revenue,
        tax: enterpriseAnnual.tax,
        rdInput: enterpriseAnnual.rdInput,
        talentInput: enterpriseAnnual.talentInput,
        patents: enterpriseAnnual.patents,
        demand: enterpriseAnnual.demand,
        filled: enterpriseAnnual.filled,
      })
      .from(enterpriseAnnual)
      .where(eq(enterpriseAnnual.enterpriseId, id))
      .orderBy(asc(enterpriseAnnual.year)),
  ]);
  const order = (name: string) => (EDUCATION_LEVELS as readonly string[]).indexOf(name);
  education.sort((a, b) => order(a.name) - order(b.name));
  return {
    ...enterpriseListRow(snap, e),
    streetCode: e.streetCode,
    industryCode: e.industryCode,
    foundedOn: info?.foundedOn ?? '',
    enterpriseType: info?.enterpriseType ?? '',
    lng: e.lng ?? street?.centerLng ?? 0,
    lat: e.lat ?? street?.centerLat ?? 0,
    talentCount: education.reduce((s, x) => s + x.count, 0),
    education,
    annual,
  };
}

/** How many of the largest enterprises the sand table shows as points. */
export const SAND_TABLE_POINTS = 300;

/**
 * The sand table of a scope: enterprises binned into H3 cells of {@link SAND_TABLE_H3_RESOLUTION}
 * (h3-js), and the {@link SAND_TABLE_POINTS} most-staffed enterprises as points.
 */
export async function sandTable(db: Db, scope: Scope) {
  const snap = await boardSnapshot(db);
  return memo(snap, `sandTable|${scopeKey(scope)}`, () => {
    const within = inScope(scope);
    const placed = snap.enterprises.filter((e) => e.lng !== null && e.lat !== null && within(e));
    const cells = new Map<string, { enterpriseCount: number; talentCount: number; highTechCount: number }>();
    for (const e of placed) {
      const h3 = latLngToCell(e.lat!, e.lng!, SAND_TABLE_H3_RESOLUTION);
      let c = cells.get(h3);
      if (!c) cells.set(h3, (c = { enterpriseCount: 0, talentCount: 0, highTechCount: 0 }));
      c.enterpriseCount += 1;
      c.talentCount += e.talentCount;
      if (e.highTech) c.highTechCount += 1;
    }
    return {
      resolution: SAND_TABLE_H3_RESOLUTION,
      hexagons: [...cells].map(([h3, c]) => ({ h3, boundary: cellToBoundary(h3, true).map(([lng, lat]) => [r6(lng!), r6(lat!)] as [number, number]), ...c })),
      points: placed.slice(0, SAND_TABLE_POINTS).map((e) => ({ id: e.id, name: e.name, lng: e.lng!, lat: e.lat!, streetCode: e.streetCode, industryCode: e.industryCode, talentCount: e.talentCount, highTech: e.highTech })),
    };
  });
}

const r6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** A street's extra counts and its largest enterprises. */
export function streetExtras(snap: Snapshot, streetCode: string) {
  return memo(snap, `streetExtras|${streetCode}`, () => {
    const ents = snap.enterprises.filter((e) => e.streetCode === streetCode);
    const n = names(snap);
    return {
      highTechCount: ents.filter((e) => e.highTech).length,
      onTheFourCount: ents.filter((e) => e.onTheFour).length,
      degreeTalentCount: ents.reduce((s, e) => s + e.degreeCount, 0),
      topEnterprises: ents.slice(0, 10).map((e) => ({ id: e.id, name: e.name, industryName: n.industry.get(e.industryCode) ?? e.industryCode, talentCount: e.talentCount })),
    };
  });
}

/** The snapshot's lookup of street and industry names. */
export { names as nameLookup };
