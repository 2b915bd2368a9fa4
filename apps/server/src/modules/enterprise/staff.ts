import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { CODE, type EducationLevel, type StaffRecord } from '@portal/api';
import { ageFromIdCard, sexFromIdCard } from '@portal/validators';
import type { Db } from '../../db/open';
import { Fail, forbidden, notFound } from '../../http/errors';
import { keysetPages } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { staff } from './tables';
import { likeLiteral } from '../../db/like';

/**
 * The enterprise an enterprise user acts for.
 * @throws Fail 4003 when the account is linked to no enterprise
 */
export function ownEnterpriseId(user: AuthUser | null): number {
  if (!user || user.userKind !== 2 || user.enterpriseId === null) throw forbidden('该账号未关联企业');
  return user.enterpriseId;
}

/** The fields of a staff record an enterprise enters (parsed by `staffFields` of @portal/api). */
export interface StaffInput {
  name: string;
  idCard: string;
  phone: string;
  education: EducationLevel;
  position: string;
  entryDate: string;
}

/** Filters of the staff list (endpoints.personalList). */
export interface StaffFilter {
  page: number;
  limit: number;
  /** part of the name, or the start of the identity number */
  keyword?: string | undefined;
  education?: string | undefined;
  status?: 'active' | 'left' | undefined;
}


/** A staff row as the contract shows it: sex and age (today, Asia/Shanghai clock of the server) from the identity number. */
function toRecord(r: typeof staff.$inferSelect): StaffRecord {
  return {
    id: r.id,
    name: r.name,
    idCard: r.idCard,
    sex: sexFromIdCard(r.idCard) === 'female' ? '女' : '男',
    age: ageFromIdCard(r.idCard),
    phone: r.phone,
    education: r.education,
    position: r.position,
    entryDate: r.entryDate,
    leftOn: r.leftOn,
  };
}

/** A page of the enterprise's staff, newest record first: `{ list, total }`. */
export async function listStaff(db: Db, enterpriseId: number, f: StaffFilter) {
  const conds: (SQL | undefined)[] = [eq(staff.enterpriseId, enterpriseId)];
  if (f.keyword) conds.push(or(ilike(staff.name, `%${likeLiteral(f.keyword)}%`), ilike(staff.idCard, `${likeLiteral(f.keyword)}%`)));
  if (f.education) conds.push(eq(staff.education, f.education));
  if (f.status === 'active') conds.push(isNull(staff.leftOn));
  if (f.status === 'left') conds.push(isNotNull(staff.leftOn));
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    db.select().from(staff).where(where).orderBy(desc(staff.id)).limit(f.limit).offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(staff).where(where),
  ]);
  return { list: rows.map(toRecord), total: total?.n ?? 0 };
}

/**
 * Checks that every id is a staff record of the enterprise.
 * @throws Fail 4004 when one does not exist, 4003 when one belongs to another enterprise
 */
async function assertOwned(db: Db, enterpriseId: number, ids: number[]): Promise<void> {
  const rows = await db.select({ id: staff.id, enterpriseId: staff.enterpriseId }).from(staff).where(inArray(staff.id, ids));
  if (rows.length < ids.length) throw notFound('人员记录不存在');
  if (rows.some((r) => r.enterpriseId !== enterpriseId)) throw forbidden('只能操作本企业的人员记录');
}

/**
 * Adds a staff record (no `id`) or changes one of the enterprise's records.
 * @throws Fail 4009 when another record of the enterprise has the same identity number; 4003/4004 as {@link assertOwned}
 */
export async function saveStaff(db: Db, enterpriseId: number, input: StaffInput & { id?: number | undefined }): Promise<{ id: number }> {
  if (input.id !== undefined) await assertOwned(db, enterpriseId, [input.id]);
  const same = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.enterpriseId, enterpriseId), eq(staff.idCard, input.idCard), input.id === undefined ? undefined : ne(staff.id, input.id)))
    .limit(1);
  if (same.length > 0) throw new Fail(CODE.conflict, `身份证号码 ${input.idCard} 已在本企业人员名单中`);
  const values = { name: input.name, idCard: input.idCard, phone: input.phone, education: input.education, position: input.position, entryDate: input.entryDate };
  if (input.id !== undefined) {
    await db.update(staff).set(values).where(eq(staff.id, input.id));
    return { id: input.id };
  }
  const [row] = await db.insert(staff).values({ ...values, enterpriseId }).returning({ id: staff.id });
  return { id: row!.id };
}

/**
 * Deletes staff records of the enterprise; nothing is deleted when one id is foreign or missing.
 * @throws Fail 4003/4004 as {@link assertOwned}
 */
export async function removeStaff(db: Db, enterpriseId: number, ids: number[]): Promise<{ removed: number }> {
  await assertOwned(db, enterpriseId, ids);
  const rows = await db.delete(staff).where(and(inArray(staff.id, ids), eq(staff.enterpriseId, enterpriseId))).returning({ id: staff.id });
  return { removed: rows.length };
}

/**
 * Records a leaving date for staff records (离职登记), or clears it (`leftOn` null: employed again).
 * @throws Fail 4003/4004 as {@link assertOwned}
 */
export async function setLeftOn(db: Db, enterpriseId: number, ids: number[], leftOn: string | null): Promise<{ updated: number }> {
  await assertOwned(db, enterpriseId, ids);
  const rows = await db.update(staff).set({ leftOn }).where(and(inArray(staff.id, ids), eq(staff.enterpriseId, enterpriseId))).returning({ id: staff.id });
  return { updated: rows.length };
}

/** Rows per statement of {@link upsertStaff}: 7 parameters each, far below PostgreSQL's 65,535. */
const CHUNK = 5000;

/**
 * Saves imported staff in the caller's transaction: a row whose identity number is already in
 * the enterprise updates that record (the newest one, if several), any other row is inserted.
 * @returns how many were inserted and updated
 */
export async function upsertStaff(tx: Db, enterpriseId: number, rows: StaffInput[]): Promise<{ inserted: number; updated: number }> {
  const existing = new Map<string, number>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const ids = rows.slice(i, i + CHUNK).map((r) => r.idCard);
    const found = await tx.select({ id: staff.id, idCard: staff.idCard }).from(staff).where(and(eq(staff.enterpriseId, enterpriseId), inArray(staff.idCard, ids))).orderBy(staff.id);
    for (const f of found) existing.set(f.idCard, f.id);
  }
  const toInsert = rows.filter((r) => !existing.has(r.idCard));
  const toUpdate = rows.filter((r) => existing.has(r.idCard));
  for (let i = 0; i < toInsert.length; i += CHUNK) {
    await tx.insert(staff).values(toInsert.slice(i, i + CHUNK).map((r) => ({ ...r, enterpriseId })));
  }
  for (let i = 0; i < toUpdate.length; i += CHUNK) {
    const values = sql.join(
      toUpdate.slice(i, i + CHUNK).map((r) => sql`(${existing.get(r.idCard)!}::bigint, ${r.name}, ${r.phone}, ${r.education}, ${r.position}, ${r.entryDate}::date)`),
      sql`, `,
    );
    await tx.execute(sql`update staff as s set name = v.name, phone = v.phone, education = v.education, position = v.position, entry_date = v.entry_date
      from (values ${values}) as v(id, name, phone, education, position, entry_date) where s.id = v.id`);
  }
  return { inserted: toInsert.length, updated: toUpdate.length };
}

/**
 * The enterprise's staff records in pages of 2,000 by id, for the streamed export (entExport):
 * all of them, or those in employment (`active`) or gone (`left`).
 */
export function staffPages(db: Db, enterpriseId: number, status?: 'active' | 'left') {
  const filter = status === 'active' ? isNull(staff.leftOn) : status === 'left' ? isNotNull(staff.leftOn) : undefined;
  return keysetPages(
    (afterId, size) =>
      db
        .select({ id: staff.id, name: staff.name, idCard: staff.idCard, phone: staff.phone, education: staff.education, position: staff.position, entryDate: staff.entryDate, leftOn: staff.leftOn })
        .from(staff)
        .where(and(eq(staff.enterpriseId, enterpriseId), gt(staff.id, afterId), filter))
        .orderBy(staff.id)
        .limit(size),
    2000,
  );
}
