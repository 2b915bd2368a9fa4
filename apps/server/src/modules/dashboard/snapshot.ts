import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { sharedVersions, type VersionSource } from '../../http/answerCache';
import { markStable } from '../../http/stableAnswers';
import { PRIVATE_VOCATIONAL_TRAINING } from '@portal/api';
import { DEGREE_LEVELS, enterprise, industry, staff, street, trainingAnnual } from '../enterprise/tables';
import { readConfig } from '../system/service';
import { enterpriseAnnual, enterpriseProfile, indexWeight } from './tables';
import { deptModuleYear } from '../deptData/tables';
import { DEPT_INDICATORS, EMPTY_TOTALS, type AnnualFigures, type Totals, type WeightRow } from './talentIndex';

/**
 * The dashboards' aggregates: every figure of the bigscreen is computed from these few grouped
 * reads of the database, taken again only when the data version (table board_version, raised by
 * statement triggers on the tables summed, migration 'board_version') has changed. At 50,000
 * enterprises and 1,000,000 staff a read takes a few seconds; every call in between answers from
 * memory (docs/talent-index.md, "Computation").
 */

/** One enterprise with its flags, position, staff counts and latest year's figures. */
export interface EnterpriseRow {
  id: number;
  name: string;
  creditCode: string;
  streetCode: string;
  industryCode: string;
  foundedYear: number;
  highTech: boolean;
  onTheFour: boolean;
  /** WGS 84 degrees; null without a profile */
  lng: number | null;
  lat: number | null;
  /** staff records (leaving date not considered, as the talent index counts) */
  talentCount: number;
  degreeCount: number;
  /** latest year the enterprise has annual figures for, and that year's revenue (万元); null without */
  latestYear: number | null;
  latestRevenue: number | null;
  /** whether it is a private vocational training institution (its types include PRIVATE_VOCATIONAL_TRAINING): it fills /entdataSchool, not /entdata */
  training: boolean;
  /** the years it has annual figures for (/entdata) and training figures for (/entdataSchool), ascending */
  annualYears: number[];
  trainingYears: number[];
}

/** Staff counted by street, industry section, entry year, leaving year, education and the enterprise's flags. */
export interface StaffCell {
  streetCode: string;
  industryCode: string;
  entryYear: number;
  /** null while employed */
  leftYear: number | null;
  education: string;
  highTech: boolean;
  onTheFour: boolean;
  n: number;
}

/** Staff counted by street, industry section, age band (from the identity number's birth date, at the reference year) and sex. */
export interface PeopleCell {
  streetCode: string;
  industryCode: string;
  /** index into {@link AGE_BANDS} */
  band: number;
  male: boolean;
  n: number;
}

/** Annual figures summed by street, industry section, year and the enterprises' flags. */
export interface AnnualCell extends AnnualFigures {
  streetCode: string;
  industryCode: string;
  year: number;
  highTech: boolean;
  onTheFour: boolean;
  returnees: number;
  enterpriseCount: number;
  /** enterprises with R&D input above 0, and with a special fund above 0 */
  rdEnterprises: number;
  fundedEnterprises: number;
}

/** Age bands of {@link PeopleCell}: lower bound in years, label. */
export const AGE_BANDS = [
  [0, '24岁及以下'],
  [25, '25-34岁'],
  [35, '35-44岁'],
  [45, '45-54岁'],
  [55, '55岁及以上'],
] as const;

/** Everything the dashboards sum, read at one data version. */
export interface Snapshot {
  version: number;
  /** sys_config `district.name`, and whether the street boundaries are demo geometry (`district.demoGeometry`) */
  districtName: string;
  demoGeometry: boolean;
  /** the district's division code (GB/T 2260), the first 6 digits of its street codes */
  districtCode: string;
  /** the latest year with annual figures (the year the dashboards show) */
  latestYear: number;
  baseYear: number;
  weights: WeightRow[];
  streets: { code: string; name: string; geometry: unknown; centerLng: number; centerLat: number }[];
  industries: { code: string; name: string }[];
  /** largest staff first, then by id */
  enterprises: EnterpriseRow[];
  staffCells: StaffCell[];
  peopleCells: PeopleCell[];
  annualCells: AnnualCell[];
  /** staff by the first 4 digits of the identity number, and whether the first 6 are the district's */
  origins: { code: string; local: boolean; n: number }[];
  /** the departments' confirmed district figures by year (docs/data-collection.md): the {@link DEPT_INDICATORS} values */
  deptFigures: Map<number, Partial<Totals>>;
  /** results computed from this snapshot, by call and input (see {@link memo}) */
  memo: Map<string, unknown>;
}

const num = (v: unknown) => Number(v ?? 0);

/** The dashboards' versions (table board_version, trigger board_touch: migrations 0011 and 0057), read as the data versions are. */
const BOARD_VERSIONS: VersionSource = { name: 'board_versions', sql: 'select id::text as key, version from board_version', channel: 'board_version' };

/**
 * The current data version of row `id` of board_version (1: enterprises and staff, 2: content and
 * demands): kept in memory on PGlite until a write notifies, one read shared by the calls arriving
 * together on PostgreSQL (http/answerCache.ts versionReader).
 */
export async function dataVersion(db: Db, id: 1 | 2): Promise<number> {
  return (await sharedVersions(db, BOARD_VERSIONS)).get(String(id)) ?? 0;
}

/** Reads the aggregates of {@link Snapshot} (five grouped reads). */
export async function loadSnapshot(db: Db, version: number): Promise<Snapshot> {
  const degree = sql.join(
    DEGREE_LEVELS.map((d) => sql`${d}`),
    sql`, `,
  );
  const staffPerEnterprise = db
    .select({ enterpriseId: staff.enterpriseId, n: sql<number>`count(*)`.as('n'), d: sql<number>`count(*) filter (where ${staff.education} in (${degree}))`.as('d') })
    .from(staff)
    .groupBy(staff.enterpriseId)
    .as('spe');
  const latestAnnual = db
    .selectDistinctOn([enterpriseAnnual.enterpriseId], { enterpriseId: enterpriseAnnual.enterpriseId, year: enterpriseAnnual.year, revenue: enterpriseAnnual.revenue })
    .from(enterpriseAnnual)
    .orderBy(enterpriseAnnual.enterpriseId, sql`${enterpriseAnnual.year} desc`)
    .as('la');
  /** the years with a row, per enterprise, of a table of annual figures (`name` names the subquery and, as drizzle selects it unqualified, its column) */
  const yearsOf = (t: typeof enterpriseAnnual | typeof trainingAnnual, name: string) =>
    db
      .select({ enterpriseId: t.enterpriseId, years: sql<number[]>`array_agg(${t.year}::int order by ${t.year})`.as(name) })
      .from(t)
      .groupBy(t.enterpriseId)
      .as(name);
  const annualYears = yearsOf(enterpriseAnnual, 'annual_years');
  const trainingYears = yearsOf(trainingAnnual, 'training_years');
  const highTech = sql<boolean>`coalesce(${enterpriseProfile.highTech}, false)`;
  const onTheFour = sql<boolean>`coalesce(${enterpriseProfile.onTheFour}, false)`;
  const [streets, industries, ents, staffRows, peopleRows, annualRows, originRows, weights, cfg, deptRows] = await Promise.all([
    db.select().from(street).orderBy(asc(street.code)),
    db.select().from(industry).orderBy(asc(industry.code)),
    db
      .select({
        id: enterprise.id,
        name: enterprise.name,
        creditCode: enterprise.creditCode,
        streetCode: enterprise.streetCode,
        industryCode: enterprise.industryCode,
        foundedYear: sql<number>`extract(year from ${enterprise.foundedOn})::int`,
        highTech,
        onTheFour,
        lng: enterpriseProfile.lng,
        lat: enterpriseProfile.lat,
        talentCount: sql<number>`coalesce(${staffPerEnterprise.n}, 0)::int`,
        degreeCount: sql<number>`coalesce(${staffPerEnterprise.d}, 0)::int`,
        latestYear: latestAnnual.year,
        latestRevenue: latestAnnual.revenue,
        training: sql<boolean>`${PRIVATE_VOCATIONAL_TRAINING} = any(string_to_array(replace(${enterprise.enterpriseType}, ' ', ''), ','))`,
        annualYears: sql<number[]>`coalesce(${annualYears.years}, '{}')`,
        trainingYears: sql<number[]>`coalesce(${trainingYears.years}, '{}')`,
      })
      .from(enterprise)
      .leftJoin(enterpriseProfile, eq(enterpriseProfile.enterpriseId, enterprise.id))
      .leftJoin(staffPerEnterprise, eq(staffPerEnterprise.enterpriseId, enterprise.id))
      .leftJoin(latestAnnual, eq(latestAnnual.enterpriseId, enterprise.id))
      .leftJoin(annualYears, eq(annualYears.enterpriseId, enterprise.id))
      .leftJoin(trainingYears, eq(trainingYears.enterpriseId, enterprise.id)),
    db
      .select({
        streetCode: enterprise.streetCode,
        industryCode: enterprise.industryCode,
        entryYear: sql<number>`extract(year from ${staff.entryDate})::int`,
        leftYear: sql<number | null>`extract(year from ${staff.leftOn})::int`,
        education: staff.education,
        highTech,
        onTheFour,
        n: sql<number>`count(*)::int`,
      })
      .from(staff)
      .innerJoin(enterprise, eq(enterprise.id, staff.enterpriseId))
      .leftJoin(enterpriseProfile, eq(enterpriseProfile.enterpriseId, staff.enterpriseId))
      .groupBy(sql`1, 2, 3, 4, 5, 6, 7`),
    db
      .select({
        streetCode: enterprise.streetCode,
        industryCode: enterprise.industryCode,
        birthYear: sql<string>`substr(${staff.idCard}, 7, 4)`,
        sexDigit: sql<string>`substr(${staff.idCard}, 17, 1)`,
        n: sql<number>`count(*)::int`,
      })
      .from(staff)
      .innerJoin(enterprise, eq(enterprise.id, staff.enterpriseId))
      .groupBy(sql`1, 2, 3, 4`),
    db
      .select({
        streetCode: enterprise.streetCode,
        industryCode: enterprise.industryCode,
        year: enterpriseAnnual.year,
        highTech,
        onTheFour,
        revenue: sql<number>`sum(${enterpriseAnnual.revenue})`,
        tax: sql<number>`sum(${enterpriseAnnual.tax})`,
        rdInput: sql<number>`sum(${enterpriseAnnual.rdInput})`,
        talentInput: sql<number>`sum(${enterpriseAnnual.talentInput})`,
        specialFund: sql<number>`sum(${enterpriseAnnual.specialFund})`,
        patents: sql<number>`sum(${enterpriseAnnual.patents})`,
        demand: sql<number>`sum(${enterpriseAnnual.demand})`,
        filled: sql<number>`sum(${enterpriseAnnual.filled})`,
        returnees: sql<number>`sum(${enterpriseAnnual.returnees})`,
        enterpriseCount: sql<number>`count(*)`,
        rdEnterprises: sql<number>`count(*) filter (where ${enterpriseAnnual.rdInput} > 0)`,
        fundedEnterprises: sql<number>`count(*) filter (where ${enterpriseAnnual.specialFund} > 0)`,
      })
      .from(enterpriseAnnual)
      .innerJoin(enterprise, eq(enterprise.id, enterpriseAnnual.enterpriseId))
      .leftJoin(enterpriseProfile, eq(enterpriseProfile.enterpriseId, enterpriseAnnual.enterpriseId))
      .groupBy(sql`1, 2, 3, 4, 5`),
    db
      .select({ code: sql<string>`substr(${staff.idCard}, 1, 4)`, county: sql<string>`substr(${staff.idCard}, 1, 6)`, n: sql<number>`count(*)::int` })
      .from(staff)
      .groupBy(sql`1, 2`),
    db.select().from(indexWeight).orderBy(asc(indexWeight.sort)),
    readConfig(db, ['talentIndex.baseYear', 'district.name', 'district.demoGeometry']),
    db
      .select({ module: deptModuleYear.module, year: deptModuleYear.year, values: deptModuleYear.values })
      .from(deptModuleYear)
      .where(and(eq(deptModuleYear.status, 'confirmed'), inArray(deptModuleYear.module, [...new Set(DEPT_INDICATORS.map((d) => d.module))]))),
  ]);
  const deptFigures = new Map<number, Partial<Totals>>();
  for (const d of DEPT_INDICATORS)
    for (const r of deptRows) {
      const v = r.values[d.field];
      if (r.module === d.module && typeof v === 'number') deptFigures.set(r.year, { ...deptFigures.get(r.year), [d.code]: v });
    }
  const years = [...new Set(annualRows.map((r) => r.year))].sort((a, b) => a - b);
  const latestYear = years[years.length - 1] ?? new Date().getFullYear();
  const districtCode = streets[0]?.code.slice(0, 6) ?? '';
  const bandOf = (age: number) => AGE_BANDS.reduce((b, [from], i) => (age >= from ? i : b), 0);
  const people = new Map<string, PeopleCell>();
  for (const r of peopleRows) {
    // identity numbers are checked on entry (GB 11643-1999); a malformed one is left out here
    const [birthYear, sex] = [Number(r.birthYear), Number(r.sexDigit)];
    if (!Number.isInteger(birthYear) || !Number.isInteger(sex)) continue;
    const band = bandOf(latestYear - birthYear);
    const male = sex % 2 === 1;
    const k = `${r.streetCode}|${r.industryCode}|${band}|${male}`;
    const c = people.get(k);
    if (c) c.n += r.n;
    else people.set(k, { streetCode: r.streetCode, industryCode: r.industryCode, band, male, n: r.n });
  }
  const order = (a: EnterpriseRow, b: EnterpriseRow) => b.talentCount - a.talentCount || a.id - b.id;
  return {
    version,
    districtName: cfg['district.name'],
    demoGeometry: cfg['district.demoGeometry'] === 'true',
    districtCode,
    latestYear,
    baseYear: Number(cfg['talentIndex.baseYear']) || years[0] || latestYear,
    weights,
    streets,
    industries,
    enterprises: ents.map((e) => ({ ...e, latestYear: e.latestYear ?? null, latestRevenue: e.latestRevenue ?? null })).sort(order),
    staffCells: staffRows.map((r) => ({ ...r, leftYear: r.leftYear ?? null })),
    peopleCells: [...people.values()],
    annualCells: annualRows.map((r) => ({
      ...r,
      revenue: num(r.revenue),
      tax: num(r.tax),
      rdInput: num(r.rdInput),
      talentInput: num(r.talentInput),
      specialFund: num(r.specialFund),
      patents: num(r.patents),
      demand: num(r.demand),
      filled: num(r.filled),
      returnees: num(r.returnees),
      enterpriseCount: num(r.enterpriseCount),
      rdEnterprises: num(r.rdEnterprises),
      fundedEnterprises: num(r.fundedEnterprises),
    })),
    origins: originRows.map((r) => ({ code: r.code, local: r.county === districtCode, n: r.n })),
    deptFigures,
    memo: new Map(),
  };
}

/** How long a call waits for a re-read of changed data before it answers from the previous snapshot. */
export const REFRESH_WAIT_MS = 2000;

const snapshots = new WeakMap<Db, { current: Snapshot | null; loading: Promise<Snapshot> | null; loadingVersion: number }>();

/**
 * The snapshot of the current data version. While the version stays the same it is reused; when
 * it has changed one re-read starts (never two at a time per database), and calls wait for it up to
 * {@link REFRESH_WAIT_MS}, then answer from the previous snapshot until the re-read is done (at
 * 1,000,000 staff it takes seconds). The first call waits for the first read (main.ts starts it
 * when the server starts). A failed read is not kept.
 */
export async function boardSnapshot(db: Db): Promise<Snapshot> {
  const version = await dataVersion(db, 1);
  let state = snapshots.get(db);
  if (!state) snapshots.set(db, (state = { current: null, loading: null, loadingVersion: -1 }));
  const s = state;
  if (s.current && s.current.version === version) return s.current;
  if (!s.loading || s.loadingVersion !== version) {
    const loading = (s.loading ?? Promise.resolve(null)).catch(() => null).then(() => loadSnapshot(db, version));
    s.loading = loading;
    s.loadingVersion = version;
    loading.then(
      (snap) => {
        if (!s.current || s.current.version < snap.version) s.current = snap;
        if (s.loading === loading) s.loading = null;
      },
      () => {
        if (s.loading === loading) s.loading = null;
      },
    );
  }
  const loading = s.loading!;
  if (!s.current) return loading;
  const stale = s.current;
  return Promise.race([loading, new Promise<Snapshot>((resolve) => setTimeout(() => resolve(stale), REFRESH_WAIT_MS).unref())]);
}

/** Most results kept per snapshot; beyond it the memo starts afresh (inputs are free text). */
const MEMO_LIMIT = 2000;

/**
 * `compute()` once per snapshot and key: the dashboards' answers change only with the data. The
 * value (or a promise's resolved value) is a stable answer (http/stableAnswers.ts): it must not be
 * mutated, and the router sends it as JSON serialised once.
 */
export function memo<T>(snap: Snapshot, key: string, compute: () => T): T {
  if (snap.memo.has(key)) return snap.memo.get(key) as T;
  if (snap.memo.size >= MEMO_LIMIT) snap.memo.clear();
  const value = markStable(compute());
  snap.memo.set(key, value);
  return value;
}

/** {@link memo} for an answer read from the database: a failed read is not kept. */
export function memoAsync<T>(snap: Snapshot, key: string, read: () => Promise<T>): Promise<T> {
  const p = memo(snap, key, read);
  p.catch(() => snap.memo.get(key) === p && snap.memo.delete(key));
  return p;
}

/** A scope of the dashboards: the district (nothing given), one street or one industry section. */
export type Scope = { streetCode?: string | undefined; industryCode?: string | undefined };

/** Whether a cell (or enterprise) lies in the scope. */
export const inScope = (scope: Scope) => (c: { streetCode: string; industryCode: string }) =>
  (!scope.streetCode || c.streetCode === scope.streetCode) && (!scope.industryCode || c.industryCode === scope.industryCode);

/** The talent index's totals of a scope in `year` (docs/talent-index.md: staff counted from their entry year on). */
export function scopeTotals(snap: Snapshot, scope: Scope, year: number): Totals {
  const t: Totals = { ...EMPTY_TOTALS };
  const within = inScope(scope);
  for (const c of snap.annualCells) {
    if (c.year !== year || !within(c)) continue;
    t.revenue += c.revenue;
    t.tax += c.tax;
    t.rdInput += c.rdInput;
    t.talentInput += c.talentInput;
    t.specialFund += c.specialFund;
    t.patents += c.patents;
    t.demand += c.demand;
    t.filled += c.filled;
    t.enterpriseCount += c.enterpriseCount;
    if (c.highTech) t.highTechCount += c.enterpriseCount;
  }
  for (const c of snap.staffCells) {
    if (c.entryYear > year || !within(c)) continue;
    t.talentCount += c.n;
    if ((DEGREE_LEVELS as readonly string[]).includes(c.education)) t.degreeCount += c.n;
    if (c.education === '博士研究生' || c.education === '硕士研究生') t.topCount += c.n;
    if (c.education === '博士研究生') t.doctorCount += c.n;
    if (c.highTech) t.highTechTalent += c.n;
  }
  // the departments' figures are the district's: none (NaN) for a street or an industry, or in a year without a confirmed one
  const figures = scope.streetCode || scope.industryCode ? undefined : snap.deptFigures.get(year);
  for (const d of DEPT_INDICATORS) t[d.code] = figures?.[d.code] ?? Number.NaN;
  return t;
}

/** Years with annual figures from the base year on, ascending. */
export function indexYears(snap: Snapshot): number[] {
  return [...new Set(snap.annualCells.map((c) => c.year))].filter((y) => y >= snap.baseYear).sort((a, b) => a - b);
}

