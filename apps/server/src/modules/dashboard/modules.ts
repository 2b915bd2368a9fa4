import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { BOARD_MODULES, CONTENT_KIND_LABELS, CONTENT_KINDS, DEMAND_STATUS_LABELS, DEMAND_STATUSES, EDUCATION_LEVELS, NOTICE_STATUSES, type BoardModuleName } from '@portal/api';
import type { Db } from '../../db/open';
import { markStable } from '../../http/stableAnswers';
import { demand } from '../demand/tables';
import { DEGREE_LEVELS, enterprise, street } from '../enterprise/tables';
import { notice } from '../notice/tables';
import { latestComposite, nameLookup, scopeSeries, streetFigures } from './service';
import { AGE_BANDS, boardSnapshot, dataVersion, inScope, memo, scopeTotals, type AnnualCell, type Scope, type Snapshot } from './snapshot';
import { harmonyEnterprise } from '../laborRelation/tables';
import { boardNotice, boardRouter } from './tables';
import { round2 } from './talentIndex';

/**
 * The table-shaped dashboard modules (libs/api BOARD_MODULES), declared once each: columns and
 * how the rows are computed. One handler serves them all and one exporter writes any of them to
 * xlsx (routes.ts). Every figure is computed from the database:
 * - `people` modules from the aggregates of snapshot.ts (enterprises, staff, annual figures);
 * - `content` modules also query published content and job demands (cached per data version);
 * - `live` modules read small configuration tables on every call.
 * Writes to the tables behind `people` modules raise board_version row 1 (harmony_enterprise
 * included, migration 'harmony_version'), those behind `content` modules row 2.
 */

type Cell = string | number | null;
export type Row = Record<string, Cell>;
/** A column: key in the rows, label (Chinese, the export's header), unit ('' when none). */
type Column = [key: string, label: string, unit?: string];

interface ModuleContext {
  db: Db;
  snap: Snapshot;
  scope: Scope;
}

interface ModuleDef {
  source: 'people' | 'content' | 'live';
  /** columns; a function when labels name the year shown */
  columns: Column[] | ((snap: Snapshot) => Column[]);
  rows: (ctx: ModuleContext) => Row[] | Promise<Row[]>;
}

/** A module's answer (libs/api boardTable). */
export interface BoardTable {
  title: string;
  columns: { key: string; label: string; unit: string }[];
  rows: Row[];
}

const pct = (a: number, b: number): number | null => (b > 0 ? round2((100 * a) / b) : null);
const r2 = (v: number) => Math.round(v * 100) / 100;

/** Annual cells of the scope summed per year (ascending), optionally only some cells. */
function annualByYear(snap: Snapshot, scope: Scope, only: (c: AnnualCell) => boolean = () => true) {
  const within = inScope(scope);
  const by = new Map<number, Omit<AnnualCell, 'streetCode' | 'industryCode' | 'highTech' | 'onTheFour'>>();
  for (const c of snap.annualCells) {
    if (!within(c) || !only(c)) continue;
    let y = by.get(c.year);
    if (!y) {
      y = { year: c.year, revenue: 0, tax: 0, rdInput: 0, talentInput: 0, specialFund: 0, patents: 0, demand: 0, filled: 0, returnees: 0, enterpriseCount: 0, rdEnterprises: 0, fundedEnterprises: 0 };
      by.set(c.year, y);
    }
    for (const k of ['revenue', 'tax', 'rdInput', 'talentInput', 'specialFund', 'patents', 'demand', 'filled', 'returnees', 'enterpriseCount', 'rdEnterprises', 'fundedEnterprises'] as const) y[k] += c[k];
  }
  return [...by.values()].sort((a, b) => a.year - b.year);
}

/** Streets of the scope (one when a street is given), each with the enterprises of the scope in it. */
function perStreet(snap: Snapshot, scope: Scope) {
  const within = inScope(scope);
  return snap.streets
    .filter((s) => !scope.streetCode || s.code === scope.streetCode)
    .map((s) => ({ street: s, enterprises: snap.enterprises.filter((e) => e.streetCode === s.code && within(e)) }));
}

/** Staff cells of the scope. */
const staffIn = (snap: Snapshot, scope: Scope) => snap.staffCells.filter(inScope(scope));
/** The latest entry year among staff records (the year "this year's" hires and departures count in). */
const latestEntryYear = (snap: Snapshot) => snap.staffCells.reduce((y, c) => Math.max(y, c.entryYear), 0);
const degree = (education: string) => (DEGREE_LEVELS as readonly string[]).includes(education);

/** Job demands of the scope's enterprises. */
const demandScope = (scope: Scope) => and(scope.streetCode ? eq(enterprise.streetCode, scope.streetCode) : undefined, scope.industryCode ? eq(enterprise.industryCode, scope.industryCode) : undefined);

/** Staff-size bands of the enterprise-scale module: lower bound, label. */
const SIZE_BANDS = [
  [0, '10人以下'],
  [10, '10-19人'],
  [20, '20-49人'],
  [50, '50-99人'],
  [100, '100人及以上'],
] as const;

const INDICATOR_NAMES = {
  revenue: ['营业收入', '万元'],
  tax: ['纳税总额', '万元'],
  rdInput: ['研发投入', '万元'],
  talentInput: ['人才投入', '万元'],
  specialFund: ['人才专项资金', '万元'],
  patents: ['发明专利授权', '件'],
  enterpriseCount: ['有年度数据的企业', '家'],
} as const;

/** Every table-shaped module of libs/api BOARD_MODULES. */
export const MODULES: Record<BoardModuleName, ModuleDef> = {
  getNewIndustryVO: {
    source: 'people',
    columns: (snap) => [
      ['industryCode', '行业门类'],
      ['industryName', '行业名称'],
      ['highTechCount', '高新技术企业数', '家'],
      ['talentCount', '高新技术企业人才数', '人'],
      ['revenue', `${snap.latestYear}年高企营业收入`, '万元'],
      ['revenueShare', '占行业营业收入比重', '%'],
    ],
    rows: ({ snap, scope }) => {
      const within = inScope(scope);
      return snap.industries
        .filter((i) => !scope.industryCode || i.code === scope.industryCode)
        .map((i) => {
          const ents = snap.enterprises.filter((e) => e.industryCode === i.code && e.highTech && within(e));
          const cells = snap.annualCells.filter((c) => c.industryCode === i.code && c.year === snap.latestYear && within(c));
          const all = cells.reduce((s, c) => s + c.revenue, 0);
          const ht = cells.filter((c) => c.highTech).reduce((s, c) => s + c.revenue, 0);
          return { industryCode: i.code, industryName: i.name, highTechCount: ents.length, talentCount: ents.reduce((s, e) => s + e.talentCount, 0), revenue: r2(ht), revenueShare: pct(ht, all) };
        })
        .filter((r) => r.highTechCount > 0);
    },
  },
  getScaleTalentVO: {
    source: 'people',
    columns: [
      ['streetName', '街道'],
      ['onTheFourCount', '四上企业数', '家'],
      ['talentCount', '四上企业人才数', '人'],
      ['degreeCount', '其中本科及以上', '人'],
      ['share', '占街道人才比重', '%'],
    ],
    rows: ({ snap, scope }) =>
      perStreet(snap, scope).map(({ street: s, enterprises }) => {
        const four = enterprises.filter((e) => e.onTheFour);
        const talent = four.reduce((a, e) => a + e.talentCount, 0);
        return { streetName: s.name, onTheFourCount: four.length, talentCount: talent, degreeCount: four.reduce((a, e) => a + e.degreeCount, 0), share: pct(talent, enterprises.reduce((a, e) => a + e.talentCount, 0)) };
      }),
  },
  getTalentFlowVO: {
    source: 'people',
    columns: [
      ['year', '年份'],
      ['entries', '入职人数', '人'],
      ['departures', '离职人数', '人'],
      ['net', '净流入', '人'],
      ['employed', '年末在职', '人'],
    ],
    rows: ({ snap, scope }) => {
      const cells = staffIn(snap, scope);
      const last = latestEntryYear(snap);
      return Array.from({ length: 10 }, (_, i) => last - 9 + i).map((year) => {
        const entries = cells.filter((c) => c.entryYear === year).reduce((s, c) => s + c.n, 0);
        const departures = cells.filter((c) => c.leftYear === year).reduce((s, c) => s + c.n, 0);
        const employed = cells.filter((c) => c.entryYear <= year && (c.leftYear === null || c.leftYear > year)).reduce((s, c) => s + c.n, 0);
        return { year, entries, departures, net: entries - departures, employed };
      });
    },
  },
  getTalentSupplyVO: {
    source: 'people',
    columns: [
      ['year', '年份'],
      ['demand', '岗位需求数', '个'],
      ['filled', '岗位满足数', '个'],
      ['fillRate', '岗位满足率', '%'],
      ['talentCount', '在职人才数', '人'],
    ],
    rows: ({ snap, scope }) =>
      annualByYear(snap, scope).map((y) => ({ year: y.year, demand: y.demand, filled: y.filled, fillRate: pct(y.filled, y.demand), talentCount: scopeTotals(snap, scope, y.year).talentCount })),
  },
  getHighTechEntVO: {
    source: 'people',
    columns: [
      ['streetName', '街道'],
      ['enterpriseCount', '企业数', '家'],
      ['highTechCount', '高新技术企业数', '家'],
      ['share', '高企占比', '%'],
      ['highTechTalent', '高企人才数', '人'],
    ],
    rows: ({ snap, scope }) =>
      perStreet(snap, scope).map(({ street: s, enterprises }) => {
        const ht = enterprises.filter((e) => e.highTech);
        return { streetName: s.name, enterpriseCount: enterprises.length, highTechCount: ht.length, share: pct(ht.length, enterprises.length), highTechTalent: ht.reduce((a, e) => a + e.talentCount, 0) };
      }),
  },
  getHighTechTrendVO: {
    source: 'people',
    columns: [
      ['year', '年份'],
      ['highTechCount', '有年度数据的高企数', '家'],
      ['revenue', '高企营业收入', '万元'],
      ['revenueShare', '占全部营业收入', '%'],
      ['patents', '高企发明专利', '件'],
    ],
    rows: ({ snap, scope }) => {
      const all = new Map(annualByYear(snap, scope).map((y) => [y.year, y.revenue]));
      return annualByYear(snap, scope, (c) => c.highTech).map((y) => ({ year: y.year, highTechCount: y.enterpriseCount, revenue: r2(y.revenue), revenueShare: pct(y.revenue, all.get(y.year) ?? 0), patents: y.patents }));
    },
  },
  getReturneesVO: {
    source: 'people',
    columns: [
      ['year', '年份'],
      ['returnees', '留学回国人员', '人'],
      ['highTechReturnees', '其中在高新技术企业', '人'],
      ['share', '占在职人才比重', '%'],
    ],
    rows: ({ snap, scope }) => {
      const ht = new Map(annualByYear(snap, scope, (c) => c.highTech).map((y) => [y.year, y.returnees]));
      return annualByYear(snap, scope).map((y) => ({ year: y.year, returnees: y.returnees, highTechReturnees: ht.get(y.year) ?? 0, share: pct(y.returnees, scopeTotals(snap, scope, y.year).talentCount) }));
    },
  },
  getStreetRankVO: {
    source: 'people',
    columns: (snap) => [
      ['rank', '排名'],
      ['streetName', '街道'],
      ['composite', `人才指数（${snap.baseYear}年=100）`],
      ['talentCount', '在职人才数', '人'],
      ['enterpriseCount', '企业数', '家'],
    ],
    rows: ({ snap }) =>
      [...streetFigures(snap)]
        .sort((a, b) => (b.talentIndex ?? -1) - (a.talentIndex ?? -1))
        .map((s, i) => ({ rank: i + 1, streetName: s.streetName, composite: s.talentIndex, talentCount: s.talentCount, enterpriseCount: s.enterpriseCount })),
  },
  getIndustryRankVO: {
    source: 'people',
    columns: (snap) => [
      ['rank', '排名'],
      ['industryName', '行业门类'],
      ['composite', `人才指数（${snap.baseYear}年=100）`],
      ['talentCount', '在职人才数', '人'],
    ],
    rows: ({ snap }) => {
      const talent = new Map<string, number>();
      for (const e of snap.enterprises) talent.set(e.industryCode, (talent.get(e.industryCode) ?? 0) + e.talentCount);
      return snap.industries
        .filter((i) => (talent.get(i.code) ?? 0) > 0)
        .map((i) => ({ industryName: i.name, composite: latestComposite(snap, { industryCode: i.code }), talentCount: talent.get(i.code) ?? 0 }))
        .sort((a, b) => (b.composite ?? -1) - (a.composite ?? -1))
        .map((r, i) => ({ rank: i + 1, ...r }));
    },
  },
  getRdInputVO: {
    source: 'people',
    columns: [
      ['year', '年份'],
      ['rdInput', '研发投入', '万元'],
      ['revenue', '营业收入', '万元'],
      ['intensity', '研发强度', '%'],
      ['rdEnterprises', '有研发投入的企业', '家'],
    ],
    rows: ({ snap, scope }) => annualByYear(snap, scope).map((y) => ({ year: y.year, rdInput: r2(y.rdInput), revenue: r2(y.revenue), intensity: pct(y.rdInput, y.revenue), rdEnterprises: y.rdEnterprises })),
  },
  getSpecialFundVO: {
    source: 'people',
    columns: [
      ['year', '年份'],
      ['specialFund', '人才专项资金', '万元'],
      ['fundedEnterprises', '获资助企业', '家'],
      ['perTalent', '人均', '元/人'],
    ],
    rows: ({ snap, scope }) =>
      annualByYear(snap, scope).map((y) => {
        const talent = scopeTotals(snap, scope, y.year).talentCount;
        return { year: y.year, specialFund: r2(y.specialFund), fundedEnterprises: y.fundedEnterprises, perTalent: talent > 0 ? r2((y.specialFund * 10_000) / talent) : null };
      }),
  },
  getTalentOutputVO: {
    source: 'people',
    columns: [
      ['year', '年份'],
      ['patents', '发明专利授权', '件'],
      ['revenuePerTalent', '人均营业收入', '万元/人'],
      ['taxPerTalent', '人均纳税', '万元/人'],
      ['patentsPer10k', '每万名人才发明专利', '件'],
    ],
    rows: ({ snap, scope }) =>
      annualByYear(snap, scope).map((y) => {
        const talent = scopeTotals(snap, scope, y.year).talentCount;
        const per = (v: number) => (talent > 0 ? r2(v / talent) : null);
        return { year: y.year, patents: y.patents, revenuePerTalent: per(y.revenue), taxPerTalent: per(y.tax), patentsPer10k: talent > 0 ? r2((y.patents * 10_000) / talent) : null };
      }),
  },
  getEducationVO: {
    source: 'people',
    columns: [
      ['education', '最高学历'],
      ['count', '在职人数', '人'],
      ['share', '占比', '%'],
    ],
    rows: ({ snap, scope }) => {
      const employed = staffIn(snap, scope).filter((c) => c.leftYear === null);
      const total = employed.reduce((s, c) => s + c.n, 0);
      return EDUCATION_LEVELS.map((education) => {
        const n = employed.filter((c) => c.education === education).reduce((s, c) => s + c.n, 0);
        return { education, count: n, share: pct(n, total) };
      });
    },
  },
  getTalentLifeVO: {
    source: 'people',
    columns: [
      ['band', '年龄段'],
      ['male', '男', '人'],
      ['female', '女', '人'],
      ['total', '合计', '人'],
      ['share', '占比', '%'],
    ],
    rows: ({ snap, scope }) => {
      const cells = snap.peopleCells.filter(inScope(scope));
      const total = cells.reduce((s, c) => s + c.n, 0);
      return AGE_BANDS.map(([, label], band) => {
        const male = cells.filter((c) => c.band === band && c.male).reduce((s, c) => s + c.n, 0);
        const female = cells.filter((c) => c.band === band && !c.male).reduce((s, c) => s + c.n, 0);
        return { band: label, male, female, total: male + female, share: pct(male + female, total) };
      });
    },
  },
  getSalaryVO: {
    source: 'content',
    columns: [
      ['industryName', '行业门类'],
      ['posts', '在招岗位', '个'],
      ['headcount', '招聘人数', '人'],
      ['salaryMin', '平均月薪下限', '元/月'],
      ['salaryMax', '平均月薪上限', '元/月'],
    ],
    rows: async ({ db, snap, scope }) => {
      const rows = await db
        .select({
          industryCode: enterprise.industryCode,
          posts: count(),
          headcount: sql<number>`sum(${demand.headcount})::int`,
          salaryMin: sql<number>`round(avg(${demand.salaryMin}))::int`,
          salaryMax: sql<number>`round(avg(${demand.salaryMax}))::int`,
        })
        .from(demand)
        .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
        .where(and(eq(demand.status, 'on'), demandScope(scope)))
        .groupBy(enterprise.industryCode)
        .orderBy(asc(enterprise.industryCode));
      const n = nameLookup(snap);
      return rows.map(({ industryCode, ...r }) => ({ industryName: n.industry.get(industryCode) ?? industryCode, ...r }));
    },
  },
  getDemandEducationVO: {
    source: 'content',
    columns: [
      ['education', '学历要求'],
      ['posts', '在招岗位', '个'],
      ['headcount', '招聘人数', '人'],
      ['salaryMid', '平均月薪（上下限中值）', '元/月'],
    ],
    rows: async ({ db, scope }) => {
      const rows = await db
        .select({ education: demand.education, posts: count(), headcount: sql<number>`sum(${demand.headcount})::int`, salaryMid: sql<number>`round(avg((${demand.salaryMin} + ${demand.salaryMax}) / 2.0))::int` })
        .from(demand)
        .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
        .where(and(eq(demand.status, 'on'), demandScope(scope)))
        .groupBy(demand.education);
      const order = [...EDUCATION_LEVELS, '不限'] as string[];
      return rows.sort((a, b) => order.indexOf(a.education) - order.indexOf(b.education));
    },
  },
  getBusinessEnvVO: {
    source: 'people',
    columns: [
      ['year', '年份'],
      ['founded', '新设立企业', '家'],
      ['highTechFounded', '其中高新技术企业', '家'],
      ['cumulative', '年末企业总数', '家'],
    ],
    rows: ({ snap, scope }) => {
      const ents = snap.enterprises.filter(inScope(scope));
      const last = ents.reduce((y, e) => Math.max(y, e.foundedYear), 0);
      return Array.from({ length: 10 }, (_, i) => last - 9 + i).map((year) => ({
        year,
        founded: ents.filter((e) => e.foundedYear === year).length,
        highTechFounded: ents.filter((e) => e.foundedYear === year && e.highTech).length,
        cumulative: ents.filter((e) => e.foundedYear <= year).length,
      }));
    },
  },
  getEmploymentVO: {
    source: 'people',
    columns: (snap) => {
      const y = latestEntryYear(snap);
      return [
        ['streetName', '街道'],
        ['employed', '在职人数', '人'],
        ['hires', `${y}年入职`, '人'],
        ['departures', `${y}年离职`, '人'],
        ['degreeEmployed', '在职本科及以上', '人'],
      ];
    },
    rows: ({ snap, scope }) => {
      const y = latestEntryYear(snap);
      const cells = staffIn(snap, scope);
      return snap.streets
        .filter((s) => !scope.streetCode || s.code === scope.streetCode)
        .map((s) => {
          const mine = cells.filter((c) => c.streetCode === s.code);
          const sum = (f: (c: (typeof mine)[number]) => boolean) => mine.filter(f).reduce((a, c) => a + c.n, 0);
          return { streetName: s.name, employed: sum((c) => c.leftYear === null), hires: sum((c) => c.entryYear === y), departures: sum((c) => c.leftYear === y), degreeEmployed: sum((c) => c.leftYear === null && degree(c.education)) };
        });
    },
  },
  getTopTalentDistVO: {
    source: 'people',
    columns: [
      ['streetName', '街道'],
      ['doctors', '博士', '人'],
      ['masters', '硕士', '人'],
      ['top', '高端人才合计', '人'],
      ['share', '占街道人才比重', '%'],
    ],
    rows: ({ snap, scope }) => {
      const cells = staffIn(snap, scope);
      return snap.streets
        .filter((s) => !scope.streetCode || s.code === scope.streetCode)
        .map((s) => {
          const mine = cells.filter((c) => c.streetCode === s.code);
          const of = (edu: string) => mine.filter((c) => c.education === edu).reduce((a, c) => a + c.n, 0);
          const [doctors, masters] = [of('博士研究生'), of('硕士研究生')];
          return { streetName: s.name, doctors, masters, top: doctors + masters, share: pct(doctors + masters, mine.reduce((a, c) => a + c.n, 0)) };
        });
    },
  },
  getEnterpriseScaleVO: {
    source: 'people',
    columns: [
      ['band', '在职人数'],
      ['enterprises', '企业数', '家'],
      ['talentCount', '人才数', '人'],
      ['share', '企业占比', '%'],
    ],
    rows: ({ snap, scope }) => {
      const ents = snap.enterprises.filter(inScope(scope));
      const bandOf = (n: number) => SIZE_BANDS.reduce((b, [from], i) => (n >= from ? i : b), 0);
      return SIZE_BANDS.map(([, label], i) => {
        const mine = ents.filter((e) => bandOf(e.talentCount) === i);
        return { band: label, enterprises: mine.length, talentCount: mine.reduce((a, e) => a + e.talentCount, 0), share: pct(mine.length, ents.length) };
      });
    },
  },
  getRouters: {
    source: 'live',
    columns: [
      ['path', '页面'],
      ['title', '名称'],
      ['groupName', '分组'],
    ],
    rows: ({ db }) => db.select({ path: boardRouter.path, title: boardRouter.title, groupName: boardRouter.groupName }).from(boardRouter).where(eq(boardRouter.enabled, true)).orderBy(asc(boardRouter.sort)),
  },
  getNoticeConfig: {
    source: 'live',
    columns: [['content', '滚动通知']],
    rows: ({ db }) => db.select({ content: boardNotice.content }).from(boardNotice).where(eq(boardNotice.enabled, true)).orderBy(asc(boardNotice.sort), asc(boardNotice.id)),
  },
  getDistrictEconInd: {
    source: 'people',
    columns: (snap) => [
      ['indicator', '指标'],
      ['unit', '单位'],
      ['latest', `${snap.latestYear}年`],
      ['previous', `${snap.latestYear - 1}年`],
      ['growth', '增长', '%'],
    ],
    rows: ({ snap, scope }) => {
      const years = annualByYear(snap, scope);
      const [now, before] = [years.find((y) => y.year === snap.latestYear), years.find((y) => y.year === snap.latestYear - 1)];
      return (Object.keys(INDICATOR_NAMES) as (keyof typeof INDICATOR_NAMES)[]).map((k) => {
        const [a, b] = [now?.[k] ?? 0, before?.[k] ?? 0];
        return { indicator: INDICATOR_NAMES[k][0], unit: INDICATOR_NAMES[k][1], latest: r2(a), previous: r2(b), growth: b > 0 ? round2((100 * (a - b)) / b) : null };
      });
    },
  },
  getStrengthRank: {
    source: 'people',
    columns: (snap) => [
      ['rank', '排名'],
      ['name', '企业'],
      ['streetName', '街道'],
      ['industryName', '行业门类'],
      ['revenue', `${snap.latestYear}年营业收入`, '万元'],
      ['talentCount', '在职人才', '人'],
    ],
    rows: ({ snap, scope }) => {
      const n = nameLookup(snap);
      return snap.enterprises
        .filter((e) => e.latestYear === snap.latestYear && inScope(scope)(e))
        .sort((a, b) => (b.latestRevenue ?? 0) - (a.latestRevenue ?? 0) || a.id - b.id)
        .slice(0, 20)
        .map((e, i) => ({ rank: i + 1, name: e.name, streetName: n.street.get(e.streetCode) ?? '', industryName: n.industry.get(e.industryCode) ?? '', revenue: r2(e.latestRevenue ?? 0), talentCount: e.talentCount }));
    },
  },
  getTalentsIndex: {
    source: 'people',
    columns: (snap) => [
      ['code', '代码'],
      ['name', '指数'],
      ['weight', '权重'],
      ['value', `${snap.latestYear}年（${snap.baseYear}年=100）`],
      ['previous', `${snap.latestYear - 1}年`],
      ['change', '变化'],
    ],
    rows: ({ snap, scope }) => {
      const series = scopeSeries(snap, scope);
      const [now, before] = [series[series.length - 1], series[series.length - 2]];
      const row = (code: string, name: string, weight: number | null, a: number | null | undefined, b: number | null | undefined) => ({
        code,
        name,
        weight,
        value: round2(a ?? null),
        previous: round2(b ?? null),
        change: a != null && b != null ? round2(a - b) : null,
      });
      return [
        row('composite', '综合人才指数', null, now?.composite, before?.composite),
        ...(now?.subIndices ?? []).map((s) => row(s.code, s.name, s.weight, s.value, before?.subIndices.find((x) => x.code === s.code)?.value)),
      ];
    },
  },
  getEcoAndInputAndOutput: {
    source: 'people',
    columns: (snap) => [
      ['year', '年份'],
      ['economy', snap.weights.find((w) => w.code === 'economy')?.name ?? '产业经济指数'],
      ['input', snap.weights.find((w) => w.code === 'input')?.name ?? '人才投入指数'],
      ['output', snap.weights.find((w) => w.code === 'output')?.name ?? '人才产出指数'],
      ['composite', '综合人才指数'],
    ],
    rows: ({ snap, scope }) =>
      scopeSeries(snap, scope).map((y) => {
        const of = (code: string) => round2(y.subIndices.find((s) => s.code === code)?.value ?? null);
        return { year: y.year, economy: of('economy'), input: of('input'), output: of('output'), composite: round2(y.composite) };
      }),
  },
  summryPolicy: {
    source: 'content',
    columns: [
      ['deptName', '发布部门'],
      ['policies', '已发布政策', '件'],
      ['explains', '已发布解读', '件'],
      ['views', '浏览次数', '次'],
    ],
    rows: async ({ db }) => {
      const rows = await db
        .select({
          deptName: notice.deptName,
          policies: sql<number>`(count(*) filter (where ${notice.category} = 'policy'))::int`,
          explains: sql<number>`(count(*) filter (where ${notice.category} = 'explain'))::int`,
          views: sql<number>`sum(${notice.viewCount})::int`,
        })
        .from(notice)
        .where(and(eq(notice.status, 'published'), inArray(notice.category, ['policy', 'explain'])))
        .groupBy(notice.deptName);
      return rows.sort((a, b) => b.policies - a.policies || a.deptName.localeCompare(b.deptName, 'zh-CN'));
    },
  },
  summryNotice: {
    source: 'content',
    columns: [
      ['month', '月份'],
      ['published', '发布通知公告', '件'],
      ['views', '浏览次数', '次'],
    ],
    rows: async ({ db }) => {
      const month = sql<string>`to_char(${notice.publishTime} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
      const rows = await db
        .select({ month, published: sql<number>`count(*)::int`, views: sql<number>`sum(${notice.viewCount})::int` })
        .from(notice)
        .where(and(eq(notice.status, 'published'), eq(notice.category, 'notice')))
        .groupBy(month)
        .orderBy(desc(month))
        .limit(12);
      return rows.reverse();
    },
  },
  summryEnt: {
    source: 'people',
    columns: (snap) => [
      ['streetName', '街道'],
      ['enterpriseCount', '企业数', '家'],
      ['filled', `已填报${snap.latestYear}年数据`, '家'],
      ['fillRate', '填报率', '%'],
      ['talentCount', '在职人才', '人'],
    ],
    rows: ({ snap }) =>
      perStreet(snap, {}).map(({ street: s, enterprises }) => {
        const filled = enterprises.filter((e) => e.latestYear === snap.latestYear).length;
        return { streetName: s.name, enterpriseCount: enterprises.length, filled, fillRate: pct(filled, enterprises.length), talentCount: enterprises.reduce((a, e) => a + e.talentCount, 0) };
      }),
  },
  summryReport: {
    source: 'content',
    columns: [
      ['category', '类别'],
      ['published', '已发布', '件'],
      ['views', '浏览次数', '次'],
      ['latest', '最近发布'],
    ],
    rows: async ({ db }) => {
      const rows = await db
        .select({
          category: notice.category,
          published: sql<number>`count(*)::int`,
          views: sql<number>`coalesce(sum(${notice.viewCount}), 0)::int`,
          latest: sql<string | null>`to_char(max(${notice.publishTime}) at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`,
        })
        .from(notice)
        .where(and(eq(notice.status, 'published'), inArray(notice.category, ['report', 'data'])))
        .groupBy(notice.category);
      return (['report', 'data'] as const).map((k) => {
        const r = rows.find((x) => x.category === k);
        return { category: CONTENT_KIND_LABELS[k], published: r?.published ?? 0, views: r?.views ?? 0, latest: r?.latest ?? null };
      });
    },
  },
  summryDemand: {
    source: 'content',
    columns: [
      ['status', '状态'],
      ['demands', '招聘需求', '条'],
      ['headcount', '招聘人数', '人'],
    ],
    rows: async ({ db }) => {
      const rows = await db.select({ status: demand.status, demands: count(), headcount: sql<number>`sum(${demand.headcount})::int` }).from(demand).groupBy(demand.status);
      return DEMAND_STATUSES.map((s) => {
        const r = rows.find((x) => x.status === s);
        return { status: DEMAND_STATUS_LABELS[s], demands: r?.demands ?? 0, headcount: r?.headcount ?? 0 };
      });
    },
  },
  summryHome: {
    source: 'content',
    columns: [
      ['indicator', '指标'],
      ['value', '数值'],
      ['unit', '单位'],
    ],
    rows: async ({ db, snap }) => {
      const [[content], [demands]] = await Promise.all([
        db
          .select({
            notices: sql<number>`(count(*) filter (where ${notice.category} = 'notice'))::int`,
            policies: sql<number>`(count(*) filter (where ${notice.category} = 'policy'))::int`,
            reports: sql<number>`(count(*) filter (where ${notice.category} = 'report'))::int`,
          })
          .from(notice)
          .where(eq(notice.status, 'published')),
        db.select({ n: count(), headcount: sql<number>`coalesce(sum(${demand.headcount}), 0)::int` }).from(demand).where(eq(demand.status, 'on')),
      ]);
      const talent = snap.enterprises.reduce((a, e) => a + e.talentCount, 0);
      return [
        { indicator: '企业', value: snap.enterprises.length, unit: '家' },
        { indicator: '在职人才', value: talent, unit: '人' },
        { indicator: '本科及以上人才', value: snap.enterprises.reduce((a, e) => a + e.degreeCount, 0), unit: '人' },
        { indicator: '高新技术企业', value: snap.enterprises.filter((e) => e.highTech).length, unit: '家' },
        { indicator: '在招岗位', value: demands?.n ?? 0, unit: '个' },
        { indicator: '招聘人数', value: demands?.headcount ?? 0, unit: '人' },
        { indicator: '已发布通知公告', value: content?.notices ?? 0, unit: '件' },
        { indicator: '已发布政策', value: content?.policies ?? 0, unit: '件' },
        { indicator: '已发布人才报告', value: content?.reports ?? 0, unit: '件' },
      ];
    },
  },
  policySummary: {
    source: 'content',
    columns: [['category', '类别'], ...NOTICE_STATUSES.map((s): Column => [s, { draft: '草稿', pending: '待审核', approved: '待发布', rejected: '已驳回', published: '已发布' }[s], '件']), ['total', '合计', '件']],
    rows: async ({ db }) => {
      const rows = await db.select({ category: notice.category, status: notice.status, n: count() }).from(notice).groupBy(notice.category, notice.status);
      return CONTENT_KINDS.map((k) => {
        const mine = rows.filter((r) => r.category === k);
        return { category: CONTENT_KIND_LABELS[k], ...Object.fromEntries(NOTICE_STATUSES.map((s) => [s, mine.find((r) => r.status === s)?.n ?? 0])), total: mine.reduce((a, r) => a + r.n, 0) };
      });
    },
  },
  yhbyGetData: {
    source: 'people',
    columns: [
      ['streetName', '街道'],
      ['year', '评定年度'],
      ['AAA', 'AAA级', '家'],
      ['AA', 'AA级', '家'],
      ['A', 'A级', '家'],
      ['total', '合计', '家'],
    ],
    rows: async ({ db }) => {
      const [latest] = await db.select({ y: sql<number | null>`max(${harmonyEnterprise.year})` }).from(harmonyEnterprise);
      const year = latest?.y ?? null;
      if (year === null) return [];
      const rows = await db
        .select({ streetCode: street.code, streetName: street.name, level: harmonyEnterprise.level, n: count() })
        .from(harmonyEnterprise)
        .innerJoin(enterprise, eq(enterprise.creditCode, harmonyEnterprise.creditCode))
        .innerJoin(street, eq(street.code, enterprise.streetCode))
        .where(eq(harmonyEnterprise.year, year))
        .groupBy(street.code, street.name, harmonyEnterprise.level)
        .orderBy(asc(street.code));
      const streets = [...new Map(rows.map((r) => [r.streetCode, r.streetName]))];
      return streets.map(([code, streetName]) => {
        const of = (level: string) => rows.find((r) => r.streetCode === code && r.level === level)?.n ?? 0;
        return { streetName, year, AAA: of('AAA'), AA: of('AA'), A: of('A'), total: of('AAA') + of('AA') + of('A') };
      });
    },
  },
};

const contentMemos = new WeakMap<Db, { key: string; results: Map<string, Promise<BoardTable>> }>();

/**
 * A module's table for a scope: `people` modules are computed once per data version of the
 * snapshot, `content` modules once per version of both enterprise data and content, `live`
 * modules on every call.
 */
export async function moduleTable(db: Db, name: BoardModuleName, scope: Scope): Promise<BoardTable> {
  const def = MODULES[name];
  const snap = await boardSnapshot(db);
  const build = async (): Promise<BoardTable> => {
    const columns = typeof def.columns === 'function' ? def.columns(snap) : def.columns;
    return {
      title: BOARD_MODULES[name].summary.split('：')[0]!,
      columns: columns.map(([key, label, unit = '']) => ({ key, label, unit })),
      rows: await def.rows({ db, snap, scope }),
    };
  };
  const key = `module|${name}|${scope.streetCode ?? ''}|${scope.industryCode ?? ''}`;
  if (def.source === 'live') return build();
  if (def.source === 'people') return memo(snap, key, build);
  const version = `${snap.version}|${await dataVersion(db, 2)}`;
  let m = contentMemos.get(db);
  if (!m || m.key !== version) contentMemos.set(db, (m = { key: version, results: new Map() }));
  const hit = m.results.get(key);
  if (hit) return hit;
  const p = markStable(build());
  m.results.set(key, p);
  p.catch(() => m.results.delete(key));
  return p;
}

/** A module's table as an export sheet: header labels (unit in brackets) and rows of cells. */
export function tableSheet(t: BoardTable): { header: string[]; rows: Cell[][] } {
  return { header: t.columns.map((c) => (c.unit ? `${c.label}（${c.unit}）` : c.label)), rows: t.rows.map((r) => t.columns.map((c) => r[c.key] ?? null)) };
}
