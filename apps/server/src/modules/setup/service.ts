import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ADMIN_PERMISSION, CODE } from '@portal/api';
import type { Db } from '../../db/open';
import { isUniqueViolation } from '../../db/unique';
import { conflict, Fail, invalid, notFound } from '../../http/errors';
import { appUser } from '../account/tables';
import { activeAdministrators, lockAdministrators } from '../center/staff';
import { setupCode } from './tables';

/** How long a setup code is valid, how many wrong codes lock /setup, and for how long (issue 42; OWASP ASVS 4.0 V2.5). */
export const SETUP_LIMITS = { ttlMs: 24 * 3_600_000, maxFailures: 5, lockMs: 15 * 60_000 } as const;

/** Crockford's base-32 alphabet (no I, L, O, U): a code read off a screen and typed again. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The refusal of a setup code that has expired or been used. */
const STALE_CODE = '安装码已失效（超过24小时或已使用），请重启服务生成新的安装码';

/** The department name of the first administrator's account. */
export const ADMIN_DEPARTMENT = '人力资源和社会保障局';

const hashOf = (code: string) => createHash('sha256').update(code).digest();

/** The file an install's setup code is written to: `$DATA_DIR/setup-code`. */
export const setupCodeFile = (dataDir: string) => path.join(dataDir, 'setup-code');

/**
 * On a start with no administrator: a new one-time setup code (12 characters of {@link ALPHABET},
 * valid {@link SETUP_LIMITS}.ttlMs, replacing any earlier one), written as ABCD-EFGH-JKMN to
 * `$DATA_DIR/setup-code` with mode 0600 (only the server's user reads it); only its SHA-256 is stored.
 * @returns the file and the expiry, or null when an administrator exists (the file is then removed)
 */
export async function issueSetupCode(db: Db, dataDir: string, now = new Date()): Promise<{ file: string; expiresAt: Date } | null> {
  const file = setupCodeFile(dataDir);
  if ((await activeAdministrators(db)) > 0) {
    fs.rmSync(file, { force: true });
    return null;
  }
  const code = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const expiresAt = new Date(now.getTime() + SETUP_LIMITS.ttlMs);
  const row = { codeHash: hashOf(code).toString('hex'), createdAt: now, expiresAt, usedAt: null, failures: 0, lockedUntil: null };
  await db
    .insert(setupCode)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: setupCode.id, set: row });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${code.match(/.{4}/g)!.join('-')}\n`, { mode: 0o600 });
  return { file, expiresAt };
}

/** @throws Fail 4004 (the 404 page) once an administrator exists: /setup is closed for good */
async function requireOpen(db: Db): Promise<void> {
  if ((await activeAdministrators(db)) > 0) throw notFound('页面不存在');
}

/** Seconds until /setup takes codes again after five wrong ones (0: not locked). */
export async function setupLockSeconds(db: Db, now = new Date()): Promise<number> {
  const [row] = await db.select({ lockedUntil: setupCode.lockedUntil }).from(setupCode).where(eq(setupCode.id, 1));
  return row?.lockedUntil && row.lockedUntil > now ? Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000) : 0;
}

/** Whether /setup is open (no administrator) and how long it stays locked. */
export async function setupState(db: Db, now = new Date()): Promise<{ open: boolean; lockedForSeconds: number }> {
  const open = (await activeAdministrators(db)) === 0;
  return { open, lockedForSeconds: open ? await setupLockSeconds(db, now) : 0 };
}

/**
 * Checks `code` (already normalised: 12 upper-case characters) against the stored setup code without
 * using it up. A wrong code is counted in its own transaction, which commits before the refusal; the
 * fifth locks /setup for {@link SETUP_LIMITS}.lockMs. The row is read locked, so two servers on one
 * PostgreSQL count every try.
 * @returns the code's expiry
 * @throws Fail 4004 an administrator exists; 4029 locked; 4001 expired, used or wrong (with the tries left)
 */
export async function checkSetupCode(db: Db, code: string, now = new Date()): Promise<{ expiresAt: Date }> {
  await requireOpen(db);
  const verdict = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(setupCode).where(eq(setupCode.id, 1)).for('update');
    if (!row) return { kind: 'stale' as const };
    if (row.lockedUntil && row.lockedUntil > now) return { kind: 'locked' as const, until: row.lockedUntil };
    if (!timingSafeEqual(hashOf(code), Buffer.from(row.codeHash, 'hex'))) {
      const failures = row.failures + 1;
      const locks = failures >= SETUP_LIMITS.maxFailures;
      await tx
        .update(setupCode)
        .set(locks ? { failures: 0, lockedUntil: new Date(now.getTime() + SETUP_LIMITS.lockMs) } : { failures })
        .where(eq(setupCode.id, 1));
      return locks ? { kind: 'locked' as const, until: new Date(now.getTime() + SETUP_LIMITS.lockMs) } : { kind: 'wrong' as const, left: SETUP_LIMITS.maxFailures - failures };
    }
    if (row.usedAt || row.expiresAt <= now) return { kind: 'stale' as const };
    return { kind: 'ok' as const, expiresAt: row.expiresAt };
  });
  switch (verdict.kind) {
    case 'ok':
      return { expiresAt: verdict.expiresAt };
    case 'locked':
      throw new Fail(CODE.tooManyRequests, `安装码错误次数过多，请${Math.ceil((verdict.until.getTime() - now.getTime()) / 60_000)}分钟后再试`);
    case 'wrong':
      throw invalid(`安装码错误，还可以再试${verdict.left}次`);
    case 'stale':
      throw invalid(STALE_CODE);
  }
}

/** The first administrator's account. */
export interface FirstAdmin {
  name: string;
  username: string;
  phone: string;
  passwordHash: string;
}

/**
 * Creates the first administrator (person router {@link ADMIN_PERMISSION}, phone bound, password
 * set, so no first-login step) while none exists; with `code`, uses the setup code up in the same
 * transaction (a conditional update on its unused, unexpired row), so of two concurrent creations
 * one wins. Used by POST /api/setup/admin and `npm run admin:create`.
 * @throws Fail 4004 an administrator exists; 4001 the code no longer valid; 4009 account or phone taken
 */
export async function createFirstAdmin(db: Db, admin: FirstAdmin, opts: { code?: string; now?: Date } = {}): Promise<{ id: number }> {
  const now = opts.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      await lockAdministrators(tx);
      await requireOpen(tx);
      if (opts.code !== undefined) {
        const used = await tx
          .update(setupCode)
          .set({ usedAt: now })
          .where(and(eq(setupCode.id, 1), eq(setupCode.codeHash, hashOf(opts.code).toString('hex')), isNull(setupCode.usedAt), gt(setupCode.expiresAt, now)))
          .returning({ id: setupCode.id });
        if (used.length === 0) throw invalid(STALE_CODE);
      }
      const [created] = await tx
        .insert(appUser)
        .values({
          username: admin.username,
          passwordHash: admin.passwordHash,
          userKind: 1,
          name: admin.name,
          nickName: admin.name,
          phonenumber: admin.phone,
          deptName: ADMIN_DEPARTMENT,
          personRouters: [ADMIN_PERMISSION],
          passwordChangedAt: now,
        })
        .returning({ id: appUser.id });
      return { id: created!.id };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('该账号或手机号已被使用');
    throw e;
  }
}
