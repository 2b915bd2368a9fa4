import { CODE } from '@portal/api';
import type { PersonalNumberKind } from '@portal/validators';
import type { Db } from '../../db/open';
import { Fail, forbidden, invalid, notFound } from '../../http/errors';
import type { AuthUser } from '../account/session';
import { appendChained } from '../center/auditChain';
import type { personalDataAccess } from './tables';

/** The answer to a viewer whose role may not see a whole number (4003; the try is logged). */
export const NOT_FOR_YOUR_ROLE = '您的岗位无权查看完整号码，本次操作已记录';

/**
 * A list or register whose records hold masked numbers (issue 24), as the reveal reads it:
 * - `fields`: the masked fields and their kind;
 * - `read`: the whole value of one of them in record `id` (in its list's `row` for a record that
 *   holds a list of people) for `user`, and whose it is (the person's name, or null). It decides who may see it: the role the page's task needs and the
 *   user's own rows.
 *   @throws Fail 4004 when there is no such record, 4003 when the user may not see it
 */
export interface RevealSource {
  fields: Record<string, PersonalNumberKind>;
  read(db: Db, user: AuthUser, id: number, field: string, row?: number): Promise<{ value: string; subject: string | null }>;
}

const sources = new Map<string, RevealSource>();

/**
 * Registers where `revealNumber` may read masked numbers, under the name the portal sends as
 * `source` (a ledger's `name`, or a list's record kind such as 'demandResponse'); called once per
 * source where its routes are mounted (the ledger engine does it for every ledger with masked fields).
 */
export function registerRevealSource(name: string, source: RevealSource): void {
  sources.set(name, source);
}

/** One row of the access log ({@link personalDataAccess}). */
type Access = { action: 'reveal' | 'export'; source: string; page: string; allowed: boolean; recordId?: number; field?: string; subject?: string | null; detail?: Record<string, unknown> };

/** Writes one row of the personal-data access log for `user` (outside any transaction of the request, so a refusal is kept). */
export async function logAccess(db: Db, user: AuthUser, a: Access): Promise<void> {
  await appendChained(db, 'personal_data_access', {
    userId: user.id,
    userName: user.name,
    username: user.username,
    action: a.action,
    source: a.source,
    recordId: a.recordId ?? null,
    field: a.field ?? null,
    subject: a.subject ?? null,
    detail: a.detail ?? null,
    page: a.page,
    allowed: a.allowed,
  } satisfies typeof personalDataAccess.$inferInsert);
}

/**
 * The whole number of `field` in record `id` of `source` (POST /api/personalData/reveal), logged
 * with who, whose, when and the page; a refused try (4003) is logged too, then refused.
 * @throws Fail 4004 for an unknown source or record, 4001 for a field that is not masked there,
 *   4003 ({@link NOT_FOR_YOUR_ROLE} or the source's out-of-scope message) when the user may not see it
 */
export async function revealNumber(db: Db, user: AuthUser, input: { source: string; id: number; field: string; row?: number | undefined; page: string }): Promise<{ value: string }> {
  const source = sources.get(input.source);
  if (!source) throw notFound('数据来源不存在');
  if (!Object.hasOwn(source.fields, input.field)) throw invalid('该字段没有部分隐藏的号码');
  const base = { action: 'reveal' as const, source: input.source, recordId: input.id, field: input.field, page: input.page, ...(input.row === undefined ? {} : { detail: { row: input.row } }) };
  try {
    const { value, subject } = await source.read(db, user, input.id, input.field, input.row);
    await logAccess(db, user, { ...base, subject, allowed: true });
    return { value };
  } catch (e) {
    if (e instanceof Fail && e.code === CODE.forbidden) await logAccess(db, user, { ...base, allowed: false });
    throw e;
  }
}

/**
 * Decides an export's numbers: masked unless `fullNumbers` was asked; then, when `allowed`, logs
 * the export with its filters and page and answers true; when not, logs the refused try.
 * @returns whether the export carries full numbers
 * @throws Fail 4003 ({@link NOT_FOR_YOUR_ROLE}) when full numbers were asked by a user who may not see them
 */
export async function exportWithFullNumbers(
  db: Db,
  user: AuthUser,
  source: string,
  input: { fullNumbers?: boolean | undefined; page?: string | undefined } & Record<string, unknown>,
  allowed: boolean,
): Promise<boolean> {
  const { fullNumbers, page, ...filters } = input;
  if (!fullNumbers) return false;
  const detail = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  await logAccess(db, user, { action: 'export', source, page: page ?? '', detail, allowed });
  if (!allowed) throw forbidden(NOT_FOR_YOUR_ROLE);
  return true;
}
