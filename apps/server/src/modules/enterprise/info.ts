import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { CODE, EDUCATION_LEVELS, PRIVATE_VOCATIONAL_TRAINING, type AnnualData, type EntInfo, type SchoolAnnualData } from '@portal/api';
import { displayYear } from '@portal/validators';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/open';
import { Fail, forbidden, notFound } from '../../http/errors';
import { enterpriseAnnual } from '../dashboard/tables';
import { sysConfig } from '../system/tables';
import { enterprise, industry, staff, street, trainingAnnual } from './tables';

/**
 * The two years of annual data an enterprise sees and fills: the display year of SPEC.md
 * section 9 (on.off.ent = '1': this year, otherwise last year) and the year before it.
 */
export async function annualYears(db: Db, today = new Date()): Promise<[number, number]> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, 'on.off.ent'));
  const year = displayYear(row?.value ?? '0', today);
  return [year - 1, year];
}

/**
 * One enterprise's `columns` (of the enterprise, its street and its industry section, e.g. the
 * street's and the section's names), read with both joined.
 * @throws Fail 4004 '企业不存在' when there is no enterprise of that id
 */
export async function enterpriseWithNames<C extends SelectedFields>(db: Db, enterpriseId: number, columns: C): Promise<SelectResultFields<C>> {
  const [row] = await db
    .select(columns as SelectedFields)
    .from(enterprise)
    .innerJoin(street, eq(street.code, enterprise.streetCode))
    .innerJoin(industry, eq(industry.code, enterprise.industryCode))
    .where(eq(enterprise.id, enterpriseId));
  if (!row) throw notFound('企业不存在');
  return row as SelectResultFields<C>;
}

/**
 * The enterprise's details, its annual data of {@link annualYears} (null figures for a year not
 * filled) and its latest talent data from the staff records in employment (age from the identity
 * number's birth date, on the server's date).
 * @throws Fail 4004 when the enterprise does not exist
 */
export async function enterpriseOverview(db: Db, enterpriseId: number) {
  const info = await enterpriseWithNames(db, enterpriseId, {
    id: enterprise.id,
    name: enterprise.name,
    creditCode: enterprise.creditCode,
    streetName: street.name,
    industryName: industry.name,
    enterpriseType: enterprise.enterpriseType,
    foundedOn: enterprise.foundedOn,
    address: enterprise.address,
    legalPerson: enterprise.legalPerson,
    contactName: enterprise.contactName,
    contactPhone: enterprise.contactPhone,
    email: enterprise.email,
    registeredCapital: enterprise.registeredCapital,
    intro: enterprise.intro,
  });
  const years = await annualYears(db);
  const rows = await db
    .select()
    .from(enterpriseAnnual)
    .where(and(eq(enterpriseAnnual.enterpriseId, enterpriseId), inArray(enterpriseAnnual.year, years)));
  const annual: AnnualData[] = years.map((year) => {
    const r = rows.find((x) => x.year === year);
    return { year, revenue: r?.revenue ?? null, tax: r?.tax ?? null, rdInput: r?.rdInput ?? null, talentInput: r?.talentInput ?? null, patents: r?.patents ?? null, demand: r?.demand ?? null };
  });
  const schoolRows = await db
    .select()
    .from(trainingAnnual)
    .where(and(eq(trainingAnnual.enterpriseId, enterpriseId), inArray(trainingAnnual.year, years)));
  const school: SchoolAnnualData[] = years.map((year) => {
    const r = schoolRows.find((x) => x.year === year);
    return { year, trainees: r?.trainees ?? null, certified: r?.certified ?? null, employed: r?.employed ?? null, teachers: r?.teachers ?? null, courses: r?.courses ?? null, trainingRevenue: r?.trainingRevenue ?? null };
  });
  const employed = and(eq(staff.enterpriseId, enterpriseId), isNull(staff.leftOn));
  // birth date = characters 7-14 of the 18-character identity number
  const birth = sql`to_date(substr(${staff.idCard}, 7, 8), 'YYYYMMDD')`;
  const [byEducation, [young]] = await Promise.all([
    db.select({ education: staff.education, count: count() }).from(staff).where(employed).groupBy(staff.education),
    db.select({ n: count() }).from(staff).where(and(employed, gt(birth, sql`current_date - interval '35 years'`))),
  ]);
  const talent = {
    total: byEducation.reduce((a, b) => a + b.count, 0),
    byEducation: EDUCATION_LEVELS.map((education) => ({ education, count: byEducation.find((b) => b.education === education)?.count ?? 0 })),
    under35: young?.n ?? 0,
  };
  return { info: info satisfies EntInfo, years, annual, school, talent };
}

/**
 * The enterprise's name and types (comma-separated).
 * @throws Fail 4004 when the enterprise does not exist
 */
export async function enterpriseName(db: Db, enterpriseId: number): Promise<{ name: string; enterpriseType: string }> {
  const [row] = await db.select({ name: enterprise.name, enterpriseType: enterprise.enterpriseType }).from(enterprise).where(eq(enterprise.id, enterpriseId));
  if (!row) throw notFound('企业不存在');
  return row;
}

/** The details of /modifyEntInfo. */
export interface InfoChange {
  address: string;
  legalPerson: string;
  contactName: string;
  contactPhone: string;
  email: string;
  registeredCapital: number | null;
  intro: string;
}

/** Saves the enterprise's details. */
export async function saveInfo(db: Db, enterpriseId: number, change: InfoChange): Promise<null> {
  await db.update(enterprise).set(change).where(eq(enterprise.id, enterpriseId));
  return null;
}

/** One year's figures of /entdata. */
export interface AnnualChange {
  year: number;
  revenue: number;
  tax: number;
  rdInput: number;
  talentInput: number;
  patents: number;
  demand: number;
}

/**
 * Saves one year of annual data; figures kept by the bureau (special funds, posts filled) are
 * left as they are (0 for a new year).
 * @throws Fail 4009 when the year is not one of {@link annualYears}
 */
export async function saveAnnual(db: Db, enterpriseId: number, change: AnnualChange): Promise<null> {
  const years = await annualYears(db);
  if (!years.includes(change.year)) throw new Fail(CODE.conflict, `${change.year}年度数据未开放填报，可填报的年度为 ${years.join('、')} 年`);
  const { year, ...figures } = change;
  await db
    .insert(enterpriseAnnual)
    .values({ enterpriseId, year, ...figures, specialFund: 0, filled: 0 })
    .onConflictDoUpdate({ target: [enterpriseAnnual.enterpriseId, enterpriseAnnual.year], set: figures });
  return null;
}

/** One year's figures of /entdataSchool. */
export interface SchoolAnnualChange {
  year: number;
  trainees: number;
  certified: number;
  employed: number;
  teachers: number;
  courses: number;
  trainingRevenue: number;
}

/**
 * Saves one year of a private vocational training institution's data (/entdataSchool), under the
 * same open-year rule as {@link saveAnnual}.
 * @throws Fail 4003 when the enterprise is not a private vocational training institution; 4009
 *   when the year is not one of {@link annualYears}
 */
export async function saveSchoolAnnual(db: Db, enterpriseId: number, change: SchoolAnnualChange): Promise<null> {
  const { enterpriseType } = await enterpriseName(db, enterpriseId);
  if (!enterpriseType.split(',').map((t) => t.trim()).includes(PRIVATE_VOCATIONAL_TRAINING)) throw forbidden('只有民办职业培训机构填报培训年度数据');
  const years = await annualYears(db);
  if (!years.includes(change.year)) throw new Fail(CODE.conflict, `${change.year}年度数据未开放填报，可填报的年度为 ${years.join('、')} 年`);
  const { year, ...figures } = change;
  await db
    .insert(trainingAnnual)
    .values({ enterpriseId, year, ...figures })
    .onConflictDoUpdate({ target: [trainingAnnual.enterpriseId, trainingAnnual.year], set: figures });
  return null;
}
