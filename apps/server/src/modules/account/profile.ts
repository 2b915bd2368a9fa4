import { eq } from 'drizzle-orm';
import type { LoginResult } from '@portal/api';
import type { Db } from '../../db/open';
import { loginResultFor } from './login';
import type { AuthUser } from './session';
import { appUser } from './tables';

/**
 * Renames the logged-in account: an individual's name and nickname (POST /api/second/user/update),
 * or an enterprise's filler, the contact the greeting names (POST /api/ent/login/restFilledBy).
 * An empty nickname becomes the name.
 * @returns the session info with the new name
 */
export async function renameUser(db: Db, user: AuthUser, name: string, nickName = ''): Promise<LoginResult> {
  const [updated] = await db.update(appUser).set({ name, nickName: nickName || name }).where(eq(appUser.id, user.id)).returning();
  return loginResultFor(db, updated!, user.token);
}
