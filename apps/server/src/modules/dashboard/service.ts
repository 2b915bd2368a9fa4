import { asc, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { DEGREE_LEVELS, enterprise, industry, staff, street } from '../enterprise/tables';

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
