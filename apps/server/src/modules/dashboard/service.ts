import { and, asc, count, countDistinct, desc, eq, ilike, inArray, sql, sum } from 'drizzle-orm';
import { CODE } from '@portal/api';
import type { Db } from '../../db/open';
import { Fail } from '../../http/errors';
import { DEGREE_LEVELS, EDUCATION_LEVELS, enterprise, industry, staff, street } from '../enterprise/tables';
import { scopeSeries, type IndexData, type Scope } from './indexData';
import { GBA_CITIES, PROVINCES } from './regions';
import { enterpriseAnnual, enterpriseProfile } from './tables';
import { round2, type SubIndexCode, type YearIndex } from './talentIndex';

/** District totals and talent by industry section (GB/T 4754-2017), computed from enterprise and staff records. */
export async function hrResources(db: Db) {
  const [[ents], [talent], [degree], byIndustry] = await Promise.all([
    db.select({ n: count() }).from(enterprise),
    db.select({ n: count() }).from(staff),
    db.select({ n: count() }).from(staff).where(inArray(staff.education, [...DEGREE_LEVELS])),
    db
      .select({ industryCode: industry.code, industryName: industry.name, enterpriseCount: countDistinct(enterprise.id), talentCount: count(staff.id) })
      .from(industry)
      .leftJoin(enterprise, eq(enterprise.industryCode, industry.code))
      .leftJoin(staff, eq(staff.enterpriseId, enterprise.id))
      .groupBy(industry.code, industry.name)
      .orderBy(asc(industry.code)),
  ]);
  return { enterpriseCount: ents?.n ?? 0, talentCount: talent?.n ?? 0, degreeTalentCount: degree?.n ?? 0, byIndustry };
}

/** Per street: enterprises and staff, with the boundary and label point. */
export async function streetFigures(db: Db) {
  const staffPerEnterprise = db.select({ enterpriseId: staff.enterpriseId, n: count().as('n') }).from(staff).groupBy(staff.enterpriseId).as('spe');
  const rows = await db
    .select({
      streetCode: street.code,
      streetName: street.name,
      geometry: street.geometry,
      centerLng: street.centerLng,
      centerLat: street.centerLat,
      enterpriseCount: count(enterprise.id),
      talentCount: sql<number>`coalesce(sum(${staffPerEnterprise.n}), 0)`.mapWith(Number),
    })
    .from(street)
    .leftJoin(enterprise, eq(enterprise.streetCode, street.code))
    .leftJoin(staffPerEnterprise, eq(staffPerEnterprise.enterpriseId, enterprise.id))
    .groupBy(street.code)
    .orderBy(asc(street.code));
  return rows;
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
export function subIndexOf(data: IndexData, scope: Scope, code: SubIndexCode) {
  const series = scopeSeries(data, scope);
  const pick = (y: YearIndex) => y.subIndices.find((s) => s.code === code);
  const latest = series.length ? pick(series[series.length - 1]!) : undefined;
  const weight = data.weights.find((w) => w.code === code);
  if (!weight) throw new Fail(CODE.notFound, `未配置分指数 ${code}`);
  return {
    code,
    name: weight.name,
    weight: weight.weight,
    value: round2(latest?.value ?? null),
    baseYear: data.baseYear,
    year: series[series.length - 1]?.year ?? data.baseYear,
    indicators: (latest?.indicators ?? []).map((i) => ({ ...i, value: Math.round(i.value * 10000) / 10000, index: round2(i.index) })),
    trend: series.map((y) => ({ year: y.year, value: round2(pick(y)?.value ?? null) })),
  };
}

/** Composite index of the latest year for each street and each industry section. */
export function latestComposite(data: IndexData, scope: Scope): number | null {
  const series = scopeSeries(data, scope);
  return round2(series[series.length - 1]?.composite ?? null);
}

/** Talent by place of household registration: identity number digits 1-2 (province), 1-4 (city), 1-6 (county). */
export async function talentSources(db: Db, districtCode: string) {
  const rows = await db
    .select({ code: sql<string>`substr(${staff.idCard}, 1, 4)`, county: sql<boolean>`substr(${staff.idCard}, 1, 6) = ${districtCode}`, n: count() })
    .from(staff)
    .groupBy(sql`1`, sql`2`);
  const byProvince = new Map<string, number>();
  const byCity = new Map<string, number>();
  let localCount = 0;
  let talentCount = 0;
  for (const r of rows) {
    talentCount += r.n;
    if (r.county) localCount += r.n;
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
}

/** Yearly sums of the annual figures for a scope. */
export async function revenueAndInput(db: Db, scope: Scope) {
  const where = and(scope.streetCode ? eq(enterprise.streetCode, scope.streetCode) : undefined, scope.industryCode ? eq(enterprise.industryCode, scope.industryCode) : undefined);
  const rows = await db
    .select({
      year: enterpriseAnnual.year,
      revenue: sum(enterpriseAnnual.revenue).mapWith(Number),
      tax: sum(enterpriseAnnual.tax).mapWith(Number),
      rdInput: sum(enterpriseAnnual.rdInput).mapWith(Number),
      talentInput: sum(enterpriseAnnual.talentInput).mapWith(Number),
      patents: sum(enterpriseAnnual.patents).mapWith(Number),
    })
    .from(enterpriseAnnual)
    .innerJoin(enterprise, eq(enterprise.id, enterpriseAnnual.enterpriseId))
    .where(where)
    .groupBy(enterpriseAnnual.year)
    .orderBy(asc(enterpriseAnnual.year));
  return rows.map((r) => ({ ...r, revenue: Math.round(r.revenue * 100) / 100, tax: Math.round(r.tax * 100) / 100, rdInput: Math.round(r.rdInput * 100) / 100, talentInput: Math.round(r.talentInput * 100) / 100 }));
}

const staffCounts = (db: Db) => db.select({ enterpriseId: staff.enterpriseId, n: count().as('n') }).from(staff).groupBy(staff.enterpriseId).as('sc');

/** Enterprises matching a filter, largest staff first, one page; for the portrait search. */
export async function portraitPage(db: Db, filter: { name?: string | undefined; streetCode?: string; industryCode?: string; onTheFour?: boolean }, page: number, limit: number) {
  const sc = staffCounts(db);
  const where = and(
    filter.name ? ilike(enterprise.name, `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    filter.streetCode ? eq(enterprise.streetCode, filter.streetCode) : undefined,
    filter.industryCode ? eq(enterprise.industryCode, filter.industryCode) : undefined,
    filter.onTheFour === undefined ? undefined : eq(enterpriseProfile.onTheFour, filter.onTheFour),
  );
  const base = () =>
    db
      .select({
        id: enterprise.id,
        name: enterprise.name,
        creditCode: enterprise.creditCode,
        streetName: street.name,
        industryName: industry.name,
        talentCount: sql<number>`coalesce(${sc.n}, 0)`.mapWith(Number),
        highTech: sql<boolean>`coalesce(${enterpriseProfile.highTech}, false)`,
        onTheFour: sql<boolean>`coalesce(${enterpriseProfile.onTheFour}, false)`,
      })
      .from(enterprise)
      .innerJoin(street, eq(street.code, enterprise.streetCode))
      .innerJoin(industry, eq(industry.code, enterprise.industryCode))
      .leftJoin(enterpriseProfile, eq(enterpriseProfile.enterpriseId, enterprise.id))
      .leftJoin(sc, eq(sc.enterpriseId, enterprise.id))
      .where(where);
  const [list, [total]] = await Promise.all([
    base()
      .orderBy(desc(sql`coalesce(${sc.n}, 0)`), asc(enterprise.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(enterprise).leftJoin(enterpriseProfile, eq(enterpriseProfile.enterpriseId, enterprise.id)).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** One enterprise's portrait; fails 4004 when there is none with that id. */
export async function portrait(db: Db, id: number) {
  const [row] = await db
    .select({
      id: enterprise.id,
      name: enterprise.name,
      creditCode: enterprise.creditCode,
      streetCode: enterprise.streetCode,
      streetName: street.name,
      industryCode: enterprise.industryCode,
      industryName: industry.name,
      foundedOn: enterprise.foundedOn,
      enterpriseType: enterprise.enterpriseType,
      highTech: sql<boolean>`coalesce(${enterpriseProfile.highTech}, false)`,
      onTheFour: sql<boolean>`coalesce(${enterpriseProfile.onTheFour}, false)`,
      lng: sql<number>`coalesce(${enterpriseProfile.lng}, ${street.centerLng})`.mapWith(Number),
      lat: sql<number>`coalesce(${enterpriseProfile.lat}, ${street.centerLat})`.mapWith(Number),
    })
    .from(enterprise)
    .innerJoin(street, eq(street.code, enterprise.streetCode))
    .innerJoin(industry, eq(industry.code, enterprise.industryCode))
    .leftJoin(enterpriseProfile, eq(enterpriseProfile.enterpriseId, enterprise.id))
    .where(eq(enterprise.id, id));
  if (!row) throw new Fail(CODE.notFound, '企业不存在');
  const [education, annual] = await Promise.all([
    db.select({ name: staff.education, count: count() }).from(staff).where(eq(staff.enterpriseId, id)).groupBy(staff.education),
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
  return { ...row, talentCount: education.reduce((s, e) => s + e.count, 0), education, annual };
}

/** Every enterprise as a map point, with its staff count. */
export async function enterprisePoints(db: Db) {
  const sc = staffCounts(db);
  return db
    .select({
      id: enterprise.id,
      name: enterprise.name,
      lng: enterpriseProfile.lng,
      lat: enterpriseProfile.lat,
      streetCode: enterprise.streetCode,
      industryCode: enterprise.industryCode,
      talentCount: sql<number>`coalesce(${sc.n}, 0)`.mapWith(Number),
      highTech: enterpriseProfile.highTech,
    })
    .from(enterprise)
    .innerJoin(enterpriseProfile, eq(enterpriseProfile.enterpriseId, enterprise.id))
    .leftJoin(sc, eq(sc.enterpriseId, enterprise.id))
    .orderBy(asc(enterprise.id));
}

/** A street's extra counts and its largest enterprises. */
export async function streetExtras(db: Db, streetCode: string) {
  const sc = staffCounts(db);
  const [[flags], [degree], top] = await Promise.all([
    db
      .select({ highTechCount: sql<number>`count(*) filter (where ${enterpriseProfile.highTech})`.mapWith(Number), onTheFourCount: sql<number>`count(*) filter (where ${enterpriseProfile.onTheFour})`.mapWith(Number) })
      .from(enterprise)
      .innerJoin(enterpriseProfile, eq(enterpriseProfile.enterpriseId, enterprise.id))
      .where(eq(enterprise.streetCode, streetCode)),
    db
      .select({ n: count() })
      .from(staff)
      .innerJoin(enterprise, eq(enterprise.id, staff.enterpriseId))
      .where(and(eq(enterprise.streetCode, streetCode), inArray(staff.education, [...DEGREE_LEVELS]))),
    db
      .select({ id: enterprise.id, name: enterprise.name, industryName: industry.name, talentCount: sql<number>`coalesce(${sc.n}, 0)`.mapWith(Number) })
      .from(enterprise)
      .innerJoin(industry, eq(industry.code, enterprise.industryCode))
      .leftJoin(sc, eq(sc.enterpriseId, enterprise.id))
      .where(eq(enterprise.streetCode, streetCode))
      .orderBy(desc(sql`coalesce(${sc.n}, 0)`), asc(enterprise.id))
      .limit(10),
  ]);
  return { highTechCount: flags?.highTechCount ?? 0, onTheFourCount: flags?.onTheFourCount ?? 0, degreeTalentCount: degree?.n ?? 0, topEnterprises: top };
}
