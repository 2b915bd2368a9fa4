import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AccountKind, UserTypeCode } from '@portal/api';
import type { Db } from '../../db/open';
import { appUser, type ThirdCategory } from './tables';

/** A stored account. */
export type UserRow = typeof appUser.$inferSelect;

/** User type (SPEC.md section 1) and category of each kind of account. */
export const KINDS: Record<AccountKind, { userKind: UserTypeCode; category: '' | ThirdCategory; label: string }> = {
  gov: { userKind: 1, category: '', label: '政府部门' },
  ent: { userKind: 2, category: '', label: '企业' },
  person: { userKind: 3, category: 'person', label: '个人' },
  school: { userKind: 3, category: 'school', label: '院校' },
};

/** The kind of a stored account. */
export function kindOf(user: Pick<UserRow, 'userKind' | 'category'>): AccountKind {
  if (user.userKind === 1) return 'gov';
  if (user.userKind === 2) return 'ent';
  return user.category === 'school' ? 'school' : 'person';
}

const ofKind = (kind: AccountKind): SQL => and(eq(appUser.userKind, KINDS[kind].userKind), eq(appUser.category, KINDS[kind].category))!;

/** The account of `kind` with this login name. */
export async function findByUsername(db: Db, kind: AccountKind, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(appUser).where(and(eq(appUser.username, username), ofKind(kind))).limit(1);
  return row;
}

/** The account of `kind` this phone number is bound to. */
export async function findByPhone(db: Db, kind: AccountKind, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(appUser).where(and(eq(appUser.phonenumber, phone), ofKind(kind))).limit(1);
  return row;
}

/**
 * Whether `phone` is bound to another account of the same user type (a phone serves at most one
 * account per type: individuals and schools share type 3). `exceptUserId` leaves one account out.
 */
export async function phoneTaken(db: Db, kind: AccountKind, phone: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.phonenumber, phone), eq(appUser.userKind, KINDS[kind].userKind), exceptUserId === undefined ? undefined : ne(appUser.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}
