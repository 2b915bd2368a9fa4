import type { Faker } from '@faker-js/faker';
import { boardPagesIn, PRIVATE_VOCATIONAL_TRAINING } from '@portal/api';
import { idCardCheckChar } from '@portal/validators';
import { asc, count, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { boardNotice, boardRouter, enterpriseAnnual, enterpriseProfile, indexWeight } from '../modules/dashboard/tables';
import { harmonyEnterprise } from '../modules/laborRelation/tables';
import { DEFAULT_WEIGHTS } from '../modules/dashboard/talentIndex';
import { enterprise, staff, street, trainingAnnual } from '../modules/enterprise/tables';
import { sysConfig } from '../modules/system/tables';
import { insertChunked, REFERENCE_TIME } from './common';

/** Years of annual enterprise figures; the first is the talent index's base year. */
export const ANNUAL_YEARS = [2021, 2022, 2023, 2024, 2025] as const;

/**
 * The enterprises that have not filled the last of {@link ANNUAL_YEARS} yet (the year being
 * collected, docs/collection-summary.md): about 1 in 12, enterprise 1 (ent_demo) among them, and
 * 1 in 3 training institutions (the one of ent_training among them), so the data-collection
 * summary has enterprises to remind.
 */
export const fillsLastYearLate = (id: number, training: boolean): boolean => (training ? id % 3 === 2 : id % 12 === 1);

/** Sections whose enterprises are often high-tech (制造业, 信息技术, 科研). */
const TECH_SECTIONS = new Set(['C', 'I', 'M']);
/** Revenue (万元) from which an enterprise is "on the four" (四上): industry 2000, trade and catering 500, others 1000. */
const ON_THE_FOUR_REVENUE: Record<string, number> = { B: 2000, C: 2000, D: 2000, F: 500, H: 500 };

type Ring = number[][];

/** Ray casting: whether [lng, lat] lies inside the closed ring. */
export function insideRing([x, y]: [number, number], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A random point inside a ring (rejection sampling in its bounding box). */
function pointIn(ring: Ring, f: Faker): [number, number] {
  const xs = ring.map((p) => p[0]!);
  const ys = ring.map((p) => p[1]!);
  const [w, e, s, n] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  for (;;) {
    const p: [number, number] = [f.number.float({ min: w, max: e }), f.number.float({ min: s, max: n })];
    if (insideRing(p, ring)) return p;
  }
}

/** Places of household registration in the Greater Bay Area outside Guangzhou, Shenzhen, Foshan, Dongguan (GB/T 2260; 81 and 82 are the codes of Hong Kong and Macao residence permits). */
const GBA_ORIGINS = ['440402', '441302', '442000', '440703', '441202', '810000', '820000'];

/** A staff member registered in `origin` (identity number GB 11643-1999), with a master's or bachelor's degree. */
function incomingStaff(enterpriseId: number, origin: string, f: Faker): typeof staff.$inferInsert {
  const male = f.datatype.boolean();
  const birth = `${f.number.int({ min: 1975, max: 2000 })}${String(f.number.int({ min: 1, max: 12 })).padStart(2, '0')}${String(f.number.int({ min: 1, max: 28 })).padStart(2, '0')}`;
  const body = origin + birth + String(f.number.int({ min: 0, max: 49 }) * 10 + f.number.int({ min: 0, max: 4 }) * 2 + (male ? 1 : 0)).padStart(3, '0');
  return {
    enterpriseId,
    name: f.person.lastName() + f.person.firstName(male ? 'male' : 'female'),
    idCard: body + idCardCheckChar(body),
    education: f.helpers.arrayElement(['硕士研究生', '大学本科']),
    phone: `1${f.helpers.arrayElement(['3', '5', '8'])}${f.string.numeric(9)}`,
    entryDate: new Date(REFERENCE_TIME - f.number.int({ min: 30, max: 1800 }) * 86_400_000).toISOString().slice(0, 10),
  };
}

/**
 * Adds what the dashboards' indicators need to the demo district (docs/talent-index.md): per
 * enterprise a profile (high-tech and "on the four" flags, a point inside its street) and annual
 * figures for {@link ANNUAL_YEARS} from its founding year on; a few staff from the Greater Bay
 * Area's other cities, Hong Kong and Macao; the index weights and base year. Deterministic for
 * the same Faker state.
 */
export async function seedDashboard(tx: Db, f: Faker): Promise<void> {
  const streets = await tx.select({ code: street.code, geometry: street.geometry }).from(street);
  const rings = new Map(streets.map((s) => [s.code, (s.geometry as { coordinates: Ring[] }).coordinates[0]!]));
  const ents = await tx.select({ id: enterprise.id, name: enterprise.name, creditCode: enterprise.creditCode, streetCode: enterprise.streetCode, industryCode: enterprise.industryCode, foundedOn: enterprise.foundedOn }).from(enterprise).orderBy(asc(enterprise.id));
  const heads = new Map((await tx.select({ id: staff.enterpriseId, n: count() }).from(staff).groupBy(staff.enterpriseId)).map((r) => [r.id, r.n]));

  const profiles: (typeof enterpriseProfile.$inferInsert)[] = [];
  const annual: (typeof enterpriseAnnual.$inferInsert)[] = [];
  const extraStaff: (typeof staff.$inferInsert)[] = [];
  const harmony: (typeof harmonyEnterprise.$inferInsert)[] = [];
  const last = ANNUAL_YEARS[ANNUAL_YEARS.length - 1]!;
  for (const e of ents) {
    const people = heads.get(e.id) ?? 1;
    const highTech = f.number.float({ min: 0, max: 1 }) < (TECH_SECTIONS.has(e.industryCode) ? 0.3 : 0.03);
    const revenueLast = people * f.number.float({ min: 20, max: highTech ? 160 : 90 });
    const growth = f.number.float({ min: -0.02, max: highTech ? 0.18 : 0.1 });
    const [lng, lat] = pointIn(rings.get(e.streetCode)!, f);
    profiles.push({ enterpriseId: e.id, highTech, onTheFour: revenueLast >= (ON_THE_FOUR_REVENUE[e.industryCode] ?? 1000), lng, lat });
    const founded = Number(e.foundedOn.slice(0, 4));
    for (const year of ANNUAL_YEARS) {
      if (year < founded) continue;
      const revenue = revenueLast / (1 + growth) ** (last - year);
      const demand = f.number.int({ min: 0, max: Math.max(1, Math.round(people / 3)) });
      annual.push({
        enterpriseId: e.id,
        year,
        revenue: Math.round(revenue * 100) / 100,
        tax: Math.round(revenue * f.number.float({ min: 0.03, max: 0.08 }) * 100) / 100,
        rdInput: Math.round(revenue * f.number.float(highTech ? { min: 0.04, max: 0.09 } : { min: 0.003, max: 0.02 }) * 100) / 100,
        talentInput: Math.round(people * f.number.float({ min: 0.2, max: 1.5 }) * 100) / 100,
        specialFund: highTech || f.number.float({ min: 0, max: 1 }) < 0.1 ? f.number.int({ min: 5, max: 60 }) : 0,
        patents: highTech ? f.number.int({ min: 0, max: 4 + (year - ANNUAL_YEARS[0]) * 2 }) : f.number.int({ min: 0, max: 100 }) < 8 ? 1 : 0,
        demand,
        filled: Math.round(demand * f.number.float({ min: 0.45, max: 0.95 })),
        // derived without drawing from Faker, so the rest of the demo data stays as it was
        returnees: highTech ? Math.round(people * 0.04 * (1 + (year - ANNUAL_YEARS[0]) * 0.15)) : e.id % 9 === 0 ? 1 : 0,
      });
    }
    // about 1 in 23 enterprises rated for harmonious labour relations in the last two years (no Faker draw)
    if (e.id % 23 === 0) for (const year of ANNUAL_YEARS.slice(-2)) harmony.push({ entName: e.name, creditCode: e.creditCode, year, level: ['A', 'AA', 'AAA'][(e.id / 23 + year) % 3]! });
    if (f.number.int({ min: 0, max: 99 }) < 12) extraStaff.push(incomingStaff(e.id, f.helpers.arrayElement(GBA_ORIGINS), f));
  }
  await insertChunked(tx, enterpriseProfile, profiles);
  // drawn for every enterprise above, then left out, so the rest of the demo data stays as it was
  await insertChunked(
    tx,
    enterpriseAnnual,
    annual.filter((a) => !(a.year === last && fillsLastYearLate(a.enterpriseId, false))),
  );
  await insertChunked(tx, staff, extraStaff);
  await insertChunked(tx, harmonyEnterprise, harmony);
  await tx.insert(indexWeight).values(DEFAULT_WEIGHTS);
  await tx.insert(sysConfig).values({ key: 'talentIndex.baseYear', value: String(ANNUAL_YEARS[0]) });
  // the page directory: the pages BOARD_PAGES offers there, in its order
  await tx.insert(boardRouter).values(boardPagesIn('directory').map(({ path, title, group }, sort) => ({ path, title, groupName: group, sort })));
  await tx.insert(boardNotice).values(BOARD_NOTICES.map((content, sort) => ({ content, sort })));
  await seedTrainingAnnual(tx, heads);
}

/**
 * The private vocational training institutions' annual data (/entdataSchool) for
 * {@link ANNUAL_YEARS} from each one's founding year on, but the last year for those of
 * {@link fillsLastYearLate}: trainees about 30 a year per staff member, growing 6% a year, most
 * certified, half employed after training. Derived from the institution's id and staff count
 * (no Faker draw), so the rest of the demo data stays as it was.
 */
async function seedTrainingAnnual(tx: Db, heads: Map<number, number>): Promise<void> {
  const institutions = await tx
    .select({ id: enterprise.id, foundedOn: enterprise.foundedOn })
    .from(enterprise)
    .where(sql`${PRIVATE_VOCATIONAL_TRAINING} = any(string_to_array(replace(${enterprise.enterpriseType}, ' ', ''), ','))`);
  const last = ANNUAL_YEARS[ANNUAL_YEARS.length - 1]!;
  const rows = institutions.flatMap(({ id, foundedOn }) => {
    const people = heads.get(id) ?? 1;
    return ANNUAL_YEARS.filter((year) => year >= Number(foundedOn.slice(0, 4)) && !(year === last && fillsLastYearLate(id, true))).map((year) => {
      const trainees = Math.round(people * (25 + (id % 11)) * 1.06 ** (year - last));
      return {
        enterpriseId: id,
        year,
        trainees,
        certified: Math.round(trainees * (0.7 + (id % 5) * 0.04)),
        employed: Math.round(trainees * (0.45 + (id % 4) * 0.05)),
        teachers: Math.max(2, Math.round(people * 0.4)),
        courses: 3 + (id % 6) + (year - ANNUAL_YEARS[0]),
        trainingRevenue: Math.round(trainees * (0.12 + (id % 3) * 0.02) * 100) / 100,
      };
    });
  });
  await insertChunked(tx, trainingAnnual, rows);
}

/** Lines the bigscreen scrolls (demo texts). */
const BOARD_NOTICES = [
  '本大屏数据来自企业数据采集与在职人员登记，每次数据变化后自动更新。',
  '人才指数以基期年为100，按分指数与指标权重加权计算，权重可在指数配置中调整。',
  '街道边界为演示几何数据，正式部署时由区规划部门提供。',
];
