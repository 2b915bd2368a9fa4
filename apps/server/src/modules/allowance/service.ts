import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  AREA_AUDIT_WORKFLOW,
  transitionAllowed,
  AREA_AUDIT_STATUS_LABELS,
  CODE,
  EXPERT_PERMISSION,
  type AreaAuditAction,
  type AreaAuditCompany,
  type AreaAuditDecision,
  type AreaAuditKind,
  type AreaAuditPerson,
  type AreaAuditStatus,
  type AuditRecord,
  type BatchResult,
  type ItemResult,
} from '@portal/api';
import { maskIdCard, maskMobile } from '@portal/validators';
import type { Db } from '../../db/open';
import { Fail, forbidden, notFound } from '../../http/errors';
import { formatDateTime, shanghaiDay } from '../../http/time';
import { defineWorkflow, STATUS_CHANGED, type WorkflowItem } from '../../http/workflow';
import { appUser } from '../account/tables';
import type { AuthUser } from '../account/session';
import { enterprise, staff, street } from '../enterprise/tables';
import { NOT_FOR_YOUR_ROLE } from '../personalData/service';
import { abilitiesOf, roleLabel } from './access';
import { areaAuditCompany, areaAuditExpertScore, areaAuditPerson, areaAuditRecord } from './tables';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';

/** Filters of the person list (and export). */
export interface PersonFilter {
  keyword?: string | undefined;
  status?: '' | AreaAuditStatus | undefined;
  subsidyItem?: string | undefined;
  companyId?: number | undefined;
  year?: number | undefined;
}
/** Filters of the company list (and export). */
export interface CompanyFilter {
  keyword?: string | undefined;
  status?: '' | AreaAuditStatus | undefined;
  subsidyItem?: string | undefined;
  year?: number | undefined;
}

const label = (s: string) => AREA_AUDIT_STATUS_LABELS[s as AreaAuditStatus] ?? (s || '待审核');
/** SPEC.md section 4 reads an empty status as pending: stored rows always say awaiting_check. */
const normal = (s: string): AreaAuditStatus => (s === '' ? 'awaiting_check' : (s as AreaAuditStatus));

function personWhere(f: PersonFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.keyword) {
    const k = likeLiteral(f.keyword);
    conds.push(or(ilike(areaAuditPerson.name, `%${k}%`), ilike(areaAuditPerson.idCard, `${k}%`), ilike(areaAuditPerson.companyName, `%${k}%`)));
  }
  if (f.status) conds.push(eq(areaAuditPerson.status, normal(f.status)));
  if (f.subsidyItem) conds.push(eq(areaAuditPerson.subsidyItem, f.subsidyItem));
  if (f.companyId) conds.push(eq(areaAuditPerson.companyId, f.companyId));
  if (f.year) conds.push(eq(areaAuditPerson.year, f.year));
  return and(...conds);
}

function companyWhere(f: CompanyFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.keyword) {
    const k = likeLiteral(f.keyword);
    conds.push(or(ilike(areaAuditCompany.name, `%${k}%`), ilike(areaAuditCompany.creditCode, `${k.toUpperCase()}%`)));
  }
  if (f.status) conds.push(eq(areaAuditCompany.status, normal(f.status)));
  if (f.subsidyItem) conds.push(eq(areaAuditCompany.subsidyItem, f.subsidyItem));
  if (f.year) conds.push(eq(areaAuditCompany.year, f.year));
  return and(...conds);
}

const personColumns = {
  p: areaAuditPerson,
  streetName: sql<string>`coalesce(${street.name}, '')`,
  auditor: sql<string>`coalesce(${appUser.name}, '')`,
  expertScore: sql<number | null>`(select round(avg(s.score)::numeric, 1)::float8 from ${areaAuditExpertScore} s where s.person_id = ${areaAuditPerson.id})`,
};
type PersonRow = { p: typeof areaAuditPerson.$inferSelect; streetName: string; auditor: string; expertScore: number | null };

/**
 * A person row as the contract shows it: identity number 6 + 4 and phone 3 + 4 (issue 24;
 * GB/T 35273-2020 7.2). Whole only for an export whose full numbers the caller asked for and was
 * allowed (`exportWithFullNumbers`, logged); lists and details are masked for everyone.
 */
function toPerson(r: PersonRow, full = false): AreaAuditPerson {
  const p = r.p;
  return {
    id: p.id,
    name: p.name,
    idCard: full ? p.idCard : maskIdCard(p.idCard),
    phone: full ? p.phone : maskMobile(p.phone),
    companyId: p.companyId,
    companyName: p.companyName,
    streetName: r.streetName,
    subsidyItem: p.subsidyItem,
    year: p.year,
    amount: p.amount,
    education: p.education,
    status: normal(p.status),
    version: p.version,
    comment: p.comment,
    auditedBy: r.auditor,
    auditedAt: p.auditedAt ? formatDateTime(p.auditedAt) : null,
    expertScore: r.expertScore === null ? null : Number(r.expertScore),
    pushedAt: p.pushedAt ? formatDateTime(p.pushedAt) : null,
  };
}

const personQuery = (db: Db) =>
  db.select(personColumns).from(areaAuditPerson).leftJoin(street, eq(street.code, areaAuditPerson.streetCode)).leftJoin(appUser, eq(appUser.id, areaAuditPerson.auditedBy));

/**
 * A page of person records, pending ones first, then newest: `{ list, total }`, identity and phone
 * numbers masked for every role (the auditors reveal one at a time: {@link revealPersonNumber}).
 */
export async function listPersons(db: Db, f: PersonFilter & { page: number; limit: number }) {
  const where = personWhere(f);
  const { list: rows, total } = await pageOf(
    personQuery(db)
      .where(where)
      .orderBy(sql`(${areaAuditPerson.status} = 'awaiting_check') desc`, desc(areaAuditPerson.id)),
    db.select({ n: count() }).from(areaAuditPerson).where(where),
    f,
  );
  return { list: rows.map((r) => toPerson(r)), total };
}

/**
 * Person records in ascending id after `afterId`, for the streamed export (keyset pages); numbers
 * whole only when `full` (decided and logged by `exportWithFullNumbers`), masked otherwise.
 */
export async function personPage(db: Db, f: PersonFilter, afterId: number, size: number, full: boolean): Promise<AreaAuditPerson[]> {
  const rows = await personQuery(db)
    .where(and(personWhere(f), sql`${areaAuditPerson.id} > ${afterId}`))
    .orderBy(asc(areaAuditPerson.id))
    .limit(size);
  return rows.map((r) => toPerson(r, full));
}

const companyColumns = {
  c: areaAuditCompany,
  streetName: sql<string>`coalesce(${street.name}, '')`,
  auditor: sql<string>`coalesce(${appUser.name}, '')`,
  personCount: sql<number>`(select count(*)::int from ${areaAuditPerson} x where x.company_id = ${areaAuditCompany.id})`,
};
type CompanyRow = { c: typeof areaAuditCompany.$inferSelect; streetName: string; auditor: string; personCount: number };

/** A company row as the contract shows it: the contact phone 3 + 4, whole only in an export with full numbers (as {@link toPerson}). */
function toCompany(r: CompanyRow, full = false): AreaAuditCompany {
  const c = r.c;
  return {
    id: c.id,
    name: c.name,
    creditCode: c.creditCode,
    streetName: r.streetName,
    contactName: c.contactName,
    contactPhone: full ? c.contactPhone : maskMobile(c.contactPhone),
    subsidyItem: c.subsidyItem,
    year: c.year,
    amount: c.amount,
    personCount: Number(r.personCount),
    status: normal(c.status),
    version: c.version,
    comment: c.comment,
    auditedBy: r.auditor,
    auditedAt: c.auditedAt ? formatDateTime(c.auditedAt) : null,
    pushedAt: c.pushedAt ? formatDateTime(c.pushedAt) : null,
  };
}

const companyQuery = (db: Db) =>
  db.select(companyColumns).from(areaAuditCompany).leftJoin(street, eq(street.code, areaAuditCompany.streetCode)).leftJoin(appUser, eq(appUser.id, areaAuditCompany.auditedBy));

/** A page of company records, pending ones first, then newest: `{ list, total }`, the contact phone masked for every role. */
export async function listCompanies(db: Db, f: CompanyFilter & { page: number; limit: number }) {
  const where = companyWhere(f);
  const { list: rows, total } = await pageOf(
    companyQuery(db)
      .where(where)
      .orderBy(sql`(${areaAuditCompany.status} = 'awaiting_check') desc`, desc(areaAuditCompany.id)),
    db.select({ n: count() }).from(areaAuditCompany).where(where),
    f,
  );
  return { list: rows.map((r) => toCompany(r)), total };
}

/** Company records in ascending id after `afterId`, for the streamed export; the contact phone whole only when `full`. */
export async function companyPage(db: Db, f: CompanyFilter, afterId: number, size: number, full: boolean): Promise<AreaAuditCompany[]> {
  const rows = await companyQuery(db)
    .where(and(companyWhere(f), sql`${areaAuditCompany.id} > ${afterId}`))
    .orderBy(asc(areaAuditCompany.id))
    .limit(size);
  return rows.map((r) => toCompany(r, full));
}

function toRecord(r: typeof areaAuditRecord.$inferSelect): AuditRecord {
  return {
    id: r.id,
    kind: r.kind as AuditRecord['kind'],
    targetId: r.targetId,
    targetName: r.targetName,
    actorName: r.actorName,
    actorRole: r.actorRole,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    comment: r.comment,
    score: r.score,
    createdAt: formatDateTime(r.createdAt),
  };
}

async function historyOf(db: Db, kinds: string[], id: number): Promise<AuditRecord[]> {
  const rows = await db
    .select()
    .from(areaAuditRecord)
    .where(and(inArray(areaAuditRecord.kind, kinds), eq(areaAuditRecord.targetId, id)))
    .orderBy(asc(areaAuditRecord.createdAt), asc(areaAuditRecord.id));
  return rows.map(toRecord);
}

/**
 * A person record with its history (audits and expert scores, oldest first) and the experts'
 * scores; identity and phone numbers masked for every role, as in the list.
 * @throws Fail 4004 when there is no such record
 */
export async function personDetail(db: Db, id: number, viewer: AuthUser) {
  const [row] = await personQuery(db).where(eq(areaAuditPerson.id, id));
  if (!row) throw notFound('个人补贴记录不存在');
  const scores = await db
    .select({ s: areaAuditExpertScore, expertName: appUser.name })
    .from(areaAuditExpertScore)
    .innerJoin(appUser, eq(appUser.id, areaAuditExpertScore.expertId))
    .where(eq(areaAuditExpertScore.personId, id))
    .orderBy(asc(areaAuditExpertScore.updatedAt));
  return {
    person: toPerson(row),
    school: row.p.school,
    certificateNo: row.p.certificateNo,
    history: await historyOf(db, ['person', 'expert'], id),
    scores: scores.map((s) => ({ expertName: s.expertName, score: s.s.score, comment: s.s.comment, updatedAt: formatDateTime(s.s.updatedAt), mine: s.s.expertId === viewer.id })),
  };
}

/**
 * A company record with its history; the contact phone masked for every role.
 * @throws Fail 4004 when there is no such record
 */
export async function companyDetail(db: Db, id: number) {
  const [row] = await companyQuery(db).where(eq(areaAuditCompany.id, id));
  if (!row) throw notFound('单位补贴记录不存在');
  return { company: toCompany(row), history: await historyOf(db, ['company'], id) };
}

/**
 * The whole identity number (`idCard`) or phone (`phone`) of person record `id`, for the reveal
 * (POST /api/personalData/reveal, source 'areaAuditPerson'; personalData/service.ts logs it):
 * only the roles whose area-audit task needs it (`fullNumbers` of `areaAuditAbilitiesOf`: the
 * auditors, who verify identities and call applicants); whose: the person's name. Issue 24,
 * GB/T 35273-2020 7.2.
 * @throws Fail 4003 ({@link NOT_FOR_YOUR_ROLE}) for any other role, 4004 when there is no such record
 */
export async function revealPersonNumber(db: Db, user: AuthUser, id: number, field: string): Promise<{ value: string; subject: string }> {
  if (!abilitiesOf(user).fullNumbers) throw forbidden(NOT_FOR_YOUR_ROLE);
  const [p] = await db.select({ name: areaAuditPerson.name, idCard: areaAuditPerson.idCard, phone: areaAuditPerson.phone }).from(areaAuditPerson).where(eq(areaAuditPerson.id, id));
  if (!p) throw notFound('个人补贴记录不存在');
  return { value: field === 'idCard' ? p.idCard : p.phone, subject: p.name };
}

/**
 * The whole contact phone (`contactPhone`) of company record `id`, for the reveal (source
 * 'areaAuditCompany'), to the same roles as {@link revealPersonNumber}; whose: the company's name.
 * @throws Fail 4003 ({@link NOT_FOR_YOUR_ROLE}) for any other role, 4004 when there is no such record
 */
export async function revealCompanyPhone(db: Db, user: AuthUser, id: number): Promise<{ value: string; subject: string }> {
  if (!abilitiesOf(user).fullNumbers) throw forbidden(NOT_FOR_YOUR_ROLE);
  const [c] = await db.select({ name: areaAuditCompany.name, contactPhone: areaAuditCompany.contactPhone }).from(areaAuditCompany).where(eq(areaAuditCompany.id, id));
  if (!c) throw notFound('单位补贴记录不存在');
  return { value: c.contactPhone, subject: c.name };
}

/** The audit history of every record, newest first, filtered by kind and by the record's or the actor's name. */
export async function listRecords(db: Db, f: { kind?: string | undefined; keyword?: string | undefined; page: number; limit: number }) {
  const conds: (SQL | undefined)[] = [];
  if (f.kind) conds.push(eq(areaAuditRecord.kind, f.kind));
  if (f.keyword) {
    const k = `%${likeLiteral(f.keyword)}%`;
    conds.push(or(ilike(areaAuditRecord.targetName, k), ilike(areaAuditRecord.actorName, k)));
  }
  const where = and(...conds);
  const { list: rows, total } = await pageOf(
    db.select().from(areaAuditRecord).where(where).orderBy(desc(areaAuditRecord.createdAt), desc(areaAuditRecord.id)),
    db.select({ n: count() }).from(areaAuditRecord).where(where),
    f,
  );
  return { list: rows.map(toRecord), total };
}

/** The workflow of one kind of record: AREA_AUDIT_WORKFLOW over its table, every change recorded in area_audit_record. */
function areaAuditWorkflow(kind: AreaAuditKind, table: typeof areaAuditPerson | typeof areaAuditCompany) {
  return defineWorkflow(`areaAudit.${kind}`, AREA_AUDIT_WORKFLOW, {
    table,
    id: table.id,
    status: table.status,
    version: table.version,
    history: {
      table: areaAuditRecord,
      ref: areaAuditRecord.targetId,
      rows: (changes, { user, note }) =>
        changes.map((c) => ({ kind, targetId: c.id, targetName: c.row.name, actorId: user.id, actorName: user.name, actorRole: roleLabel(user), fromStatus: normal(c.from), toStatus: c.to, comment: note, createdAt: c.at })),
    },
  });
}
const workflows = { person: areaAuditWorkflow('person', areaAuditPerson), company: areaAuditWorkflow('company', areaAuditCompany) };
const tableOf = (kind: AreaAuditKind) => (kind === 'person' ? areaAuditPerson : areaAuditCompany);

/** Why `from` -> `to` is refused, in the words staff read. */
export const refusal = (from: AreaAuditStatus, to: AreaAuditStatus) => `当前状态为“${label(from)}”，不能改为“${label(to)}”`;

/**
 * Fires `action` of AREA_AUDIT_WORKFLOW on records of one kind in the caller's transaction; each
 * change is a conditional update on the status it was read in, recorded with who, role, when,
 * from, to and the comment. Of two staff acting at once, only the first changes a record; the
 * second gets it back as changed. `version`, when given (one id), must match the stored version.
 * @returns one result per id, in the order given; ids that do not exist or may not change are left as they are
 */
export async function transition(
  tx: Db,
  actor: AuthUser,
  kind: AreaAuditKind,
  ids: number[],
  action: AreaAuditAction,
  comment: string,
  opts: { version?: number; audit?: boolean } = {},
): Promise<ItemResult[]> {
  const t = tableOf(kind);
  const to = AREA_AUDIT_WORKFLOW.actions[action].to;
  const unique = [...new Set(ids)];
  const rows = await tx.select({ id: t.id, status: t.status, version: t.version }).from(t).where(inArray(t.id, unique));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const allowed: WorkflowItem[] = [];
  const results = new Map<number, ItemResult>();
  for (const id of unique) {
    const r = byId.get(id);
    if (!r) results.set(id, { id, ok: false, status: null, message: '记录不存在' });
    else if (opts.version !== undefined && r.version !== opts.version) results.set(id, { id, ok: false, status: normal(r.status), message: '记录已被他人修改，请刷新后重试' });
    else if (!transitionAllowed(AREA_AUDIT_WORKFLOW, action, r.status as AreaAuditStatus)) results.set(id, { id, ok: false, status: normal(r.status), message: refusal(normal(r.status), to) });
    else allowed.push({ id, status: r.status, version: opts.version });
  }
  const now = new Date();
  const { done, missed } = await workflows[kind].fire(tx, action, allowed, { user: actor, note: comment }, { set: opts.audit ? { comment, auditedBy: actor.id, auditedAt: now } : {} });
  for (const c of done) results.set(c.id, { id: c.id, ok: true, status: to, message: '操作成功' });
  for (const { item } of missed) results.set(item.id, { id: item.id, ok: false, status: normal(item.status), message: STATUS_CHANGED });
  return ids.map((id) => results.get(id)!);
}

/** Counts of a batch's per-item results. */
export function summarise(results: ItemResult[]): BatchResult {
  const succeeded = results.filter((r) => r.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}

/**
 * Batch audit (one request, one transaction): every pending record among `ids` gets `decision`;
 * the others are reported with the reason and left unchanged.
 */
export async function batchAudit(db: Db, actor: AuthUser, kind: AreaAuditKind, ids: number[], decision: AreaAuditDecision, comment: string): Promise<BatchResult> {
  return summarise(await db.transaction((tx) => transition(tx, actor, kind, ids, decision, comment, { audit: true })));
}

/**
 * Audits one record, checking `version` (optimistic: a stale page cannot overwrite another auditor's decision).
 * @throws Fail 4004 no such record; 4009 illegal status change or stale version (nothing changes)
 */
export async function updateAudit(db: Db, actor: AuthUser, input: { kind: AreaAuditKind; id: number; status: AreaAuditDecision; comment: string; version: number }) {
  const [r] = await db.transaction((tx) => transition(tx, actor, input.kind, [input.id], input.status, input.comment, { version: input.version, audit: true }));
  if (!r!.ok) throw r!.status === null ? notFound(r!.message) : new Fail(CODE.conflict, r!.message);
  const t = tableOf(input.kind);
  const [row] = await db.select({ id: t.id, status: t.status, version: t.version }).from(t).where(eq(t.id, input.id));
  return { id: row!.id, status: normal(row!.status), version: row!.version };
}

/**
 * Expert scores (0-100) of pending person records, one transaction: a new score or the expert's
 * changed score is saved and recorded; records that are not pending are reported and skipped.
 */
export async function expertScores(db: Db, expert: AuthUser, items: { id: number; score: number; comment: string }[]): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: areaAuditPerson.id, status: areaAuditPerson.status, name: areaAuditPerson.name })
      .from(areaAuditPerson)
      .where(
        inArray(
          areaAuditPerson.id,
          items.map((i) => i.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const results: ItemResult[] = [];
    const ok: { item: (typeof items)[number]; name: string }[] = [];
    for (const item of items) {
      const r = byId.get(item.id);
      if (!r) results.push({ id: item.id, ok: false, status: null, message: '记录不存在' });
      else if (normal(r.status) !== 'awaiting_check') results.push({ id: item.id, ok: false, status: normal(r.status), message: `记录已${label(r.status)}，不能再评分` });
      else {
        ok.push({ item, name: r.name });
        results.push({ id: item.id, ok: true, status: 'awaiting_check', message: '评分已保存' });
      }
    }
    if (ok.length > 0) {
      const now = new Date();
      await tx
        .insert(areaAuditExpertScore)
        .values(ok.map(({ item }) => ({ personId: item.id, expertId: expert.id, score: item.score, comment: item.comment, updatedAt: now })))
        .onConflictDoUpdate({
          target: [areaAuditExpertScore.personId, areaAuditExpertScore.expertId],
          set: { score: sql`excluded.score`, comment: sql`excluded.comment`, updatedAt: now },
        });
      const role = expert.personRouters.includes(EXPERT_PERMISSION) ? '专家' : roleLabel(expert);
      await tx.insert(areaAuditRecord).values(
        ok.map(({ item, name }) => ({
          kind: 'expert',
          targetId: item.id,
          targetName: name,
          actorId: expert.id,
          actorName: expert.name,
          actorRole: role,
          fromStatus: 'awaiting_check',
          toStatus: 'awaiting_check',
          comment: item.comment,
          score: item.score,
          createdAt: now,
        })),
      );
    }
    return summarise(results);
  });
}

async function personOrFail(db: Db, id: number) {
  const [p] = await db.select().from(areaAuditPerson).where(eq(areaAuditPerson.id, id));
  if (!p) throw notFound('个人补贴记录不存在');
  return p;
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/**
 * Months of social insurance paid in the district by the person of a record: the enterprise
 * staff records of the district with the same identity number, each from its entry month to its
 * leaving month (or this month, Asia/Shanghai) inclusive; a month covered by two employers counts once.
 * @throws Fail 4004 when there is no such record
 */
export async function socialPay(db: Db, id: number, today = new Date()) {
  const p = await personOrFail(db, id);
  const rows = await db
    .select({ entName: enterprise.name, from: staff.entryDate, to: staff.leftOn })
    .from(staff)
    .innerJoin(enterprise, eq(enterprise.id, staff.enterpriseId))
    .where(eq(staff.idCard, p.idCard))
    .orderBy(asc(staff.entryDate));
  const now = monthIndex(shanghaiDay(today));
  const covered = new Set<number>();
  const periods = rows.map((r) => {
    const a = monthIndex(r.from);
    const b = Math.min(r.to ? monthIndex(r.to) : now, now);
    for (let m = a; m <= b; m++) covered.add(m);
    return { entName: r.entName, from: r.from, to: r.to, months: Math.max(0, b - a + 1) };
  });
  return { months: covered.size, periods };
}

/**
 * The subsidies approved for the same person (identity number) or company (credit code): every
 * record in agree (or approved and awaiting a new push, fail), with the total in 元.
 * @throws Fail 4004 when there is no such record
 */
export async function grantedSubsidies(db: Db, kind: AreaAuditKind, id: number) {
  const granted = ['agree', 'fail'];
  const rows =
    kind === 'person'
      ? await (async () => {
          const p = await personOrFail(db, id);
          return db
            .select({ id: areaAuditPerson.id, subsidyItem: areaAuditPerson.subsidyItem, year: areaAuditPerson.year, amount: areaAuditPerson.amount, status: areaAuditPerson.status })
            .from(areaAuditPerson)
            .where(and(eq(areaAuditPerson.idCard, p.idCard), inArray(areaAuditPerson.status, granted)))
            .orderBy(desc(areaAuditPerson.year), asc(areaAuditPerson.id));
        })()
      : await (async () => {
          const [c] = await db.select().from(areaAuditCompany).where(eq(areaAuditCompany.id, id));
          if (!c) throw notFound('单位补贴记录不存在');
          return db
            .select({ id: areaAuditCompany.id, subsidyItem: areaAuditCompany.subsidyItem, year: areaAuditCompany.year, amount: areaAuditCompany.amount, status: areaAuditCompany.status })
            .from(areaAuditCompany)
            .where(and(eq(areaAuditCompany.creditCode, c.creditCode), inArray(areaAuditCompany.status, granted)))
            .orderBy(desc(areaAuditCompany.year), asc(areaAuditCompany.id));
        })();
  return { total: rows.reduce((s, r) => s + r.amount, 0), granted: rows.map((r) => ({ ...r, status: normal(r.status) })) };
}

/**
 * Degree verification: the claimed highest education against the one the district's enterprises
 * recorded for the same identity number (the latest entry).
 * @throws Fail 4004 when there is no such record
 */
export async function verifyDegree(db: Db, id: number) {
  const p = await personOrFail(db, id);
  const [rec] = await db.select({ education: staff.education }).from(staff).where(eq(staff.idCard, p.idCard)).orderBy(desc(staff.entryDate)).limit(1);
  const base = { claimed: p.education, school: p.school, certificateNo: p.certificateNo, recorded: rec?.education ?? null };
  if (!rec) return { ...base, result: 'unknown' as const, message: '本区企业人员名单中没有此人的学历记录，请核对学历证书' };
  if (rec.education === p.education) return { ...base, result: 'match' as const, message: '与企业登记的学历一致' };
  return { ...base, result: 'mismatch' as const, message: `申报学历“${p.education}”与企业登记的“${rec.education}”不一致` };
}
