import { Faker, base, zh_CN } from '@faker-js/faker';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { DEPT_DATA_TRANSITIONS, DEPT_MODULES, TALENT_TIERS, deptModuleOf, type DeptDataAction, type DeptDataStatus, type EntRecognitionCategory } from '@portal/api';
import type { Db } from '../db/open';
import { appUser } from '../modules/account/tables';
import { enterpriseProfile } from '../modules/dashboard/tables';
import { deptModuleEvent, deptModuleYear, entRecognition, talentRoster } from '../modules/deptData/tables';
import { enterprise } from '../modules/enterprise/tables';
import { REFERENCE_TIME, daysAgo, demoIdCard, insertChunked } from './common';

/** The demo account of each module's department (README: demo accounts). */
const FILLERS: Record<string, string> = {
  difficultEmp: 'staff_jyzx',
  empEnv: 'staff_visual',
  socialSecurity: 'staff_multi',
  special: 'staff_zjk',
  tec: 'staff_kjj',
  ipo: 'staff_zscqj',
  talents: 'staff_rcjt',
  businessEnv: 'staff_yshj',
  enrol: 'staff_migrant',
  synthesize: 'staff_zhsj',
  incubator: 'staff_zhsj',
  pillarIndustry: 'staff_zhsj',
  highLevel: 'staff_rcjl',
};

/** The years the demo ships confirmed for every module (from the talent index's base year on). */
export const CONFIRMED_YEARS = [2021, 2022, 2023, 2024] as const;

/**
 * A module field's demo value in `year`: its template example (the latest confirmed year's order
 * of magnitude), 6% less for every year before 2024, whole for counts, two decimals otherwise.
 */
function demoValue(example: string, year: number, whole: boolean): number {
  const v = Number(example) / 1.06 ** (2024 - year);
  return whole ? Math.round(v) : Math.round(v * 100) / 100;
}

/**
 * The department data modules' demo figures (issue 13, docs/data-collection.md): every module
 * confirmed for 2021–2024 by the reviewer staff_sjsh (so the talent index's department
 * indicators have their base year), and for the year being collected (2025) a few modules in each
 * state of the review: 就业困难人员 a draft, 就业创业环境 submitted, 知识产权 returned with a reason;
 * the others (科技创新 among them) not yet filled. Each change is in the timeline.
 */
export async function seedDeptData(db: Db): Promise<void> {
  const users = new Map((await db.select({ id: appUser.id, username: appUser.username }).from(appUser).where(inArray(appUser.username, ['staff_sjsh', ...Object.values(FILLERS)]))).map((u) => [u.username, u.id]));
  const reviewer = users.get('staff_sjsh') ?? null;
  const filler = (module: string) => users.get(FILLERS[module] ?? '') ?? null;
  const at = (year: number, month: number) => new Date(Date.UTC(year + 1, month, 10, 2));
  const rows: (typeof deptModuleYear.$inferInsert)[] = [];
  const events: (typeof deptModuleEvent.$inferInsert)[] = [];
  const event = (module: string, year: number, action: DeptDataAction, from: DeptDataStatus, to: DeptDataStatus, when: Date, note = '') =>
    events.push({ module, year, userId: DEPT_DATA_TRANSITIONS[action].by === 'reviewer' ? reviewer : filler(module), action, fromStatus: from, toStatus: to, note, at: when });
  for (const m of DEPT_MODULES) {
    const values = (year: number) => Object.fromEntries(Object.entries(m.fields).map(([k, f]) => [k, demoValue(f.cell.example, year, !f.unit || !['万元', '亿元', '%', '天', '万平方米', '万人'].includes(f.unit))]));
    for (const year of CONFIRMED_YEARS) {
      rows.push({ module: m.key, year, status: 'confirmed', values: values(year), version: 3, updatedBy: reviewer, updatedAt: at(year, 2), returnReason: '' });
      event(m.key, year, 'submit', 'none', 'submitted', at(year, 1));
      event(m.key, year, 'confirm', 'submitted', 'confirmed', at(year, 2));
    }
  }
  const collecting = new Date(REFERENCE_TIME).getUTCFullYear() - 1;
  const pending: [string, Exclude<DeptDataStatus, 'none'>, string][] = [
    ['difficultEmp', 'draft', ''],
    ['empEnv', 'submitted', ''],
    ['ipo', 'returned', '发明专利授权量与国家知识产权局统计公报不一致，请核对后重新提交'],
  ];
  for (const [key, status, reason] of pending) {
    const m = deptModuleOf(key)!;
    const values = Object.fromEntries(Object.entries(m.fields).map(([k, f]) => [k, Number(f.cell.example)]));
    rows.push({ module: key, year: collecting, status, values, version: status === 'draft' ? 1 : 2, updatedBy: status === 'returned' ? reviewer : filler(key), updatedAt: new Date(REFERENCE_TIME), returnReason: reason });
    event(key, collecting, status === 'draft' ? 'save' : 'submit', 'none', status === 'draft' ? 'draft' : 'submitted', new Date(REFERENCE_TIME));
    if (status === 'returned') event(key, collecting, 'return', 'submitted', 'returned', new Date(REFERENCE_TIME), reason);
  }
  await db.insert(deptModuleYear).values(rows);
  await db.insert(deptModuleEvent).values(events);
}

/** Who records each kind of recognition in the demo (the keeping department's account). */
const RECOGNISERS: Record<EntRecognitionCategory, string> = { 高新技术企业: 'staff_kjj', 知识产权优势企业: 'staff_zscqj', 专精特新中小企业: 'staff_yshj', 四上企业: 'staff_zhsj' };

/**
 * The departments' registers' demo rows (docs/data-collection.md, 部门名录): 企业认定名录 as the
 * enterprise profiles already flag them (every 高新技术企业 and 四上企业, so the sync trigger
 * changes no flag), with 知识产权优势企业 and 专精特新中小企业 for some high-tech enterprises; and 40
 * high-level talents of 人才交流中心 employed by high-tech enterprises. Deterministic: its own random
 * stream from `seed`; every date before the reference time.
 */
export async function seedDeptRegisters(db: Db, seed: number): Promise<void> {
  const f = new Faker({ locale: [zh_CN, base], seed: seed + 13 });
  const users = new Map((await db.select({ id: appUser.id, username: appUser.username }).from(appUser).where(inArray(appUser.username, [...Object.values(RECOGNISERS), 'staff_rcjl']))).map((u) => [u.username, u.id]));
  const ents = await db
    .select({ id: enterprise.id, name: enterprise.name, creditCode: enterprise.creditCode, highTech: enterpriseProfile.highTech, onTheFour: enterpriseProfile.onTheFour })
    .from(enterprise)
    .innerJoin(enterpriseProfile, eq(enterpriseProfile.enterpriseId, enterprise.id))
    .where(or(eq(enterpriseProfile.highTech, true), eq(enterpriseProfile.onTheFour, true)))
    .orderBy(asc(enterprise.id));
  const recognitions: (typeof entRecognition.$inferInsert)[] = [];
  const recognise = (e: (typeof ents)[number], category: EntRecognitionCategory, prefix: string) => {
    const recognisedOn = daysAgo(60 + ((e.id * 37) % 1400));
    const year = recognisedOn.slice(0, 4);
    recognitions.push({ userId: users.get(RECOGNISERS[category]) ?? null, creditCode: e.creditCode, entName: e.name, category, certificateNo: prefix ? `${prefix}${year}44${String(e.id).padStart(6, '0')}` : '', recognisedOn, remark: '' });
  };
  for (const e of ents) {
    if (e.highTech) recognise(e, '高新技术企业', 'GR');
    if (e.onTheFour) recognise(e, '四上企业', '');
    if (e.highTech && e.id % 5 === 0) recognise(e, '知识产权优势企业', 'ZSCQ');
    if (e.highTech && e.id % 7 === 0) recognise(e, '专精特新中小企业', 'ZJTX');
  }
  await insertChunked(db, entRecognition, recognitions);
  const employers = ents.filter((e) => e.highTech);
  const keeper = users.get('staff_rcjl') ?? null;
  await insertChunked(
    db,
    talentRoster,
    Array.from({ length: 40 }, (_, k) => {
      const employer = employers[k % employers.length]!;
      return {
        userId: keeper,
        name: f.person.lastName() + f.person.firstName(),
        idCard: demoIdCard(f, f.date.between({ from: '1965-01-01', to: '1995-12-31' }), f.datatype.boolean()),
        tier: TALENT_TIERS[k % 7 === 0 ? 0 : k % 3 === 0 ? 1 : k % 4 === 0 ? 3 : 2]!,
        speciality: f.helpers.arrayElement(['集成电路设计', '生物医药', '新能源汽车', '人工智能', '新材料', '高端装备制造', '数字创意']),
        entName: employer.name,
        creditCode: employer.creditCode,
        recognisedOn: daysAgo(30 + k * 41),
        phone: `13${f.number.int({ min: 5, max: 9 })}${f.string.numeric(8)}`,
      };
    }),
  );
}
