import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { endpoints } from '@portal/api';
import { KSH_WORKFLOW, type InputOf, type KshItem, type KshStatus } from '@portal/api';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';
import { conflict, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { defineWorkflow } from '../../http/workflow';
import { loginResultFor } from '../account/login';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { kshApplication, kshStatusLog } from './tables';

const DAY_MS = 86_400_000;

/** The visual-platform requests' workflow: a conditional update on the from-status, one log row per change (KSH_WORKFLOW). */
export const kshWorkflow = defineWorkflow('ksh', KSH_WORKFLOW, {
  table: kshApplication,
  id: kshApplication.id,
  status: kshApplication.status,
  history: {
    table: kshStatusLog,
    ref: kshStatusLog.applicationId,
    rows: (changes, { user, note }) => changes.map((c) => ({ applicationId: c.id, fromStatus: c.from, toStatus: c.to, userId: user.id, note, at: c.at })),
  },
});

const itemColumns = {
  id: kshApplication.id,
  userId: kshApplication.userId,
  username: appUser.username,
  name: appUser.name,
  deptName: appUser.deptName,
  reason: kshApplication.reason,
  days: kshApplication.days,
  status: kshApplication.status,
  note: kshApplication.note,
  endsAt: kshApplication.endsAt,
  createdAt: kshApplication.createdAt,
  decidedAt: kshApplication.decidedAt,
};

const selectItems = (db: Db, where: SQL | undefined) => db.select(itemColumns).from(kshApplication).innerJoin(appUser, eq(appUser.id, kshApplication.userId)).where(where);

const toItem = (r: Awaited<ReturnType<typeof selectItems>>[number]): KshItem => ({
  ...r,
  status: r.status as KshStatus,
  endsAt: r.endsAt ? formatDateTime(r.endsAt) : null,
  createdAt: formatDateTime(r.createdAt),
  decidedAt: r.decidedAt ? formatDateTime(r.decidedAt) : null,
});

/** One page of requests (GET /api/center/ksh/page): waiting ones first, then newest. */
export async function listKsh(db: Db, f: InputOf<typeof endpoints.kshPage> & { page: number; limit: number }): Promise<{ list: KshItem[]; total: number }> {
  const kw = f.keyword ? `%${likeLiteral(f.keyword)}%` : undefined;
  const where = and(f.status ? eq(kshApplication.status, f.status) : undefined, kw ? or(ilike(appUser.username, kw), ilike(appUser.name, kw)) : undefined);
  const { list: rows, total } = await pageOf(
    selectItems(db, where).orderBy(sql`${kshApplication.status} = 'awaiting_check' desc`, desc(kshApplication.id)),
    db.select({ n: count() }).from(kshApplication).innerJoin(appUser, eq(appUser.id, kshApplication.userId)).where(where),
    f,
  );
  return { list: rows.map(toItem), total };
}

/** The newest request of a user, or null. */
async function latestOf(db: Db, userId: number): Promise<KshItem | null> {
  const [row] = await selectItems(db, eq(kshApplication.userId, userId)).orderBy(desc(kshApplication.id)).limit(1);
  return row ? toItem(row) : null;
}

/**
 * The caller's visual-platform permission (GET /api/center/ksh/adminGetKsh, the header data call
 * of SPEC.md section 7): duration (days left, counting a running approval) and havePower as the
 * session info gives them, and its newest request; the portal refreshes the stored user with them.
 */
export async function ownKsh(db: Db, user: AuthUser): Promise<{ duration: number; havePower: number; latest: KshItem | null }> {
  const { userInfo } = await loginResultFor(db, user, user.token);
  return { duration: userInfo.duration, havePower: userInfo.havePower, latest: await latestOf(db, user.id) };
}

/**
 * A government user's request (POST /api/center/ksh/apply). Refused while one is waiting or the
 * permission still runs (under a per-user advisory lock, so two clicks make one request).
 * @throws Fail 4009 as above
 */
export async function applyKsh(db: Db, user: AuthUser, input: { reason: string; days: number }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ksh-apply:${user.id}`}))`);
    const latest = await latestOf(tx, user.id);
    if (latest?.status === 'awaiting_check') throw conflict('您已有待审批的申请，请等待管理员审批');
    const { userInfo } = await loginResultFor(tx, user, user.token);
    if (userInfo.havePower === 1 || userInfo.duration > 0) throw conflict('您的可视化平台权限仍在有效期内，无需申请');
    const [row] = await tx.insert(kshApplication).values({ userId: user.id, reason: input.reason, days: input.days }).returning({ id: kshApplication.id });
    return { id: row!.id };
  });
}

/**
 * Approves (pass: the permission runs `days` from now, default the days asked) or refuses (nopass,
 * with the reason shown to the applicant) a waiting request: a conditional update on
 * awaiting_check through {@link kshWorkflow}.
 * @throws Fail 4004 unknown request; 4009 not waiting (any more)
 */
export async function decideKsh(db: Db, admin: AuthUser, input: { id: number; action: 'pass'; days?: number | undefined } | { id: number; action: 'nopass'; note: string }): Promise<KshItem> {
  const [row] = await db.select({ status: kshApplication.status, days: kshApplication.days }).from(kshApplication).where(eq(kshApplication.id, input.id)).limit(1);
  if (!row) throw notFound('申请不存在');
  const now = new Date();
  const set =
    input.action === 'pass'
      ? { decidedAt: now, endsAt: new Date(now.getTime() + (input.days ?? row.days) * DAY_MS), days: input.days ?? row.days, note: '' }
      : { decidedAt: now, note: input.note };
  await kshWorkflow.fireOne(db, input.action, { id: input.id, status: row.status }, { user: admin, note: input.action === 'nopass' ? input.note : '' }, { set });
  const [item] = await selectItems(db, eq(kshApplication.id, input.id));
  return toItem(item!);
}
