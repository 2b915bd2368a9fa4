import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { maskIdCard, maskMobile } from '@portal/validators';
import type { Db } from '../../db/open';
import { pageOf } from '../../db/paging';
import { forbidden } from '../../http/errors';
import type { AuthUser } from './session';
import { schoolStudent } from './tables';

/**
 * The logged-in school's students, newest graduates first, filtered by name or major and by
 * graduation year; identity numbers and phones are partly hidden.
 * @throws Fail 4003 for type-3 accounts that are not schools
 */
export async function listStudents(db: Db, user: AuthUser, input: { page: number; limit: number; keyword?: string | undefined; graduationYear?: number | undefined }) {
  if (user.category !== 'school') throw forbidden('仅院校账号可以查询学生');
  const kw = input.keyword ? `%${input.keyword.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(
    eq(schoolStudent.schoolUserId, user.id),
    kw ? or(ilike(schoolStudent.name, kw), ilike(schoolStudent.major, kw)) : undefined,
    input.graduationYear ? eq(schoolStudent.graduationYear, input.graduationYear) : undefined,
  );
  const { list: rows, total } = await pageOf(db.select().from(schoolStudent).where(where).orderBy(desc(schoolStudent.graduationYear), schoolStudent.id), db.select({ n: count() }).from(schoolStudent).where(where), input);
  return {
    total,
    list: rows.map((r) => ({ id: r.id, name: r.name, idCard: maskIdCard(r.idCard), major: r.major, graduationYear: r.graduationYear, phone: maskMobile(r.phone) })),
  };
}
