import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  DOCKING_DEPARTMENTS,
  DOCKING_HOME_DEPT,
  DOCKING_KIND_LABELS,
  DOCKING_STATUS_LABELS,
  DOCKING_TRANSITIONS,
  EMPLOYMENT_POST_ROLE,
  transitionAllowed,
  type DockingAction,
  type DockingItem,
  type DockingKind,
  type DockingRecord,
  type DockingStatus,
} from '@portal/api';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { defineWorkflow } from '../../http/workflow';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { enterprise, street } from '../enterprise/tables';
import { sendMessages } from '../messages/service';
import { companyDocking, companyDockingRecord } from './tables';

type DockingRow = typeof companyDocking.$inferSelect;

/**
 * Service requests move only through DOCKING_TRANSITIONS (docs/station.md); every change is a row
 * of company_docking_record with its note and who made it. A close writes the in-site message
 * dockingClosed (with the result) to every active account of the enterprise, in its transaction.
 */
export const dockingWorkflow = defineWorkflow('companyDocking', DOCKING_TRANSITIONS, {
  table: companyDocking,
  id: companyDocking.id,
  status: companyDocking.status,
  version: companyDocking.version,
  history: {
    table: companyDockingRecord,
    ref: companyDockingRecord.dockingId,
    rows: (changes, { user, note }) => changes.map((c) => ({ dockingId: c.id, action: c.action, fromStatus: c.from, toStatus: c.to, note, userId: user.id, userName: user.name || user.username, at: c.at })),
  },
  after: async (tx, changes, { user }) => {
    const closed = changes.filter((c) => c.action === 'close');
    if (closed.length === 0) return;
    await sendMessages(
      tx,
      closed.map((c) => ({ kind: 'dockingClosed' as const, to: { enterpriseId: c.row.enterpriseId }, facts: { id: c.id, name: DOCKING_KIND_LABELS[c.row.kind as DockingKind], note: c.row.result }, senderDept: user.deptName })),
    );
  },
});

/** Whether the staff member is a street manager of `streetCode` (SPEC.md section 6: 街道管理 with the account's street). */
const managesStreet = (user: AuthUser, streetCode: string) => user.userKind === 1 && user.roles.includes(EMPLOYMENT_POST_ROLE) && !!user.streetCode && user.streetCode === streetCode;
/** Whether the staff member belongs to `dept` (the account's department or one of its roles). */
const inDept = (user: AuthUser, dept: string) => user.userKind === 1 && (user.deptName === dept || user.roles.includes(dept));

/**
 * The scope rule of issue 17 ("staff see and change only the services of their department or
 * street"): the request's department (at first 就业中心, then the department it was assigned to;
 * 街道管理 meaning the street's own post), the street managers of the enterprise's street, and the
 * assignee.
 */
export const inScope = (user: AuthUser, r: Pick<DockingRow, 'deptName' | 'streetCode' | 'assigneeId'>) =>
  user.userKind === 1 && ((r.deptName !== EMPLOYMENT_POST_ROLE && inDept(user, r.deptName)) || managesStreet(user, r.streetCode) || r.assigneeId === user.id);

/** {@link inScope} as a condition on company_docking. */
function scopeCondition(user: AuthUser): SQL {
  const depts = [user.deptName, ...user.roles].filter((d) => d && d !== EMPLOYMENT_POST_ROLE);
  return or(
    depts.length ? inArray(companyDocking.deptName, depts) : undefined,
    user.roles.includes(EMPLOYMENT_POST_ROLE) && user.streetCode ? eq(companyDocking.streetCode, user.streetCode) : undefined,
    eq(companyDocking.assigneeId, user.id),
  )!;
}

/** Rows as the contract gives them, with the street's name. */
async function toItems(db: Db, rows: DockingRow[]): Promise<DockingItem[]> {
  const codes = [...new Set(rows.map((r) => r.streetCode))];
  const streets = codes.length ? await db.select({ code: street.code, name: street.name }).from(street).where(inArray(street.code, codes)) : [];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as DockingKind,
    description: r.description,
    contact: r.contact,
    phone: r.phone,
    entName: r.entName,
    streetName: streets.find((s) => s.code === r.streetCode)?.name ?? '',
    status: r.status as DockingStatus,
    deptName: r.deptName,
    assigneeName: r.assigneeName,
    result: r.result,
    createdAt: formatDateTime(r.createdAt),
    updatedAt: formatDateTime(r.updatedAt),
    closedAt: r.closedAt ? formatDateTime(r.closedAt) : null,
  }));
}

/**
 * An enterprise asks the station for a service: the request goes to DOCKING_HOME_DEPT and to the
 * street of the enterprise, with a first record 提交需求.
 * @throws Fail 4003 an account without an enterprise
 */
export async function addDocking(db: Db, user: AuthUser, input: { kind: DockingKind; description: string; contact: string; phone: string }): Promise<DockingItem> {
  if (user.userKind !== 2 || !user.enterpriseId) throw forbidden('仅企业用户可以提出服务需求');
  const [ent] = await db.select({ name: enterprise.name, streetCode: enterprise.streetCode }).from(enterprise).where(eq(enterprise.id, user.enterpriseId));
  if (!ent) throw forbidden('仅企业用户可以提出服务需求');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companyDocking)
      .values({ ...input, enterpriseId: user.enterpriseId!, entName: ent.name, streetCode: ent.streetCode, deptName: DOCKING_HOME_DEPT, createdBy: user.id })
      .returning();
    await tx.insert(companyDockingRecord).values({ dockingId: row!.id, action: 'submit', fromStatus: '', toStatus: 'pending', note: `${DOCKING_KIND_LABELS[input.kind]}：${input.description}`, userId: user.id, userName: ent.name, at: row!.createdAt });
    return (await toItems(tx, [row!]))[0]!;
  });
}

/** Open requests first (by status order), then the newest. */
const listOrder = [sql`${companyDocking.status} = 'closed'`, desc(companyDocking.id)];

/** The requests of the user's enterprise, newest first. */
export async function myDockings(db: Db, user: AuthUser, f: { page: number; limit: number; status?: DockingStatus | undefined }) {
  const where = and(eq(companyDocking.enterpriseId, user.enterpriseId ?? 0), f.status ? eq(companyDocking.status, f.status) : undefined);
  const { list: rows, total } = await pageOf(
    db
      .select()
      .from(companyDocking)
      .where(where)
      .orderBy(desc(companyDocking.id)),
    db.select({ n: count() }).from(companyDocking).where(where),
    f,
  );
  return { list: await toItems(db, rows), total };
}

/** The requests in the staff member's scope ({@link inScope}): open ones first, then the newest; keyword on the enterprise, contact or description. */
export async function scopeDockings(db: Db, user: AuthUser, f: { page: number; limit: number; status?: DockingStatus | undefined; kind?: DockingKind | undefined; keyword?: string | undefined }) {
  const kw = f.keyword ? `%${likeLiteral(f.keyword)}%` : null;
  const where = and(
    scopeCondition(user),
    f.status ? eq(companyDocking.status, f.status) : undefined,
    f.kind ? eq(companyDocking.kind, f.kind) : undefined,
    kw ? or(ilike(companyDocking.entName, kw), ilike(companyDocking.contact, kw), ilike(companyDocking.description, kw)) : undefined,
  );
  const { list: rows, total } = await pageOf(
    db
      .select()
      .from(companyDocking)
      .where(where)
      .orderBy(...listOrder),
    db.select({ n: count() }).from(companyDocking).where(where),
    f,
  );
  return { list: await toItems(db, rows), total };
}

/**
 * A request the user may read: its enterprise's accounts, or staff in its scope.
 * @throws Fail 4004 unknown, or another enterprise's; 4003 staff out of its scope
 */
async function readable(db: Db, user: AuthUser, id: number): Promise<DockingRow> {
  const [row] = await db.select().from(companyDocking).where(eq(companyDocking.id, id));
  if (!row || (user.userKind !== 1 && row.enterpriseId !== user.enterpriseId)) throw notFound('服务需求不存在');
  if (user.userKind === 1 && !inScope(user, row)) throw forbidden('只能办理本部门（街道）的服务需求');
  return row;
}

/** One request with its records (oldest first) and the actions the caller may take now. */
export async function dockingDetail(db: Db, user: AuthUser, id: number) {
  const row = await readable(db, user, id);
  const records = await db.select().from(companyDockingRecord).where(eq(companyDockingRecord.dockingId, id)).orderBy(companyDockingRecord.id);
  const actions = user.userKind === 1 ? (Object.keys(DOCKING_TRANSITIONS.actions) as DockingAction[]).filter((a) => transitionAllowed(DOCKING_TRANSITIONS, a, row.status as DockingStatus)) : [];
  return {
    item: (await toItems(db, [row]))[0]!,
    records: records.map((r): DockingRecord => ({ id: r.id, action: r.action as DockingRecord['action'], note: r.note, userName: r.userName, at: formatDateTime(r.at) })),
    actions,
  };
}

/** Active staff of `deptName` (for 街道管理: the managers of the request's street) a request in the caller's scope may be assigned to. */
export async function assignableStaff(db: Db, user: AuthUser, id: number, deptName: string) {
  const row = await readable(db, user, id);
  const rows = await db
    .select({ id: appUser.id, name: appUser.name, username: appUser.username, roles: appUser.roles, deptName: appUser.deptName, streetCode: appUser.streetCode })
    .from(appUser)
    .where(and(eq(appUser.userKind, 1), eq(appUser.status, 'active')))
    .orderBy(appUser.id);
  return rows
    .filter((u) => (u.deptName === deptName || u.roles.includes(deptName)) && (deptName !== EMPLOYMENT_POST_ROLE || u.streetCode === row.streetCode))
    .map((u) => ({ id: u.id, name: u.name || u.username }));
}

/**
 * Fires an action of DOCKING_TRANSITIONS on a request in the staff member's scope: a conditional
 * update on the status and version it was read in (re-assigning and a second follow-up keep the
 * status, so the version tells two of them apart), with a record. 指派 sets the department (and assignee), 办结
 * the result and the closing time.
 * @throws Fail 4004/4003 unknown or out of scope; 4001 an assignee not of the department; 4009 not allowed from its status, or changed meanwhile
 */
export async function actOnDocking(db: Db, user: AuthUser, action: DockingAction, input: { id: number; note: string; deptName?: string | undefined; assigneeId?: number | undefined }): Promise<{ status: DockingStatus }> {
  const row = await readable(db, user, input.id);
  const rule = DOCKING_TRANSITIONS.actions[action];
  if (!transitionAllowed(DOCKING_TRANSITIONS, action, row.status as DockingStatus)) throw conflict(`服务需求当前状态为“${DOCKING_STATUS_LABELS[row.status as DockingStatus]}”，不能${rule.label}`);
  const now = new Date();
  let set: Partial<typeof companyDocking.$inferInsert> = { updatedAt: now };
  let note = input.note;
  if (action === 'assign') {
    const deptName = input.deptName ?? '';
    if (!(DOCKING_DEPARTMENTS as readonly string[]).includes(deptName)) throw invalid(`承办部门“${deptName}”不存在`);
    let assigneeName = '';
    if (input.assigneeId !== undefined) {
      const staff = (await assignableStaff(db, user, input.id, deptName)).find((s) => s.id === input.assigneeId);
      if (!staff) throw invalid(`指定的工作人员不属于${deptName}`);
      assigneeName = staff.name;
    }
    set = { ...set, deptName, assigneeId: input.assigneeId ?? null, assigneeName };
    note = `指派至${deptName}${assigneeName ? `（${assigneeName}）` : ''}${note ? `：${note}` : ''}`;
  } else if (action === 'close') set = { ...set, result: note, closedAt: now };
  const change = await dockingWorkflow.fireOne(db, action, { id: row.id, status: row.status, version: row.version }, { user, note }, { set });
  return { status: change.to as DockingStatus };
}

