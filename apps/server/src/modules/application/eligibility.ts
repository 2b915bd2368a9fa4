import { sql, type SQL } from 'drizzle-orm';
import { APPLICATION_TYPE_LABELS, type ApplicationType, type EligibilityCheck } from '@portal/api';
import { ageFromIdCard, maskIdCard } from '@portal/validators';
import type { Db } from '../../db/open';
import { shanghaiDay } from '../../http/time';
import { DEGREE_LEVELS } from '../enterprise/tables';

/*
 * Eligibility checks of every application type against what the database knows (docs/applications.md
 * section 5): staff records of district enterprises give employment, degree and the months of
 * social insurance in the district; the identity number gives the age.
 */

/**
 * A PostgreSQL text[] parameter (one bind value, an array literal), for `= any(...)` over many
 * values: drizzle's sql template would otherwise spread an array into one parameter per value.
 */
export const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Minimum months of social insurance in the district for ruhu, zhufang, zfbtEnt and zfbtUser. */
export const MIN_SOCIAL_MONTHS = 6;

/** What the district's staff records say about one person. */
export interface PersonFacts {
  /** the latest record in employment (no leaving date), with its enterprise */
  employed: { enterpriseId: number; entName: string; entryDate: string; education: string } | null;
  /** education of the latest record, null without records */
  education: string | null;
  /** distinct calendar months covered by any record, from entry to leaving date or this month */
  socialMonths: number;
}

type FactRow = { id_card: string; enterprise_id: number; ent_name: string; education: string; entry_date: string; left_on: string | null; months: number | string };

/**
 * Facts of many people in one query: every staff record of the identity numbers, with the
 * distinct months of all their records (generate_series over each record's months). With
 * `phone`, only the records that carry that phone count (the prefill of an account's form,
 * docs/accounts.md "Ownership and claim": the identity number alone does not show the records are the account holder's).
 */
export async function personFactsMany(db: Db, idCards: string[], phone?: string): Promise<Map<string, PersonFacts>> {
  const out = new Map<string, PersonFacts>();
  if (idCards.length === 0) return out;
  const rows = await rowsOf<FactRow>(db, sql`
    with r as (select s.id_card, s.enterprise_id, e.name as ent_name, s.education, s.entry_date::text, s.left_on::text, s.id
               from staff s join enterprise e on e.id = s.enterprise_id
               where s.id_card = any(${textArray(idCards)}) ${phone === undefined ? sql`` : sql`and s.phone = ${phone}`}),
    m as (select r.id_card, count(distinct g) as months from r,
            generate_series(date_trunc('month', r.entry_date::date), date_trunc('month', coalesce(r.left_on::date, current_date)), interval '1 month') g
          group by r.id_card)
    select r.id_card, r.enterprise_id, r.ent_name, r.education, r.entry_date, r.left_on, coalesce(m.months, 0) as months
    from r left join m on m.id_card = r.id_card order by r.id_card, r.entry_date desc, r.id desc`);
  for (const row of rows) {
    let f = out.get(row.id_card);
    if (!f) {
      f = { employed: null, education: row.education, socialMonths: Number(row.months) };
      out.set(row.id_card, f);
    }
    if (!f.employed && row.left_on === null) f.employed = { enterpriseId: row.enterprise_id, entName: row.ent_name, entryDate: row.entry_date, education: row.education };
  }
  return out;
}

/** Facts of one person (no records: not employed, no education, 0 months); `phone` as in {@link personFactsMany}. */
export async function personFacts(db: Db, idCard: string, phone?: string): Promise<PersonFacts> {
  return (await personFactsMany(db, [idCard], phone)).get(idCard) ?? { employed: null, education: null, socialMonths: 0 };
}

const check = (rule: string, label: string, ok: boolean, message: string): EligibilityCheck => ({ rule, label, ok, message });

const degreeCheck = (facts: PersonFacts, declared: unknown): EligibilityCheck => {
  const education = facts.education ?? String(declared ?? '');
  const source = facts.education ? '人员名单' : '本人填报';
  return (DEGREE_LEVELS as readonly string[]).includes(education)
    ? check('degree', '学历', true, `最高学历：${education}（${source}）`)
    : check('degree', '学历', false, `须为大学本科及以上学历，当前为${education || '未知'}（${source}）`);
};
const employedCheck = (facts: PersonFacts): EligibilityCheck =>
  facts.employed
    ? check('employed', '在本区就业', true, `现就职于${facts.employed.entName}（${facts.employed.entryDate}入职）`)
    : check('employed', '在本区就业', false, '不在本区企业的在职人员名单中，请先由单位在“人员信息”中登记');
const socialCheck = (facts: PersonFacts): EligibilityCheck =>
  check('socialMonths', '本区社保', facts.socialMonths >= MIN_SOCIAL_MONTHS, `在本区缴纳社会保险${facts.socialMonths}个月（须满${MIN_SOCIAL_MONTHS}个月）`);
const ageCheck = (idCard: string, min: number, max: number): EligibilityCheck => {
  const age = ageFromIdCard(idCard);
  return check('age', '年龄', age !== null && age >= min && age <= max, `按身份证号计算年龄为${age ?? '未知'}周岁（须为${min}至${max}周岁）`);
};
const housingCheck = (owns: unknown): EligibilityCheck => check('housing', '住房情况', owns === '无', owns === '无' ? '本区无自有住房' : '在本区有自有住房的不能申请');

/** Highest age for ruhu by degree: 本科 40, 硕士 45, 博士 50. */
const RUHU_MAX_AGE: Record<string, number> = { 大学本科: 40, 硕士研究生: 45, 博士研究生: 50 };

/** Context of the people checks of enterprise types, read once for all persons of a form or an import. */
export interface PeopleContext {
  type: ApplicationType;
  enterpriseId: number;
  /** staff records of the enterprise in employment, by identity number */
  employedHere: Map<string, { entryDate: string; education: string }>;
  facts: Map<string, PersonFacts>;
  /** identity numbers already in another submitted spring allowance of the same year */
  claimedElsewhere: Set<string>;
  today: Date;
}

/** Reads what {@link personProblems} needs for the given identity numbers, in three queries. */
export async function peopleContext(db: Db, type: ApplicationType, enterpriseId: number, idCards: string[], year: number, excludeApplicationId: number | null): Promise<PeopleContext> {
  const ids = [...new Set(idCards)];
  const employedHere = new Map<string, { entryDate: string; education: string }>();
  const claimedElsewhere = new Set<string>();
  if (ids.length > 0) {
    const here = await rowsOf<{ id_card: string; entry_date: string; education: string }>(
      db,
      sql`select id_card, entry_date::text, education from staff where enterprise_id = ${enterpriseId} and left_on is null and id_card = any(${textArray(ids)})`,
    );
    for (const r of here) employedHere.set(r.id_card, { entryDate: r.entry_date, education: r.education });
    if (type === 'springAllowance') {
      const taken = await rowsOf<{ id_card: string }>(db, sql`
        select distinct p->>'idCard' as id_card from application a, jsonb_array_elements(a.fields->'people') p
        where a.type = 'springAllowance' and a.status not in ('temporary_storage', 'withdraw', 'ent_withdraw', 'refused', 'fail')
          and a.id <> ${excludeApplicationId ?? 0} and a.fields->>'year' = ${String(year)} and p->>'idCard' = any(${textArray(ids)})`);
      for (const r of taken) claimedElsewhere.add(r.id_card);
    }
  }
  const facts = type === 'zfbtEnt' ? await personFactsMany(db, ids) : new Map<string, PersonFacts>();
  return { type, enterpriseId, employedHere, facts, claimedElsewhere, today: new Date() };
}

/** Why one person of an enterprise form is not eligible (empty when eligible), for the rules of the type. */
export function personProblems(ctx: PeopleContext, p: Record<string, unknown>): string[] {
  const idCard = String(p.idCard ?? '');
  const problems: string[] = [];
  const here = ctx.employedHere.get(idCard);
  if (!here) return ['不是本企业在职人员（请先在“人员信息”中登记）'];
  if (ctx.type === 'Xzybzkf') {
    const yearAgo = shanghaiDay(new Date(ctx.today.getTime() - 365 * 86_400_000));
    if (here.entryDate < yearAgo) problems.push(`入职日期${here.entryDate}早于12个月前，不属于新招用人员`);
  }
  if (ctx.type === 'zfbtEnt') {
    if (!(DEGREE_LEVELS as readonly string[]).includes(here.education)) problems.push(`须为大学本科及以上学历，当前为${here.education}`);
    const months = ctx.facts.get(idCard)?.socialMonths ?? 0;
    if (months < MIN_SOCIAL_MONTHS) problems.push(`在本区缴纳社会保险${months}个月，不满${MIN_SOCIAL_MONTHS}个月`);
  }
  if (ctx.type === 'springAllowance' && ctx.claimedElsewhere.has(idCard)) problems.push('本年度已在其他春节留岗补贴申请中');
  if (ctx.type === 'fcwg' && idCard.startsWith('44')) problems.push('身份证签发地为广东省，不属于外省返程务工人员');
  return problems;
}

/** Facts the checks found, for the applicant columns (employer of an individual). */
export interface CheckOutcome {
  checks: EligibilityCheck[];
  /** the employer of an individual applicant, when employed in the district */
  employerId: number | null;
}

/**
 * Runs the eligibility checks of `type` on a complete form (docs/applications.md section 5).
 * @param enterpriseId the filing enterprise (enterprise types)
 * @param applicationId the application being checked (excluded from "already claimed" checks)
 */
export async function checkEligibility(db: Db, type: ApplicationType, fields: Record<string, unknown>, enterpriseId: number | null, applicationId: number | null): Promise<CheckOutcome> {
  const idCard = String(fields.idCard ?? '');
  const personal = async () => personFacts(db, idCard);
  switch (type) {
    case 'ruhu': {
      const f = await personal();
      const education = f.education ?? String(fields.education);
      const max = RUHU_MAX_AGE[education] ?? 40;
      return { checks: [degreeCheck(f, fields.education), ageCheck(idCard, 16, max), employedCheck(f), socialCheck(f)], employerId: f.employed?.enterpriseId ?? null };
    }
    case 'zhufang': {
      const f = await personal();
      return { checks: [degreeCheck(f, fields.education), employedCheck(f), socialCheck(f), housingCheck(fields.ownsHousing)], employerId: f.employed?.enterpriseId ?? null };
    }
    case 'Personnel': {
      const f = await personal();
      const checks = [employedCheck(f)];
      if (fields.talentCategory === 'C类' || fields.talentCategory === 'D类') checks.push(ageCheck(idCard, 16, 55));
      return { checks, employerId: f.employed?.enterpriseId ?? null };
    }
    case 'zfbtUser': {
      const f = await personal();
      return { checks: [degreeCheck(f, fields.education), ageCheck(idCard, 16, 45), employedCheck(f), socialCheck(f), housingCheck(fields.ownsHousing)], employerId: f.employed?.enterpriseId ?? null };
    }
    case 'cjbt': {
      const [ent] = await rowsOf<{ name: string; founded_on: string }>(db, sql`select name, founded_on::text from enterprise where credit_code = ${String(fields.creditCode ?? '')}`);
      const threeYearsAgo = shanghaiDay(new Date(Date.now() - 3 * 365.25 * 86_400_000));
      const entCheck = !ent
        ? check('business', '创业实体', false, '该统一社会信用代码不属于本区登记的企业')
        : check('business', '创业实体', ent.founded_on >= threeYearsAgo, `${ent.name}成立于${ent.founded_on}（须为近3年内成立）`);
      return { checks: [ageCheck(idCard, 16, 60), entCheck], employerId: null };
    }
    case 'Zizhu': {
      const leader = String(fields.leaderIdCard ?? '');
      const [here] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from staff where enterprise_id = ${enterpriseId ?? 0} and left_on is null and id_card = ${leader}`);
      const ok = (here?.n ?? 0) > 0;
      return { checks: [check('leader', '项目负责人', ok, ok ? `${String(fields.leaderName)}为本企业在职人员` : `项目负责人${maskIdCard(leader)}不是本企业在职人员`)], employerId: null };
    }
    default: {
      const people = (fields.people as Record<string, unknown>[] | undefined) ?? [];
      const ctx = await peopleContext(db, type, enterpriseId ?? 0, people.map((p) => String(p.idCard ?? '')), Number(fields.year) || new Date().getFullYear(), applicationId);
      const bad = people.map((p, i) => ({ i, p, problems: personProblems(ctx, p) })).filter((x) => x.problems.length > 0);
      const shown = bad.slice(0, 5).map((x) => `第${x.i + 1}人 ${String(x.p.name ?? '')}（${maskIdCard(String(x.p.idCard ?? ''))}）：${x.problems.join('，')}`);
      const message =
        bad.length === 0 ? `${people.length}人均符合${APPLICATION_TYPE_LABELS[type]}条件` : `${bad.length}人不符合条件：${shown.join('；')}${bad.length > 5 ? `；等${bad.length}人` : ''}`;
      return { checks: [check('people', '申报人员', bad.length === 0, message)], employerId: null };
    }
  }
}

/** Yuan an application asks for, from its form (docs/applications.md section 5). */
export function amountOf(type: ApplicationType, fields: Record<string, unknown>): number {
  const people = (fields.people as Record<string, unknown>[] | undefined) ?? [];
  const n = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);
  switch (type) {
    case 'Xzybzkf':
      return 1000 * people.length;
    case 'Zizhu':
      return n(fields.requestedAmount) * 10_000;
    case 'cjbt':
      return 10_000;
    case 'zfbtEnt':
      return people.reduce((s, p) => s + Math.min(n(p.monthlyRent), 1500) * 12, 0);
    case 'zfbtUser':
      return Math.min(n(fields.monthlyRent), 1500) * 12;
    case 'springAllowance':
      return 500 * people.length;
    case 'fcwg':
      return people.reduce((s, p) => s + Math.min(n(p.ticketAmount), 800), 0);
    default:
      return 0;
  }
}

/** The zfbt scoring standard (GET /system/zfbtScore): education, months of social insurance in the district, age. */
export const ZFBT_SCORE_STANDARD = [
  { item: '学历', rule: '博士研究生40分，硕士研究生30分，大学本科20分，其他0分', maxPoints: 40 },
  { item: '本区社保', rule: '在本区缴纳社会保险每满1个月得1分，最高50分', maxPoints: 50 },
  { item: '年龄', rule: '35周岁及以下10分，36至45周岁5分，其他0分', maxPoints: 10 },
] as const;

/** The suggested zfbt score of a person by {@link ZFBT_SCORE_STANDARD}, item by item. */
export function zfbtSuggestedScore(facts: PersonFacts, idCard: string, declaredEducation: unknown) {
  const education = facts.education ?? String(declaredEducation ?? '');
  const eduPoints = ({ 博士研究生: 40, 硕士研究生: 30, 大学本科: 20 } as Record<string, number>)[education] ?? 0;
  const socialPoints = Math.min(facts.socialMonths, 50);
  const age = ageFromIdCard(idCard);
  const agePoints = age === null ? 0 : age <= 35 ? 10 : age <= 45 ? 5 : 0;
  const items = [
    { item: '学历', points: eduPoints, basis: education || '未知' },
    { item: '本区社保', points: socialPoints, basis: `${facts.socialMonths}个月` },
    { item: '年龄', points: agePoints, basis: age === null ? '未知' : `${age}周岁` },
  ];
  return { items, total: eduPoints + socialPoints + agePoints };
}
