import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_EVENT_LABELS,
  APPLICATION_FILERS,
  APPLICATION_FORM_FIELDS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_WORKFLOW,
  APPLICATION_TYPE_LABELS,
  APPLICATION_TYPES,
  CODE,
  EDITABLE_STATUSES,
  PENDING_STATUSES,
  TASK_TYPE_CODES,
  applicationFormSchema,
  canTransition,
  type ActorRole,
  type ApplicationAction,
  type ApplicationBatchResult,
  type ApplicationDetail,
  type ApplicationItem,
  type ApplicationSaved,
  type ApplicationStatus,
  type ApplicationType,
  type BusinessMessageKind,
  type EligibilityCheck,
  type PublicityItem,
  type TaskTypeCode,
  type TimelineEntry,
} from '@portal/api';
import { maskIdCard, maskMobile, maskPersonName } from '@portal/validators';
import type { Db } from '../../db/open';
import { Fail, conflict, forbidden, invalid, notFound } from '../../http/errors';
import { describeIssue } from '../../http/router';
import { formatDateTime } from '../../http/time';
import { defineWorkflow, type FireOptions } from '../../http/workflow';
import type { AuthUser } from '../account/session';
import { enterprise } from '../enterprise/tables';
import { dictProblem } from '../dict/service';
import { toAttachment } from '../files/service';
import { storedFile } from '../files/tables';
import { sendMessages } from '../messages/service';
import { NOT_FOR_YOUR_ROLE } from '../personalData/service';
import { actorName, actorRoleFor, allowedActions, isPerson, mayFire, readableTypes, rolesOn, staffTypes } from './access';
import { amountOf, checkEligibility, personFacts, zfbtSuggestedScore, ZFBT_SCORE_STANDARD } from './eligibility';
import { application, applicationEvent, applicationScore } from './tables';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';

/*
 * Applications (issue 6): drafts, submissions, the staff workflow over APPLICATION_WORKFLOW
 * (the one transition table, docs/applications.md section 2), timelines, lists, publicity.
 */

type Row = typeof application.$inferSelect;

/** Application-number prefix of each type: prefix + year + six-digit id, e.g. ZF2026000012. */
const APPLY_NO_PREFIX: Record<ApplicationType, string> = {
  ruhu: 'RH',
  zhufang: 'ZF',
  Personnel: 'RC',
  Xzybzkf: 'XZ',
  Zizhu: 'ZZ',
  cjbt: 'CY',
  zfbtEnt: 'BQ',
  zfbtUser: 'BG',
  springAllowance: 'CJ',
  fcwg: 'FC',
};

/** The application number shown to people (prefix of the type, year of creation, id). */
export function applyNoOf(row: Pick<Row, 'id' | 'type' | 'createdAt'>): string {
  const year = formatDateTime(row.createdAt).slice(0, 4);
  return `${APPLY_NO_PREFIX[row.type as ApplicationType]}${year}${String(row.id).padStart(6, '0')}`;
}

/** The id inside an application number, or null when it is not one. */
function idOfApplyNo(applyNo: string): { id: number; prefix: string } | null {
  const m = /^([A-Z]{2})\d{4}(\d{6,})$/.exec(applyNo.trim().toUpperCase());
  return m ? { prefix: m[1]!, id: Number(m[2]) } : null;
}

const taskCodeOf = (type: string): string | null => (Object.entries(TASK_TYPE_CODES).find(([, t]) => t === type)?.[0] ?? null);
const statusOf = (row: Pick<Row, 'status'>) => row.status as ApplicationStatus;
const peopleOf = (fields: Record<string, unknown>) => (Array.isArray(fields.people) ? (fields.people as Record<string, unknown>[]) : []);

/** The saved-answer of fill, save and the single transitions. */
function saved(row: Pick<Row, 'id' | 'type' | 'createdAt' | 'status' | 'version' | 'updatedAt'>): ApplicationSaved {
  return { id: row.id, applyNo: applyNoOf(row), status: statusOf(row), version: row.version, savedAt: formatDateTime(row.updatedAt) };
}

/** Enterprise names by id, one query. */
async function entNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const set = [...new Set(ids.filter((i): i is number => i !== null))];
  if (set.length === 0) return new Map();
  const rows = await db.select({ id: enterprise.id, name: enterprise.name }).from(enterprise).where(inArray(enterprise.id, set));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A row as lists show it: identity and phone numbers always masked (docs/applications.md section 4). */
function toItem(row: Row, entName: string): ApplicationItem {
  return {
    id: row.id,
    applyNo: applyNoOf(row),
    type: row.type as ApplicationType,
    typeLabel: APPLICATION_TYPE_LABELS[row.type as ApplicationType],
    taskTypeCode: taskCodeOf(row.type),
    status: statusOf(row),
    statusLabel: APPLICATION_STATUS_LABELS[statusOf(row)],
    version: row.version,
    applicantName: row.applicantName,
    applicantIdCard: maskIdCard(row.applicantIdCard),
    applicantPhone: maskMobile(row.applicantPhone),
    entName,
    peopleCount: row.peopleCount,
    amount: row.amount,
    submittedAt: row.submittedAt ? formatDateTime(row.submittedAt) : null,
    updatedAt: formatDateTime(row.updatedAt),
  };
}

/** Identity and phone numbers of a form (and its people) masked, for callers who do not need them in full. */
function maskFields(fields: Record<string, unknown>): Record<string, unknown> {
  const maskOne = (o: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(o).map(([k, v]) => [k, typeof v !== 'string' ? v : /idcard/i.test(k) ? maskIdCard(v) : /phone/i.test(k) ? maskMobile(v) : v]),
    );
  const out = maskOne(fields);
  if (Array.isArray(fields.people)) out.people = (fields.people as Record<string, unknown>[]).map(maskOne);
  return out;
}

/** The columns that repeat the applicant (lists, search, masking) from a form. */
function applicantColumns(type: ApplicationType, fields: Record<string, unknown>, entName: string) {
  if (APPLICATION_FILERS[type] === 'person') {
    return { applicantName: String(fields.name ?? ''), applicantIdCard: String(fields.idCard ?? '').toUpperCase(), applicantPhone: String(fields.phone ?? '') };
  }
  return { applicantName: entName, applicantIdCard: '', applicantPhone: String(fields.contactPhone ?? '') };
}

/** Records events (one insert for any number). */
async function recordEvents(
  db: Db,
  events: { applicationId: number; action: string; fromStatus: string | null; toStatus: string; user: AuthUser; role: ActorRole; comment: string; at: Date }[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(applicationEvent).values(
    events.map((e) => ({ applicationId: e.applicationId, action: e.action, fromStatus: e.fromStatus, toStatus: e.toStatus, actorUserId: e.user.id, actorName: actorName(e.user), actorRole: e.role, comment: e.comment, at: e.at })),
  );
}

/** The answer (4009) when an application changed since the caller read it. */
const APPLICATION_CHANGED = '该申请已被他人处理，请刷新后重试';

/** The business message to the filer that each staff action sends (BUSINESS_MESSAGES of @portal/api); the note is the comment. */
export const APPLICATION_MESSAGES: Partial<Record<ApplicationAction, BusinessMessageKind>> = {
  against: 'applicationReturned',
  agree: 'applicationApproved',
  refused: 'applicationRejected',
  publicityStart: 'applicationPublicity',
};

/**
 * Applications move only through APPLICATION_WORKFLOW; every change is an event of the timeline
 * (application_event), and an audit result is a message to the filer ({@link APPLICATION_MESSAGES}):
 * the individual's account, or every active account of the enterprise for enterprise types.
 */
export const applicationWorkflow = defineWorkflow('application', APPLICATION_WORKFLOW, {
  table: application,
  id: application.id,
  status: application.status,
  version: application.version,
  history: {
    table: applicationEvent,
    ref: applicationEvent.applicationId,
    rows: (changes, { user, note }) =>
      changes.map((c) => ({
        applicationId: c.id,
        action: c.action,
        fromStatus: c.from,
        toStatus: c.to,
        actorUserId: user.id,
        actorName: actorName(user),
        actorRole: actorRoleFor(user, c.action as ApplicationAction),
        comment: note,
        at: c.at,
      })),
  },
  after: async (tx, changes, { user, note }) => {
    await sendMessages(
      tx,
      changes.flatMap((c) => {
        const kind = APPLICATION_MESSAGES[c.action as ApplicationAction];
        const type = c.row.type as ApplicationType;
        if (!kind) return [];
        const to = APPLICATION_FILERS[type] === 'ent' ? { enterpriseId: c.row.enterpriseId } : { userId: c.row.applicantUserId };
        return [{ kind, to, facts: { id: c.id, name: APPLICATION_TYPE_LABELS[type].replace(/申请$/, ''), note }, senderDept: user.deptName }];
      }),
    );
  },
});

/**
 * One action on an application read as `current` (its status and version guard the change).
 * @throws Fail 4009 {@link APPLICATION_CHANGED} when it changed meanwhile
 */
async function change(db: Db, user: AuthUser, action: ApplicationAction, current: Row, comment: string, opts: FireOptions<typeof application>) {
  const { done } = await applicationWorkflow.fire(db, action, [{ id: current.id, status: current.status, version: current.version }], { user, note: comment }, opts);
  if (!done[0]) throw conflict(APPLICATION_CHANGED);
  return done[0];
}

/** An application the caller may see, with its roles on it. @throws Fail 4004 unknown id, 4003 someone else's */
async function visible(db: Db, user: AuthUser, id: number) {
  const [row] = await db.select().from(application).where(eq(application.id, id));
  if (!row) throw notFound('申请不存在');
  const roles = rolesOn(user, row);
  if (roles.size === 0) throw forbidden();
  return { row, roles };
}

/**
 * Checks that attachment ids are files the caller uploaded (staff: any file).
 * @throws Fail 4001 naming the problem
 */
async function checkAttachments(db: Db, user: AuthUser, fields: Record<string, unknown>): Promise<void> {
  const ids = Array.isArray(fields.attachmentIds) ? (fields.attachmentIds as number[]) : [];
  if (ids.length === 0) return;
  const rows = await db.select({ id: storedFile.id, uploadedBy: storedFile.uploadedBy }).from(storedFile).where(inArray(storedFile.id, ids));
  if (rows.length < new Set(ids).size || (user.userKind !== 1 && rows.some((r) => r.uploadedBy !== user.id))) throw invalid('证明材料不存在或不是您上传的文件，请重新上传');
}

// ---------------------------------------------------------------------------------------------
// Drafts, fill and get

/** The filer context of a type for the caller. @throws Fail 4003 when the caller does not file this type */
function filerOf(user: AuthUser, type: ApplicationType): { kind: 'person' | 'ent'; enterpriseId: number | null } {
  if (APPLICATION_FILERS[type] === 'person') {
    if (!isPerson(user)) throw forbidden('该类型由个人申请');
    return { kind: 'person', enterpriseId: null };
  }
  if (user.userKind !== 2 || user.enterpriseId === null) throw forbidden('该类型由企业申报');
  return { kind: 'ent', enterpriseId: user.enterpriseId };
}

/** Conditions selecting the caller's own applications of a type (as filer). */
function ownCondition(user: AuthUser, filer: { kind: 'person' | 'ent'; enterpriseId: number | null }): SQL {
  if (filer.kind === 'ent') return and(eq(application.filedBy, 'ent'), eq(application.enterpriseId, filer.enterpriseId!))!;
  return heldBy(user);
}

/**
 * The applications an individual account owns: those whose `applicant_user_id` is the account.
 * Never by identity number: a number can be typed by anyone at registration (docs/accounts.md
 * "Ownership and claim"); records filed for the person by others become the account's by a claim.
 */
export const heldBy = (user: Pick<AuthUser, 'id'>): SQL => eq(application.applicantUserId, user.id);

/**
 * One of the caller's applications of `type` that it may edit now, checked against `version`.
 * @throws Fail 4004/4003 as {@link visible}; 4001 without version; 4009 stale version or wrong type
 */
async function ownForEdit(db: Db, user: AuthUser, type: ApplicationType, id: number, version: number | undefined) {
  const { row, roles } = await visible(db, user, id);
  if (!roles.has('filer')) throw forbidden();
  if (row.type !== type) throw conflict(`该申请不是${APPLICATION_TYPE_LABELS[type]}`);
  if (version === undefined) throw invalid('参数错误：version 请提供申请的版本号');
  if (version !== row.version) throw conflict(APPLICATION_CHANGED);
  return row;
}

/** The newest in-progress (pending, approved or on publicity) application of the same applicant and type, if any. */
async function inProgress(db: Db, type: ApplicationType, who: { idCard?: string; enterpriseId?: number | null }, exceptId: number | null, year?: unknown): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(application)
    .where(
      and(
        eq(application.type, type),
        inArray(application.status, [...PENDING_STATUSES, 'agree', 'gs_publicity']),
        who.idCard ? eq(application.applicantIdCard, who.idCard) : eq(application.enterpriseId, who.enterpriseId ?? 0),
        exceptId ? ne(application.id, exceptId) : undefined,
        year !== undefined ? sql`${application.fields}->>'year' = ${String(year)}` : undefined,
      ),
    )
    .orderBy(desc(application.id))
    .limit(1);
  return row;
}

/**
 * Saves a draft (temporary storage, SPEC.md section 4): a new one, the caller's existing draft of
 * the type (when no id is given), or the given editable application (checked against `version`;
 * returned and withdrawn applications keep their status). The form may be incomplete.
 */
export async function saveDraft(db: Db, user: AuthUser, type: ApplicationType, input: { id?: number | undefined; version?: number | undefined; fields: Record<string, unknown> }): Promise<ApplicationSaved> {
  const filer = filerOf(user, type);
  const now = new Date();
  const names = await entNames(db, [filer.enterpriseId]);
  const cols = applicantColumns(type, input.fields, names.get(filer.enterpriseId ?? 0) ?? '');
  let target: Row | undefined;
  if (input.id !== undefined) {
    target = await ownForEdit(db, user, type, input.id, input.version);
    const action: ApplicationAction = target.status === 'temporary_storage' ? 'save' : 'saveCorrection';
    if (!canTransition(statusOf(target), action)) throw conflict(`当前状态为“${APPLICATION_STATUS_LABELS[statusOf(target)]}”，不能修改`);
  } else {
    [target] = await db
      .select()
      .from(application)
      .where(and(eq(application.type, type), eq(application.status, 'temporary_storage'), ownCondition(user, filer)))
      .orderBy(desc(application.id))
      .limit(1);
  }
  if (input.fields.attachmentIds) await checkAttachments(db, user, input.fields);
  const peopleCount = peopleOf(input.fields).length;
  if (target) {
    const [row] = await db
      .update(application)
      .set({ fields: input.fields, ...cols, peopleCount, amount: amountOf(type, input.fields), version: sql`${application.version} + 1`, updatedAt: now })
      .where(and(eq(application.id, target.id), eq(application.version, target.version)))
      .returning();
    if (!row) throw conflict(APPLICATION_CHANGED);
    return saved(row);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(application)
      .values({
        type,
        status: 'temporary_storage',
        filedBy: filer.kind,
        applicantUserId: filer.kind === 'person' ? user.id : null,
        enterpriseId: filer.enterpriseId,
        createdBy: user.id,
        ...cols,
        fields: input.fields,
        peopleCount,
        amount: amountOf(type, input.fields),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordEvents(tx, [{ applicationId: row!.id, action: 'save', fromStatus: null, toStatus: 'temporary_storage', user, role: actorRoleFor(user, 'save'), comment: '', at: now }]);
    return saved(row!);
  });
}

/**
 * The form's dictionary fields (最高学历, 婚姻状况) hold enabled options of /sysDict, or the values
 * the record already had (dictProblem).
 * @throws Fail 4001 naming the field and its options
 */
async function checkDictValues(db: Db, type: ApplicationType, fields: Record<string, unknown>, current: Row | null): Promise<void> {
  const problem = await dictProblem(db, APPLICATION_FORM_FIELDS[type], fields, current?.fields ?? {});
  if (problem) throw invalid(problem);
}

/** Eligibility failures as one 4001 message. */
const ineligible = (checks: EligibilityCheck[]) => invalid(`不符合申请条件：${checks.filter((c) => !c.ok).map((c) => c.message).join('；')}`);

/**
 * Submits an application (fill): new, or the caller's editable one (checked against `version`).
 * The form has passed the type's full rules (the contract); here the identity number must be the
 * applicant's own, the eligibility checks must pass, and the applicant may have no other
 * application of the type in progress. Nothing changes on any failure.
 * @throws Fail 4001 (form or eligibility, with the reasons), 4003, 4004, 4009
 */
export async function fill(db: Db, user: AuthUser, type: ApplicationType, input: { id?: number | undefined; version?: number | undefined; fields: Record<string, unknown> }): Promise<ApplicationSaved> {
  const filer = filerOf(user, type);
  const fields = input.fields;
  if (filer.kind === 'person' && String(fields.idCard) !== user.idCard) {
    throw invalid(user.idCard ? '参数错误：fields.idCard 身份证号码应为本人的身份证号码' : '您的账号未登记身份证号码，请先在个人中心完善个人信息');
  }
  const current = input.id !== undefined ? await ownForEdit(db, user, type, input.id, input.version) : null;
  if (current && !canTransition(statusOf(current), 'fill')) throw conflict(`当前状态为“${APPLICATION_STATUS_LABELS[statusOf(current)]}”，不能提交`);
  return submit(db, user, type, current, fields, 'fill', filer.enterpriseId);
}

/**
 * The common end of fill and entApply: attachment, duplicate and eligibility checks, then the
 * transition to awaiting_check (insert or versioned update) with its event.
 */
async function submit(db: Db, user: AuthUser, type: ApplicationType, current: Row | null, fields: Record<string, unknown>, action: 'fill' | 'entApply', enterpriseId: number | null): Promise<ApplicationSaved> {
  await checkDictValues(db, type, fields, current);
  await checkAttachments(db, user, fields);
  const person = APPLICATION_FILERS[type] === 'person';
  const other = await inProgress(db, type, person ? { idCard: String(fields.idCard) } : { enterpriseId }, current?.id ?? null, person ? undefined : fields.year);
  // the number of an application the caller does not own is not told (with the identity number it opens queryJindu)
  if (other && person && other.applicantUserId !== user.id) throw conflict(`已有一份办理中的${APPLICATION_TYPE_LABELS[type]}申请，不能重复申请；如为他人代您办理，请在个人中心“认领办事记录”中认领`);
  if (other) throw conflict(`已有一份办理中的${APPLICATION_TYPE_LABELS[type]}申请（编号${applyNoOf(other)}），不能重复申请`);
  const outcome = await checkEligibility(db, type, fields, enterpriseId, current?.id ?? null);
  if (outcome.checks.some((c) => !c.ok)) throw ineligible(outcome.checks);
  const names = await entNames(db, [enterpriseId ?? outcome.employerId]);
  const cols = applicantColumns(type, fields, names.get(enterpriseId ?? 0) ?? '');
  const now = new Date();
  const values = {
    status: 'awaiting_check',
    fields,
    ...cols,
    enterpriseId: enterpriseId ?? outcome.employerId,
    peopleCount: peopleOf(fields).length,
    amount: amountOf(type, fields),
    submittedAt: now,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    if (current) return saved((await change(tx, user, action, current, '', { set: values })).row);
    const [row] = await tx
      .insert(application)
      .values({ ...values, type, filedBy: person ? 'person' : 'ent', applicantUserId: person ? user.id : null, createdBy: user.id, createdAt: now })
      .returning();
    await recordEvents(tx, [{ applicationId: row!.id, action, fromStatus: null, toStatus: 'awaiting_check', user, role: actorRoleFor(user, action), comment: '', at: now }]);
    return saved(row!);
  });
}

/**
 * entApply: the enterprise submits its stored draft (or returned / withdrawn application), e.g.
 * after importing its people; the stored form must pass the full rules.
 * @throws Fail 4001 incomplete form (naming the field) or ineligible; 4003; 4004; 4009
 */
export async function entApply(db: Db, user: AuthUser, input: { id: number; version: number }): Promise<ApplicationSaved> {
  const { row, roles } = await visible(db, user, input.id);
  const type = row.type as ApplicationType;
  if (!mayFire(roles, 'entApply', type)) throw forbidden();
  if (!canTransition(statusOf(row), 'entApply')) throw conflict(`当前状态为“${APPLICATION_STATUS_LABELS[statusOf(row)]}”，不能提交`);
  if (input.version !== row.version) throw conflict(APPLICATION_CHANGED);
  const parsed = applicationFormSchema(type).safeParse(row.fields);
  if (!parsed.success) throw invalid(describeIssue(parsed.error));
  return submit(db, user, type, row, parsed.data, 'entApply', row.enterpriseId);
}

/**
 * adminApply: staff of the type's department file for an individual (counter service). When the
 * eligibility checks fail, the attempt is kept as `fail` with the reasons ("admin apply failed",
 * SPEC.md section 4). With `id`, a failed application is filed again. The record has no owning
 * account until the person claims it with the SMS code sent to the phone on it (claim.ts).
 * @throws Fail 4001 (form, not an individual type), 4003 (not the type's department), 4009
 */
export async function adminApply(
  db: Db,
  user: AuthUser,
  input: { type: ApplicationType; id?: number | undefined; version?: number | undefined; fields: Record<string, unknown>; comment: string },
): Promise<ApplicationSaved & { eligibility: EligibilityCheck[] }> {
  const { type } = input;
  if (APPLICATION_FILERS[type] !== 'person') throw invalid(`参数错误：type ${APPLICATION_TYPE_LABELS[type]}由企业申报，不能代为申请`);
  if (!staffTypes(user).includes(type)) throw forbidden('您所在部门不办理该类申请');
  const parsed = applicationFormSchema(type).safeParse(input.fields);
  if (!parsed.success) throw invalid(describeIssue(parsed.error).replace('参数错误：', '参数错误：fields.'));
  const fields = parsed.data;
  let current: Row | null = null;
  if (input.id !== undefined) {
    const { row } = await visible(db, user, input.id);
    if (row.type !== type) throw conflict(`该申请不是${APPLICATION_TYPE_LABELS[type]}`);
    if (!canTransition(statusOf(row), 'adminApply')) throw conflict(`当前状态为“${APPLICATION_STATUS_LABELS[statusOf(row)]}”，不能代为申请`);
    if (input.version !== row.version) throw conflict(APPLICATION_CHANGED);
    current = row;
  }
  await checkDictValues(db, type, fields, current);
  await checkAttachments(db, user, fields);
  const idCard = String(fields.idCard);
  const other = await inProgress(db, type, { idCard }, current?.id ?? null);
  if (other) throw conflict(`已有一份办理中的${APPLICATION_TYPE_LABELS[type]}申请（编号${applyNoOf(other)}），不能重复申请`);
  const outcome = await checkEligibility(db, type, fields, null, current?.id ?? null);
  const ok = outcome.checks.every((c) => c.ok);
  const to: ApplicationStatus = ok ? 'awaiting_check' : 'fail';
  const now = new Date();
  const reasons = outcome.checks.filter((c) => !c.ok).map((c) => c.message);
  const comment = [input.comment, ok ? '' : `代为申请未成功：${reasons.join('；')}`].filter(Boolean).join('；');
  const values = {
    status: to,
    fields,
    ...applicantColumns(type, fields, ''),
    // no owner until the person claims it (claim.ts): an identity number does not prove who holds an account
    applicantUserId: current?.applicantUserId ?? null,
    enterpriseId: outcome.employerId,
    peopleCount: 0,
    amount: amountOf(type, fields),
    submittedAt: now,
    updatedAt: now,
  };
  const row = await db.transaction(async (tx) => {
    if (current) return (await change(tx, user, 'adminApply', current, comment, { set: values, failed: !ok })).row;
    const [r] = await tx.insert(application).values({ ...values, type, filedBy: 'staff', createdBy: user.id, createdAt: now }).returning();
    await recordEvents(tx, [{ applicationId: r!.id, action: 'adminApply', fromStatus: null, toStatus: to, user, role: 'staff', comment, at: now }]);
    return r!;
  });
  return { ...saved(row), eligibility: outcome.checks };
}

// ---------------------------------------------------------------------------------------------
// Transitions (one request, any number of applications, set-based)

/**
 * Fires one action of APPLICATION_WORKFLOW on many applications in one request (read all, then
 * applicationWorkflow: one UPDATE per starting status guarded by id, version and status, one
 * INSERT of the events), with a result per item: 4004 unknown, 4003 not the caller's to act on,
 * 4009 status not allowed or changed by someone else meanwhile (optimistic version check; an
 * item without `version` is checked against the version read here). Items that fail change
 * nothing; the others go through.
 * @throws Fail 4001 when the action needs a comment and none is given
 */
export async function transitionMany(db: Db, user: AuthUser, items: { id: number; version?: number | undefined }[], action: ApplicationAction, comment: string): Promise<ApplicationBatchResult> {
  const rule = APPLICATION_WORKFLOW.actions[action];
  if (rule.comment === 'required' && !comment.trim()) throw invalid('参数错误：comment 请填写意见');
  const ids = [...new Set(items.map((i) => i.id))];
  const rows = ids.length
    ? await db
        .select({
          id: application.id,
          type: application.type,
          status: application.status,
          version: application.version,
          filedBy: application.filedBy,
          applicantUserId: application.applicantUserId,
          applicantIdCard: application.applicantIdCard,
          enterpriseId: application.enterpriseId,
        })
        .from(application)
        .where(inArray(application.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const scored =
    action === 'agree'
      ? new Set(
          (
            await db
              .selectDistinct({ id: applicationScore.applicationId })
              .from(applicationScore)
              .where(inArray(applicationScore.applicationId, rows.filter((r) => r.type === 'zfbtUser').map((r) => r.id).concat(0)))
          ).map((r) => r.id),
        )
      : new Set<number>();
  const results = new Map<number, ApplicationBatchResult['results'][number]>();
  const candidates: { row: (typeof rows)[number]; version: number }[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const row = byId.get(item.id);
    const fail = (code: number, msg: string) => results.set(item.id, { id: item.id, ok: false, code, msg, status: row ? statusOf(row) : null, version: row?.version ?? null });
    if (!row) {
      fail(CODE.notFound, '申请不存在');
      continue;
    }
    const roles = rolesOn(user, row);
    if (!mayFire(roles, action, row.type as ApplicationType)) fail(CODE.forbidden, '暂无权限');
    else if (!canTransition(statusOf(row), action)) fail(CODE.conflict, `当前状态为“${APPLICATION_STATUS_LABELS[statusOf(row)]}”，不能${rule.label}`);
    else if (item.version !== undefined && item.version !== row.version) fail(CODE.conflict, APPLICATION_CHANGED);
    else if (action === 'agree' && row.type === 'zfbtUser' && !scored.has(row.id)) fail(CODE.conflict, '请先完成专家评分');
    else candidates.push({ row, version: item.version ?? row.version });
  }
  if (candidates.length > 0) {
    const now = new Date();
    const set = {
      updatedAt: now,
      ...(action === 'publicityStart' ? { publicityStart: now } : action === 'publicityEnd' ? { publicityEnd: now } : action === 'revocation' ? { publicityStart: null, publicityEnd: null } : {}),
    };
    const { done } = await applicationWorkflow.fire(db, action, candidates.map((c) => ({ id: c.row.id, status: c.row.status, version: c.version })), { user, note: comment }, { set });
    const byDone = new Map(done.map((d) => [d.id, d.row]));
    for (const c of candidates) {
      const d = byDone.get(c.row.id);
      results.set(
        c.row.id,
        d
          ? { id: c.row.id, ok: true, code: CODE.ok, msg: '操作成功', status: d.status as ApplicationStatus, version: d.version }
          : { id: c.row.id, ok: false, code: CODE.conflict, msg: APPLICATION_CHANGED, status: statusOf(c.row), version: c.row.version },
      );
    }
  }
  const list = ids.map((id) => results.get(id)!);
  const succeeded = list.filter((r) => r.ok).length;
  return { total: list.length, succeeded, failed: list.length - succeeded, results: list };
}

/**
 * One action on one application, with its version: the batch machinery for one item, whose
 * failure is the answer's code (4003, 4004, 4009).
 */
export async function transitionOne(db: Db, user: AuthUser, id: number, version: number, action: ApplicationAction, comment: string): Promise<ApplicationSaved> {
  const { results } = await transitionMany(db, user, [{ id, version }], action, comment);
  const r = results[0]!;
  if (!r.ok) throw new Fail(r.code, r.msg);
  const [row] = await db.select().from(application).where(eq(application.id, id));
  return saved(row!);
}

/** withdraw (individual) or entWithdraw (enterprise) by the caller's kind. */
export function withdraw(db: Db, user: AuthUser, input: { id: number; version: number; comment: string }): Promise<ApplicationSaved> {
  if (user.userKind === 1) throw forbidden('工作人员不能撤回申请');
  return transitionOne(db, user, input.id, input.version, user.userKind === 2 ? 'entWithdraw' : 'withdraw', input.comment);
}

/**
 * Records a score (0-100) of a zfbtUser application pending audit; an expert's new score
 * replaces its previous one. Not a transition: the status and version stay.
 * @throws Fail 4003 not an expert or auditor of the type, 4009 not a scored type or not pending
 */
export async function score(db: Db, user: AuthUser, input: { id: number; score: number; comment: string }) {
  const { row, roles } = await visible(db, user, input.id);
  if (!roles.has('expert') && !roles.has('staff')) throw forbidden();
  if (row.type !== 'zfbtUser') throw conflict('该类型申请不需要评分');
  if (!(PENDING_STATUSES as readonly string[]).includes(row.status)) throw conflict('只能为待审核的申请评分');
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(applicationScore)
      .values({ applicationId: row.id, expertUserId: user.id, expertName: actorName(user), score: input.score, comment: input.comment, at: now })
      .onConflictDoUpdate({ target: [applicationScore.applicationId, applicationScore.expertUserId], set: { score: input.score, comment: input.comment, at: now } });
    await recordEvents(tx, [{ applicationId: row.id, action: 'score', fromStatus: row.status, toStatus: row.status, user, role: actorRoleFor(user, 'score'), comment: `评分${input.score}分${input.comment ? `：${input.comment}` : ''}`, at: now }]);
  });
  const scores = await scoresOf(db, row.id);
  return { averageScore: average(scores.map((s) => s.score)) ?? 0, scores };
}

const average = (xs: number[]) => (xs.length === 0 ? null : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10);

async function scoresOf(db: Db, id: number) {
  const rows = await db.select().from(applicationScore).where(eq(applicationScore.applicationId, id)).orderBy(asc(applicationScore.id));
  return rows.map((r) => ({ expertName: r.expertName, score: r.score, comment: r.comment, at: formatDateTime(r.at) }));
}

// ---------------------------------------------------------------------------------------------
// Reading

async function timelineOf(db: Db, id: number): Promise<TimelineEntry[]> {
  const rows = await db.select().from(applicationEvent).where(eq(applicationEvent.applicationId, id)).orderBy(asc(applicationEvent.id));
  return rows.map((e) => ({
    id: e.id,
    action: e.action,
    actionLabel: APPLICATION_EVENT_LABELS[e.action as ApplicationAction] ?? e.action,
    fromStatus: e.fromStatus as ApplicationStatus | null,
    toStatus: e.toStatus as ApplicationStatus,
    actorName: e.actorName,
    actorRole: e.actorRole as ActorRole,
    comment: e.comment,
    at: formatDateTime(e.at),
  }));
}

/**
 * The detail answer for a caller with `roles` on `row` (docs/applications.md section 4): identity
 * and phone numbers whole only for the filer (the applicant, the filing enterprise); masked for
 * staff and experts, the form's fields and people included (`maskFields`). Staff of the type's
 * department may reveal the applicant's two numbers one at a time ({@link revealApplicantNumber},
 * logged; `mayRevealNumbers`). Issue 24, GB/T 35273-2020 7.2.
 */
async function detailOf(db: Db, row: Row, roles: ReturnType<typeof rolesOn>): Promise<ApplicationDetail> {
  const type = row.type as ApplicationType;
  const full = roles.has('filer');
  const fields = row.fields;
  const attachmentIds = Array.isArray(fields.attachmentIds) ? (fields.attachmentIds as number[]).filter((n) => Number.isInteger(n)) : [];
  const [names, files, timeline, scores] = await Promise.all([
    entNames(db, [row.enterpriseId]),
    attachmentIds.length ? db.select().from(storedFile).where(inArray(storedFile.id, attachmentIds)) : Promise.resolve([]),
    timelineOf(db, row.id),
    type === 'zfbtUser' ? scoresOf(db, row.id) : Promise.resolve([]),
  ]);
  const parsed = applicationFormSchema(type).safeParse(fields);
  const eligibility = parsed.success ? (await checkEligibility(db, type, parsed.data, row.filedBy === 'ent' ? row.enterpriseId : null, row.id)).checks : [];
  const suggestedScore = type === 'zfbtUser' && row.applicantIdCard ? zfbtSuggestedScore(await personFacts(db, row.applicantIdCard), row.applicantIdCard, fields.education).total : null;
  const item = toItem(row, names.get(row.enterpriseId ?? 0) ?? '');
  return {
    ...item,
    ...(full ? { applicantIdCard: row.applicantIdCard, applicantPhone: row.applicantPhone } : {}),
    filedBy: row.filedBy as 'person' | 'ent' | 'staff',
    fields: full ? fields : maskFields(fields),
    attachments: files.map(toAttachment),
    eligibility,
    scores,
    suggestedScore,
    timeline,
    allowedActions: allowedActions(roles, statusOf(row), type),
    mayRevealNumbers: !full && roles.has('staff'),
    publicityStart: row.publicityStart ? formatDateTime(row.publicityStart) : null,
    publicityEnd: row.publicityEnd ? formatDateTime(row.publicityEnd) : null,
  };
}

/**
 * The whole `applicantIdCard` or `applicantPhone` of application `id`, for the reveal (POST
 * /api/personalData/reveal, source 'application'; personalData/service.ts logs it): only staff of
 * the type's department, who open its audit detail (`rolesOn` gives them 'staff'; drafts excepted);
 * whose: the applicant (for an enterprise's application, the contact person the phone belongs to,
 * else the enterprise). Issue 24, GB/T 35273-2020 7.2.
 * @throws Fail 4004 when there is no such application, 4003 ({@link NOT_FOR_YOUR_ROLE}) for anyone else (experts and the filer included)
 */
export async function revealApplicantNumber(db: Db, user: AuthUser, id: number, field: string): Promise<{ value: string; subject: string }> {
  const [row] = await db.select().from(application).where(eq(application.id, id));
  if (!row) throw notFound('申请不存在');
  if (!rolesOn(user, row).has('staff')) throw forbidden(NOT_FOR_YOUR_ROLE);
  const contact = APPLICATION_FILERS[row.type as ApplicationType] === 'ent' ? String(row.fields.contactName ?? '') : '';
  return { value: field === 'applicantIdCard' ? row.applicantIdCard : row.applicantPhone, subject: contact || row.applicantName };
}

/**
 * The whole identity or phone number of one person (`row`, from 0) of an enterprise application's
 * people, for staff of the auditing department (the same rule as the applicant's numbers; the
 * reveal logs it with the row). Source 'applicationPerson' of POST /api/personalData/reveal.
 * @throws Fail 4004 unknown application or row; 4003 not its auditing staff
 */
export async function revealPersonNumber(db: Db, user: AuthUser, id: number, field: string, index: number | undefined): Promise<{ value: string; subject: string }> {
  const [row] = await db.select().from(application).where(eq(application.id, id));
  if (!row) throw notFound('申请不存在');
  if (!rolesOn(user, row).has('staff')) throw forbidden(NOT_FOR_YOUR_ROLE);
  const people = Array.isArray(row.fields.people) ? (row.fields.people as Record<string, unknown>[]) : [];
  const person = index === undefined ? undefined : people[index];
  if (!person) throw notFound('名单中没有这一行');
  return { value: String(person[field] ?? ''), subject: String(person.name ?? '') };
}

/** One application for a caller who may see it (apply/detail, task/entDetail, task/adminDetail). */
export async function detail(db: Db, user: AuthUser, id: number): Promise<ApplicationDetail> {
  const { row, roles } = await visible(db, user, id);
  return detailOf(db, row, roles);
}

/**
 * get of a type: the given application of the caller, or its newest editable one of the type
 * (draft, returned, withdrawn), or null; with the values the form can start from (the account,
 * the staff records, the enterprise).
 */
export async function getForm(db: Db, user: AuthUser, type: ApplicationType, id: number | undefined) {
  const filer = filerOf(user, type);
  let found: Row | undefined;
  if (id !== undefined) {
    const { row, roles } = await visible(db, user, id);
    if (!roles.has('filer') || row.type !== type) throw forbidden();
    found = row;
  } else {
    [found] = await db
      .select()
      .from(application)
      .where(and(eq(application.type, type), inArray(application.status, [...EDITABLE_STATUSES]), ownCondition(user, filer)))
      .orderBy(desc(application.updatedAt), desc(application.id))
      .limit(1);
  }
  let prefill: Record<string, unknown>;
  if (filer.kind === 'person') {
    // staff records fill the form only when they carry the account's phone: the identity number alone proves nothing
    const facts = user.idCard && user.phonenumber ? await personFacts(db, user.idCard, user.phonenumber) : null;
    prefill = { name: user.name, idCard: user.idCard, phone: user.phonenumber, ...(facts?.education ? { education: facts.education } : {}), ...(facts?.employed ? { entName: facts.employed.entName } : {}) };
  } else {
    const [ent] = await db.select().from(enterprise).where(eq(enterprise.id, filer.enterpriseId!));
    prefill = { year: new Date().getFullYear(), contactName: ent?.contactName || user.name, contactPhone: ent?.contactPhone || user.phonenumber };
  }
  return { application: found ? await detailOf(db, found, rolesOn(user, found)) : null, prefill };
}

/** Filters of the lists. */
export interface ListFilter {
  page: number;
  limit: number;
  type?: ApplicationType | undefined;
  status?: ApplicationStatus | undefined;
  keyword?: string | undefined;
  /** only the types individuals file ('person') or enterprises file ('ent') */
  filer?: 'person' | 'ent' | undefined;
}


/** SQL conditions of a filter (status awaiting_check also finds the empty status). */
function filterConditions(f: Omit<ListFilter, 'page' | 'limit'>): (SQL | undefined)[] {
  const conds: (SQL | undefined)[] = [];
  if (f.type) conds.push(eq(application.type, f.type));
  if (f.filer) conds.push(inArray(application.type, APPLICATION_TYPES.filter((t) => APPLICATION_FILERS[t] === f.filer)));
  if (f.status !== undefined) conds.push(f.status === 'awaiting_check' || f.status === '' ? inArray(application.status, [...PENDING_STATUSES]) : eq(application.status, f.status));
  if (f.keyword) {
    const no = idOfApplyNo(f.keyword);
    const kw = likeLiteral(f.keyword);
    conds.push(
      or(
        sql`${application.applicantName} ilike ${`%${kw}%`}`,
        sql`${application.applicantIdCard} like ${`${kw.toUpperCase()}%`}`,
        sql`exists (select 1 from enterprise e where e.id = ${application.enterpriseId} and e.name ilike ${`%${kw}%`})`,
        no ? eq(application.id, no.id) : undefined,
      ),
    );
  }
  return conds;
}

/** Who sees which applications in lists and exports: the caller's own, or the staff's department types. */
function scopeOf(user: AuthUser): SQL {
  if (user.userKind === 1) {
    const types = readableTypes(user);
    if (types.length === 0) throw forbidden('您所在部门不办理申请业务');
    return and(inArray(application.type, types), ne(application.status, 'temporary_storage'))!;
  }
  if (user.userKind === 2) {
    if (user.enterpriseId === null) throw forbidden('该账号未关联企业');
    return and(eq(application.filedBy, 'ent'), eq(application.enterpriseId, user.enterpriseId))!;
  }
  if (!isPerson(user)) throw forbidden();
  return heldBy(user);
}

/** A page of applications in the caller's scope, newest change first, masked. */
export async function list(db: Db, user: AuthUser, f: ListFilter, staffOnly: boolean) {
  if (staffOnly !== (user.userKind === 1)) throw forbidden();
  const where = and(scopeOf(user), ...filterConditions(f));
  const { list: rows, total } = await pageOf(
    db.select().from(application).where(where).orderBy(desc(application.updatedAt), desc(application.id)),
    db.select({ n: sql<number>`count(*)::int` }).from(application).where(where),
    f,
  );
  const names = await entNames(db, rows.map((r) => r.enterpriseId));
  return { list: rows.map((r) => toItem(r, names.get(r.enterpriseId ?? 0) ?? '')), total };
}

/**
 * Rows of the caller's scope for the export, in pages of 1,000 by id (masked as in lists). The
 * scope is checked at once, so a caller without one gets 4003 instead of a broken file.
 */
export function exportPages(db: Db, user: AuthUser, f: Omit<ListFilter, 'page' | 'limit'>): AsyncGenerator<ApplicationItem[]> {
  const where = and(scopeOf(user), ...filterConditions(f));
  return (async function* () {
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(application)
        .where(and(where, sql`${application.id} > ${after}`))
        .orderBy(asc(application.id))
        .limit(1000);
      if (rows.length === 0) return;
      const names = await entNames(db, rows.map((r) => r.enterpriseId));
      yield rows.map((r) => toItem(r, names.get(r.enterpriseId ?? 0) ?? ''));
      after = rows[rows.length - 1]!.id;
      if (rows.length < 1000) return;
    }
  })();
}

// ---------------------------------------------------------------------------------------------
// Public: progress, publicity, apply count

/**
 * Progress (queryJindu): by id for a caller who may see the application, or by application
 * number with the applicant's identity number (no login). A wrong pair answers 4004 without
 * telling which part is wrong.
 */
export async function queryJindu(db: Db, user: AuthUser | null, q: { id?: number | undefined; applyNo?: string | undefined; idCard?: string | undefined }) {
  let row: Row | undefined;
  if (q.applyNo && q.idCard) {
    const no = idOfApplyNo(q.applyNo);
    [row] = no ? await db.select().from(application).where(eq(application.id, no.id)) : [];
    if (!row || applyNoOf(row) !== q.applyNo.trim().toUpperCase() || row.applicantIdCard !== q.idCard || row.status === 'temporary_storage') throw notFound('未找到该申请，请核对申请编号和身份证号码');
  } else {
    if (!user) throw new Fail(CODE.notLoggedIn, '请先登录');
    row = (await visible(db, user, q.id!)).row;
  }
  const status = statusOf(row);
  const timeline = await timelineOf(db, row.id);
  const at = (action: string) => timeline.filter((e) => e.action === action).at(-1)?.at ?? null;
  const submittedAt = row.submittedAt ? formatDateTime(row.submittedAt) : null;
  const decided = ['agree', 'gs_publicity', 'gs_publicity_true'].includes(status);
  const stopped = ['refused', 'fail', 'withdraw', 'ent_withdraw'].includes(status);
  const steps: { name: string; state: 'done' | 'current' | 'todo' | 'stopped'; at: string | null }[] = [
    { name: '提交申请', state: status === 'temporary_storage' || status === 'against' ? 'current' : 'done', at: submittedAt },
    { name: '部门审核', state: decided ? 'done' : stopped ? 'stopped' : (PENDING_STATUSES as readonly string[]).includes(status) ? 'current' : 'todo', at: decided ? at('agree') : stopped ? (timeline.at(-1)?.at ?? null) : null },
    { name: '结果公示', state: status === 'gs_publicity_true' ? 'done' : status === 'gs_publicity' ? 'current' : 'todo', at: row.publicityStart ? formatDateTime(row.publicityStart) : null },
    { name: '办结', state: status === 'gs_publicity_true' ? 'done' : 'todo', at: row.publicityEnd ? formatDateTime(row.publicityEnd) : null },
  ];
  return {
    id: row.id,
    applyNo: applyNoOf(row),
    type: row.type as ApplicationType,
    typeLabel: APPLICATION_TYPE_LABELS[row.type as ApplicationType],
    status,
    statusLabel: APPLICATION_STATUS_LABELS[status],
    applicantName: APPLICATION_FILERS[row.type as ApplicationType] === 'person' ? maskPersonName(row.applicantName) : row.applicantName,
    steps,
    timeline,
  };
}

function toPublicity(row: Row, entName: string): PublicityItem {
  const person = APPLICATION_FILERS[row.type as ApplicationType] === 'person';
  return {
    id: row.id,
    applyNo: applyNoOf(row),
    type: row.type as ApplicationType,
    typeLabel: APPLICATION_TYPE_LABELS[row.type as ApplicationType],
    status: row.status as PublicityItem['status'],
    statusLabel: APPLICATION_STATUS_LABELS[statusOf(row)],
    name: person ? maskPersonName(row.applicantName) : entName,
    idCard: maskIdCard(row.applicantIdCard),
    entName,
    amount: row.amount,
    peopleCount: row.peopleCount,
    publicityStart: row.publicityStart ? formatDateTime(row.publicityStart) : null,
    publicityEnd: row.publicityEnd ? formatDateTime(row.publicityEnd) : null,
  };
}

/** The public publicity list (areaList): applications on publicity or published, newest publicity first. */
export async function publicityList(db: Db, f: { page: number; limit: number; type?: ApplicationType | undefined; status?: 'gs_publicity' | 'gs_publicity_true' | undefined; keyword?: string | undefined }) {
  const conds: (SQL | undefined)[] = [f.status ? eq(application.status, f.status) : inArray(application.status, ['gs_publicity', 'gs_publicity_true'])];
  if (f.type) conds.push(eq(application.type, f.type));
  if (f.keyword) {
    const no = idOfApplyNo(f.keyword);
    conds.push(or(sql`exists (select 1 from enterprise e where e.id = ${application.enterpriseId} and e.name ilike ${`%${likeLiteral(f.keyword)}%`})`, no ? eq(application.id, no.id) : undefined));
  }
  const where = and(...conds);
  const { list: rows, total } = await pageOf(
    db.select().from(application).where(where).orderBy(sql`${application.publicityStart} desc nulls last`, desc(application.id)),
    db.select({ n: sql<number>`count(*)::int` }).from(application).where(where),
    f,
  );
  const names = await entNames(db, rows.map((r) => r.enterpriseId));
  return { list: rows.map((r) => toPublicity(r, names.get(r.enterpriseId ?? 0) ?? '')), total };
}

/** One publicity entry with its masked people. @throws Fail 4004 when the application is not on publicity */
export async function publicityOne(db: Db, id: number) {
  const [row] = await db.select().from(application).where(and(eq(application.id, id), inArray(application.status, ['gs_publicity', 'gs_publicity_true'])));
  if (!row) throw notFound('公示不存在');
  const names = await entNames(db, [row.enterpriseId]);
  return { ...toPublicity(row, names.get(row.enterpriseId ?? 0) ?? ''), people: peopleOf(row.fields).map((p) => ({ name: maskPersonName(String(p.name ?? '')), idCard: maskIdCard(String(p.idCard ?? '')) })) };
}

/**
 * How often the public counts of applications ({@link applyCount}, /api/policyMatter/cash) are made
 * again at most (ms): they are answered from the answer cache in between (issue 45; no data version
 * on application, docs/decisions.md "One data-version cache of answers").
 */
export const PUBLIC_COUNTS_EVERY_MS = 1000;

/**
 * 'N people have applied' of the banner (SPEC.md section 9): distinct identity numbers (an
 * enterprise application without one counts once) with a submitted application of the task
 * code's type, or of every type when the code is empty.
 */
export async function applyCount(db: Db, taskTypeCode: TaskTypeCode | '' | undefined): Promise<{ count: number }> {
  const type = taskTypeCode ? TASK_TYPE_CODES[taskTypeCode] : undefined;
  const [row] = await db
    .select({ n: sql<number>`count(distinct coalesce(nullif(${application.applicantIdCard}, ''), 'app' || ${application.id}))::int` })
    .from(application)
    .where(and(type ? eq(application.type, type) : undefined, sql`${application.status} not in ('temporary_storage', 'withdraw', 'ent_withdraw')`));
  return { count: row?.n ?? 0 };
}

/**
 * Figures per type for /policyCash (policy matters, issue 4): applications submitted (not drafts),
 * approved (agree, gs_publicity, gs_publicity_true) and the yuan of the approved ones.
 */
export async function applicationCashStats(db: Db): Promise<Map<string, { applications: number; approved: number; amount: number }>> {
  const rows = await db
    .select({
      type: application.type,
      applications: sql<number>`count(*)::int`,
      approved: sql<number>`(count(*) filter (where ${application.status} in ('agree', 'gs_publicity', 'gs_publicity_true')))::int`,
      amount: sql<number>`coalesce(sum(${application.amount}) filter (where ${application.status} in ('agree', 'gs_publicity', 'gs_publicity_true')), 0)::float8`,
    })
    .from(application)
    .where(ne(application.status, 'temporary_storage'))
    .groupBy(application.type);
  const out = new Map<string, { applications: number; approved: number; amount: number }>(APPLICATION_TYPES.map((t) => [t, { applications: 0, approved: 0, amount: 0 }]));
  for (const r of rows) if (out.has(r.type)) out.set(r.type, { applications: r.applications, approved: r.approved, amount: Number(r.amount) });
  return out;
}

/** The zfbt scoring standard and, for an application the caller may see, its suggested score and the experts' scores. */
export async function zfbtScoreSheet(db: Db, user: AuthUser, id: number | undefined) {
  if (id === undefined) return { standard: [...ZFBT_SCORE_STANDARD], application: null };
  const { row } = await visible(db, user, id);
  if (row.type !== 'zfbtUser') throw conflict('该类型申请不需要评分');
  const suggestion = zfbtSuggestedScore(await personFacts(db, row.applicantIdCard), row.applicantIdCard, row.fields.education);
  const scores = await scoresOf(db, row.id);
  return { standard: [...ZFBT_SCORE_STANDARD], application: { id: row.id, items: suggestion.items, suggestedScore: suggestion.total, scores, averageScore: average(scores.map((s) => s.score)) } };
}
