import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  QUESTION_KIND_LABELS,
  QUESTIONNAIRE_TRANSITIONS,
  RATING_MAX,
  SMS_RECIPIENT_STATUS_LABELS,
  type AnswerValue,
  type GroupFilter,
  type Question,
  type QuestionnaireAction,
  type QuestionStat,
} from '@portal/api';
import { ageFromIdCard, maskMobile, sexFromIdCard } from '@portal/validators';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';
import { conflict, invalid, notFound } from '../../http/errors';
import { formatDateTime, parseDateTime } from '../../http/time';
import { defineWorkflow } from '../../http/workflow';
import { streamXlsx } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { secretKey } from '../allowance/secret';
import { exportWithFullNumbers } from '../personalData/service';
import { deliveryOf, outboxBySource } from '../sms/outbox';
import { questionnaire, questionnaireAnswer, questionnaireLog, smsOptOut, smsRecipient, smsTask, targetGroup, targetGroupMember, targetGroupPhone, targetPerson } from './tables';

/** Age and sex of a listed target person, from the identity number (GB 11643-1999; age on today's date). */
export const derivePerson = (row: Record<string, unknown>) => ({ age: ageFromIdCard(String(row.idCard)), sex: sexFromIdCard(String(row.idCard)) === 'female' ? '女' : '男' });

/** Whole years of age in SQL, from the birth date in characters 7–14 of the identity number (the same rule as ageFromIdCard). */
const ageSql = sql<number>`date_part('year', age(current_date, to_date(substr(${targetPerson.idCard}, 7, 8), 'YYYYMMDD')))`;

/** The SQL condition of a group's filters (every one optional). */
function groupWhere(f: GroupFilter): SQL | undefined {
  return and(
    f.ageMin !== undefined ? sql`${ageSql} >= ${f.ageMin}` : undefined,
    f.ageMax !== undefined ? sql`${ageSql} <= ${f.ageMax}` : undefined,
    f.street ? eq(targetPerson.street, f.street) : undefined,
    f.category ? eq(targetPerson.category, f.category) : undefined,
    f.workStatus ? eq(targetPerson.workStatus, f.workStatus) : undefined,
    f.skills ? ilike(targetPerson.skills, `%${likeLiteral(f.skills)}%`) : undefined,
  );
}

/** A group's filters in words, e.g. '50–60岁 · 科学城街道 · 未就业'. */
export function describeFilter(f: GroupFilter): string {
  const age = f.ageMin !== undefined && f.ageMax !== undefined ? `${f.ageMin}–${f.ageMax}岁` : f.ageMin !== undefined ? `${f.ageMin}岁及以上` : f.ageMax !== undefined ? `${f.ageMax}岁及以下` : '';
  const parts = [age, f.street ?? '', f.category ?? '', f.workStatus ?? '', f.skills ? `技能含“${f.skills}”` : ''].filter(Boolean);
  return parts.length ? parts.join(' · ') : '全部人员';
}

/** How many people the filters match now, and every street on the register (for the filter's drop-down). */
export async function countGroup(db: Db, f: GroupFilter): Promise<{ total: number; streets: string[] }> {
  const [row] = await db.select({ n: count() }).from(targetPerson).where(groupWhere(f));
  const streets = await db.selectDistinct({ street: targetPerson.street }).from(targetPerson).orderBy(asc(targetPerson.street));
  return { total: row?.n ?? 0, streets: streets.map((s) => s.street) };
}

/**
 * Saves a group: its filters and the people they match now (the send list), in one transaction.
 * @throws Fail 4001 when the filters match nobody (a send to an empty group would do nothing)
 */
export async function saveGroup(db: Db, user: AuthUser, name: string, filter: GroupFilter): Promise<{ id: number; size: number }> {
  return db.transaction(async (tx) => {
    const [group] = await tx.insert(targetGroup).values({ name, filter, size: 0, userId: user.id }).returning({ id: targetGroup.id });
    const id = group!.id;
    const added = await tx.execute(sql`insert into ${targetGroupMember} (group_id, person_id) select ${id}, ${targetPerson.id} from ${targetPerson} where ${groupWhere(filter) ?? sql`true`}`);
    const size = Number((added as { affectedRows?: number; rowCount?: number }).affectedRows ?? (added as { rowCount?: number }).rowCount ?? 0);
    if (size === 0) throw invalid('按这些条件没有找到人员，请放宽条件后再保存');
    await tx.update(targetGroup).set({ size }).where(eq(targetGroup.id, id));
    return { id, size };
  });
}

/** How /group-query describes an uploaded list instead of its filters. */
export const UPLOADED_LIST = '上传的号码名单';

/** Every saved group, newest first. */
export async function listGroups(db: Db) {
  const rows = await db.select().from(targetGroup).orderBy(desc(targetGroup.id));
  return rows.map((g) => ({ id: g.id, name: g.name, filterText: g.source === 'upload' ? UPLOADED_LIST : describeFilter(g.filter), size: g.size, createdAt: formatDateTime(g.createdAt) }));
}

/**
 * The members of a group as the subquery `mem` (person_id, name, phone, street): the registered
 * people a filter matched when saved, or the numbers of an uploaded list (person_id null).
 */
export const groupMembers = (groupId: number) =>
  sql`(select p.id as person_id, p.name, p.phone, p.street from ${targetGroupMember} m join ${targetPerson} p on p.id = m.person_id where m.group_id = ${groupId}
       union all select null::int, g.name, g.phone, g.street from ${targetGroupPhone} g where g.group_id = ${groupId}) as mem`;

/** The workflow of questionnaires: QUESTIONNAIRE_TRANSITIONS on `questionnaire.status`, history in `questionnaire_log`. */
export const questionnaireWorkflow = defineWorkflow('questionnaire', QUESTIONNAIRE_TRANSITIONS, {
  table: questionnaire,
  id: questionnaire.id,
  status: questionnaire.status,
  history: {
    table: questionnaireLog,
    ref: questionnaireLog.questionnaireId,
    rows: (changes, { user }) => changes.map((c) => ({ questionnaireId: c.id, action: c.action, fromStatus: c.from, toStatus: c.to, userId: user.id, at: c.at })),
  },
});

/** The answer when a started or ended questionnaire is to be edited (SPEC.md section 4: no editing once started). */
export const NOT_EDITABLE = '问卷已开始，不能再修改；如需调整，请复制为新问卷后修改';

/**
 * Adds a questionnaire (a draft) or changes a draft: the change is an UPDATE ... WHERE status = 'draft'.
 * @throws Fail 4004 for an unknown id, 4009 {@link NOT_EDITABLE} once started
 */
export async function saveQuestionnaire(db: Db, user: AuthUser, input: { id?: number | undefined; title: string; intro: string; questions: Question[] }): Promise<{ id: number }> {
  const values = { title: input.title, intro: input.intro, questions: input.questions };
  if (input.id === undefined) {
    const [row] = await db.insert(questionnaire).values({ ...values, userId: user.id }).returning({ id: questionnaire.id });
    return { id: row!.id };
  }
  const [row] = await db
    .update(questionnaire)
    .set(values)
    .where(and(eq(questionnaire.id, input.id), eq(questionnaire.status, 'draft')))
    .returning({ id: questionnaire.id });
  if (row) return row;
  await readQuestionnaire(db, input.id);
  throw conflict(NOT_EDITABLE);
}

/** @throws Fail 4004 '问卷不存在' */
export async function readQuestionnaire(db: Db, id: number) {
  const [row] = await db.select().from(questionnaire).where(eq(questionnaire.id, id));
  if (!row) throw notFound('问卷不存在');
  return row;
}

/** Starts or ends a questionnaire through its workflow (4009 from any other status), stamping when. */
export async function changeQuestionnaire(db: Db, user: AuthUser, id: number, action: QuestionnaireAction): Promise<{ id: number }> {
  const row = await readQuestionnaire(db, id);
  const now = new Date();
  await questionnaireWorkflow.fireOne(db, action, { id, status: row.status }, { user, note: '' }, { set: action === 'start' ? { startedAt: now } : { endedAt: now } });
  return { id };
}

/** Copies a questionnaire (any status) as a new draft titled '…（副本）'. */
export async function copyQuestionnaire(db: Db, user: AuthUser, id: number): Promise<{ id: number }> {
  const row = await readQuestionnaire(db, id);
  const title = `${row.title}（副本）`.slice(0, 100);
  const [copy] = await db.insert(questionnaire).values({ title, intro: row.intro, questions: row.questions, userId: user.id }).returning({ id: questionnaire.id });
  return { id: copy!.id };
}

/** A time as answered, or null. */
const at = (d: Date | null) => (d ? formatDateTime(d) : null);

// correlated subqueries name the outer table's column in full: drizzle leaves columns unqualified in a query without joins, and "id" would be the inner table's
const responsesOf = sql<number>`(select count(*)::int from ${questionnaireAnswer} a where a.questionnaire_id = "questionnaire"."id")`;

/** A page of questionnaires, newest first, with their answer counts. */
export async function listQuestionnaires(db: Db, f: { page: number; limit: number; status?: string | undefined; keyword?: string | undefined }) {
  const where = and(f.status ? eq(questionnaire.status, f.status as 'draft') : undefined, f.keyword ? ilike(questionnaire.title, `%${likeLiteral(f.keyword)}%`) : undefined);
  const { list: rows, total } = await pageOf(
    db
      .select({ id: questionnaire.id, title: questionnaire.title, status: questionnaire.status, questions: questionnaire.questions, responses: responsesOf, createdAt: questionnaire.createdAt, startedAt: questionnaire.startedAt, endedAt: questionnaire.endedAt })
      .from(questionnaire)
      .where(where)
      .orderBy(desc(questionnaire.id)),
    db.select({ n: count() }).from(questionnaire).where(where),
    f,
  );
  return {
    total,
    list: rows.map(({ questions, ...r }) => ({ ...r, questionCount: questions.length, createdAt: formatDateTime(r.createdAt), startedAt: at(r.startedAt), endedAt: at(r.endedAt) })),
  };
}

// ---------------------------------------------------------------- answer tokens

/** The key of the answer links: derived from the server's secret key (ALLOWANCE_SECRET_KEY or its key file), never sent anywhere. */
const tokenKey = (config: Pick<Config, 'allowanceSecretKey' | 'dataDir'>) => createHmac('sha256', secretKey(config)).update('questionnaire-answer-token').digest();

const signature = (config: Pick<Config, 'allowanceSecretKey' | 'dataDir'>, recipientId: number) => createHmac('sha256', tokenKey(config)).update(`qt:${recipientId}`).digest().subarray(0, 16);

/** The token of a recipient's link: `<recipient id>.<HMAC-SHA256 of it, 128 bits, base64url>`. */
export function answerToken(config: Pick<Config, 'allowanceSecretKey' | 'dataDir'>, recipientId: number): string {
  return `${recipientId}.${signature(config, recipientId).toString('base64url')}`;
}

/** The answer to a token that is not one the server made (altered, truncated, made up). */
export const FORGED_TOKEN = '链接无效，请使用短信中的完整链接打开问卷';
/** The answer to a second answer through the same link. */
export const USED_TOKEN = '您已提交过本问卷，每个链接只能提交一次，感谢您的参与';
/** The answer when the questionnaire is no longer (or not yet) open. */
export const QUESTIONNAIRE_CLOSED = '本次问卷调查已结束，感谢您的关注';

/**
 * The recipient a token was made for.
 * @throws Fail 4001 {@link FORGED_TOKEN} when the signature does not match or the recipient is gone
 */
export async function tokenRecipient(db: Db, config: Config, token: string) {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(token);
  const id = m ? Number(m[1]) : 0;
  const given = m ? Buffer.from(m[2]!, 'base64url') : Buffer.alloc(0);
  if (!m || given.length !== 16 || !timingSafeEqual(given, signature(config, id))) throw invalid(FORGED_TOKEN);
  const [row] = await db
    .select({ recipient: smsRecipient, q: questionnaire })
    .from(smsRecipient)
    .innerJoin(smsTask, eq(smsTask.id, smsRecipient.taskId))
    .innerJoin(questionnaire, eq(questionnaire.id, smsTask.questionnaireId))
    .where(eq(smsRecipient.id, id));
  if (!row) throw invalid(FORGED_TOKEN);
  return row;
}

/** What the answer page shows for a token: the questionnaire, or that it was answered or has ended. */
export async function fillForm(db: Db, config: Config, token: string) {
  const { recipient, q } = await tokenRecipient(db, config, token);
  const state = q.status !== 'started' ? ('ended' as const) : recipient.answeredAt ? ('answered' as const) : ('open' as const);
  return { state, title: q.title, intro: q.intro, questions: state === 'open' ? q.questions : [] };
}

/**
 * Checks one answer against its question (kind, options, required).
 * @returns the value to store, or the refusal naming the question (第N题“…”)
 */
function checkAnswer(q: Question, index: number, value: AnswerValue | undefined): { value: AnswerValue } | { problem: string } {
  const name = `第${index + 1}题“${q.title.length > 20 ? `${q.title.slice(0, 20)}…` : q.title}”`;
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty) return q.required ? { problem: `${name}为必答题，请作答后再提交` } : { value: null };
  const wrong = { problem: `${name}的回答不符合${QUESTION_KIND_LABELS[q.kind]}的要求` };
  switch (q.kind) {
    case 'single':
      return typeof value === 'string' && q.options.includes(value) ? { value } : wrong;
    case 'multiple':
      return Array.isArray(value) && value.every((v) => q.options.includes(v)) && new Set(value).size === value.length ? { value } : wrong;
    case 'text':
      return typeof value === 'string' ? { value } : wrong;
    case 'number':
      return typeof value === 'number' && Math.abs(value) <= 1e9 ? { value } : wrong;
    case 'rating':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= RATING_MAX ? { value } : wrong;
  }
}

/**
 * Stores a recipient's answers. The link's single use is one conditional UPDATE (answered_at is
 * null) in the transaction that inserts the answer sheet (unique per recipient), after locking the
 * questionnaire's row for share, so two answers through one link cannot both succeed and none is
 * accepted once the questionnaire has ended.
 * @throws Fail 4001 {@link FORGED_TOKEN} or naming a required (or wrongly answered) question; 4009 {@link USED_TOKEN} or {@link QUESTIONNAIRE_CLOSED}
 */
export async function submitAnswers(db: Db, config: Config, token: string, answers: AnswerValue[]): Promise<null> {
  const { recipient, q } = await tokenRecipient(db, config, token);
  if (q.status !== 'started') throw conflict(QUESTIONNAIRE_CLOSED);
  if (recipient.answeredAt) throw conflict(USED_TOKEN);
  const values: AnswerValue[] = [];
  for (const [i, question] of q.questions.entries()) {
    const checked = checkAnswer(question, i, answers[i]);
    if ('problem' in checked) throw invalid(checked.problem);
    values.push(checked.value);
  }
  await db.transaction(async (tx) => {
    const [open] = await tx.select({ status: questionnaire.status }).from(questionnaire).where(eq(questionnaire.id, q.id)).for('share');
    if (open?.status !== 'started') throw conflict(QUESTIONNAIRE_CLOSED);
    const used = await tx
      .update(smsRecipient)
      .set({ answeredAt: new Date() })
      .where(and(eq(smsRecipient.id, recipient.id), isNull(smsRecipient.answeredAt)))
      .returning({ id: smsRecipient.id });
    if (used.length === 0) throw conflict(USED_TOKEN);
    await tx.insert(questionnaireAnswer).values({ questionnaireId: q.id, recipientId: recipient.id, answers: values });
  });
  return null;
}

// ---------------------------------------------------------------- statistics

/** Response counts (overall, per street and per target group of the send tasks) and the statistics of each question (SPEC.md section 7, questionnaire stats). */
export async function questionnaireStats(db: Db, id: number) {
  const q = await readQuestionnaire(db, id);
  /** Messages sent and answered of the questionnaire's tasks, by `key`. */
  const ratesBy = (key: typeof smsRecipient.street | typeof smsTask.groupName) =>
    db
      .select({ name: key, sent: count(), responses: sql<number>`count(${smsRecipient.answeredAt})::int` })
      .from(smsRecipient)
      .innerJoin(smsTask, eq(smsTask.id, smsRecipient.taskId))
      .where(and(eq(smsTask.questionnaireId, id), eq(smsRecipient.status, 'sent')))
      .groupBy(key)
      .orderBy(asc(key));
  const [streets, groups] = await Promise.all([ratesBy(smsRecipient.street), ratesBy(smsTask.groupName)]);
  const sheets = await db.select({ answers: questionnaireAnswer.answers }).from(questionnaireAnswer).where(eq(questionnaireAnswer.questionnaireId, id)).orderBy(desc(questionnaireAnswer.id));
  const questions: QuestionStat[] = q.questions.map((question, i) => {
    const given = sheets.map((s) => s.answers[i]).filter((v): v is Exclude<AnswerValue, null> => v !== null && v !== undefined);
    const numbers = given.filter((v): v is number => typeof v === 'number');
    const labels = question.kind === 'rating' ? Array.from({ length: RATING_MAX }, (_v, k) => `${k + 1}星`) : question.options;
    const picked = (label: string, k: number) => given.filter((v) => (question.kind === 'rating' ? v === k + 1 : Array.isArray(v) ? v.includes(label) : v === label)).length;
    return {
      title: question.title,
      kind: question.kind,
      answered: given.length,
      options: question.kind === 'text' || question.kind === 'number' ? [] : labels.map((label, k) => ({ label, count: picked(label, k) })),
      texts: question.kind === 'text' ? given.filter((v): v is string => typeof v === 'string').slice(0, 200) : [],
      average: numbers.length ? Math.round((numbers.reduce((a, b) => a + b, 0) / numbers.length) * 100) / 100 : null,
    };
  });
  return {
    title: q.title,
    status: q.status,
    sent: streets.reduce((a, s) => a + s.sent, 0),
    responses: sheets.length,
    byStreet: streets,
    byGroup: groups,
    questions,
  };
}

/** Every answer sheet of a questionnaire as an xlsx workbook: one row per sheet (street, time, then each question). */
export async function exportAnswers(db: Db, id: number, log: Parameters<typeof streamXlsx>[3]) {
  const q = await readQuestionnaire(db, id);
  const rows = await db
    .select({ street: smsRecipient.street, at: questionnaireAnswer.at, answers: questionnaireAnswer.answers })
    .from(questionnaireAnswer)
    .innerJoin(smsRecipient, eq(smsRecipient.id, questionnaireAnswer.recipientId))
    .where(eq(questionnaireAnswer.questionnaireId, id))
    .orderBy(asc(questionnaireAnswer.id));
  type Sheet = (typeof rows)[number];
  const cell = (v: AnswerValue | undefined) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join('、') : v);
  const columns = [
    { header: '所在街道', width: 14, value: (r: Sheet) => r.street },
    { header: '提交时间', width: 20, value: (r: Sheet) => formatDateTime(r.at) },
    ...q.questions.map((question, i) => ({ header: `${i + 1}. ${question.title}`, width: 24, value: (r: Sheet) => cell(r.answers[i]) })),
  ];
  async function* pages() {
    yield rows;
  }
  return { filename: `${q.title}-答卷.xlsx`, body: streamXlsx('答卷', columns, pages(), log) };
}

// ---------------------------------------------------------------- SMS tasks

/** Furthest ahead a send may be scheduled. */
const SCHEDULE_MAX_MS = 30 * 24 * 3_600_000;

/**
 * Creates a send task and queues one message per member of the group whose number has not opted
 * out: INSERT ... SELECT ... ON CONFLICT (task, phone) DO NOTHING, so a number shared by two
 * members is queued once. A scheduled task's messages wait for its time (campaignQueue's `due`).
 * @throws Fail 4004 unknown questionnaire or group; 4009 a questionnaire not started; 4001 a time
 *   not in the next 30 days, or nobody left to send to
 */
export async function addTask(db: Db, user: AuthUser, input: { title: string; questionnaireId: number; groupId: number; template: string; scheduledAt?: string | undefined }): Promise<{ id: number; queued: number; optedOut: number }> {
  const q = await readQuestionnaire(db, input.questionnaireId);
  if (q.status !== 'started') throw conflict(q.status === 'draft' ? '问卷尚未开始，请先在问卷列表中开始问卷再发送' : '问卷已结束，不能再发送');
  const [group] = await db.select().from(targetGroup).where(eq(targetGroup.id, input.groupId));
  if (!group) throw notFound('目标人群不存在');
  const scheduledAt = input.scheduledAt === undefined ? null : parseDateTime(input.scheduledAt);
  if (scheduledAt && (scheduledAt.getTime() <= Date.now() || scheduledAt.getTime() > Date.now() + SCHEDULE_MAX_MS)) throw invalid('定时发送的时间须晚于现在，且在30天之内');
  return db.transaction(async (tx) => {
    const [task] = await tx.insert(smsTask).values({ title: input.title, questionnaireId: q.id, groupId: group.id, groupName: group.name, template: input.template, scheduledAt, userId: user.id }).returning({ id: smsTask.id });
    const id = task!.id;
    await tx.execute(
      sql`insert into ${smsRecipient} (task_id, person_id, name, phone, street)
          select ${id}, mem.person_id, mem.name, mem.phone, mem.street from ${groupMembers(group.id)}
          where not exists (select 1 from ${smsOptOut} o where o.phone = mem.phone) order by mem.person_id nulls last, mem.phone
          on conflict (task_id, phone) do nothing`,
    );
    const [queued] = await tx.select({ n: count() }).from(smsRecipient).where(eq(smsRecipient.taskId, id));
    const [optedOut] = ((await tx.execute(sql`select count(distinct mem.phone)::int as n from ${groupMembers(group.id)} join ${smsOptOut} o on o.phone = mem.phone`)) as unknown as { rows: { n: number }[] }).rows;
    if (!queued?.n) throw invalid(optedOut?.n ? '目标人群中的号码均已退订，没有可发送的人员' : '目标人群中没有人员，不能发送');
    return { id, queued: queued.n, optedOut: optedOut?.n ?? 0 };
  });
}

const countOf = (status: string) => sql<number>`(select count(*)::int from ${smsRecipient} r where r.task_id = "sms_task"."id" and r.status = ${status})`;
const taskColumns = {
  id: smsTask.id,
  title: smsTask.title,
  questionnaireId: smsTask.questionnaireId,
  questionnaireTitle: questionnaire.title,
  groupName: smsTask.groupName,
  template: smsTask.template,
  total: sql<number>`(select count(*)::int from ${smsRecipient} r where r.task_id = "sms_task"."id")`,
  queued: countOf('queued'),
  sent: countOf('sent'),
  failed: countOf('failed'),
  answered: sql<number>`(select count(*)::int from ${smsRecipient} r where r.task_id = "sms_task"."id" and r.answered_at is not null)`,
  createdAt: smsTask.createdAt,
  scheduledAt: smsTask.scheduledAt,
};

/** A task row as answered: its times as 'YYYY-MM-DD HH:mm:ss' (Asia/Shanghai). */
const taskOut = <T extends { createdAt: Date; scheduledAt: Date | null }>(t: T) => ({ ...t, createdAt: formatDateTime(t.createdAt), scheduledAt: t.scheduledAt && formatDateTime(t.scheduledAt) });

/** A page of send tasks, newest first, with their counts per status. */
export async function listTasks(db: Db, f: { page: number; limit: number }) {
  const { list, total } = await pageOf(db.select(taskColumns).from(smsTask).innerJoin(questionnaire, eq(questionnaire.id, smsTask.questionnaireId)).orderBy(desc(smsTask.id)), db.select({ n: count() }).from(smsTask), f);
  return { total, list: list.map(taskOut) };
}

/** @throws Fail 4004 '发送任务不存在' */
export async function taskDetail(db: Db, id: number) {
  const [row] = await db.select(taskColumns).from(smsTask).innerJoin(questionnaire, eq(questionnaire.id, smsTask.questionnaireId)).where(eq(smsTask.id, id));
  if (!row) throw notFound('发送任务不存在');
  return taskOut(row);
}

/** Puts a task's failed messages back in the queue (failed -> queued, a conditional UPDATE). */
export async function retryFailed(db: Db, id: number): Promise<{ requeued: number }> {
  await taskDetail(db, id);
  const rows = await db
    .update(smsRecipient)
    .set({ status: 'queued', reason: '' })
    .where(and(eq(smsRecipient.taskId, id), eq(smsRecipient.status, 'failed')))
    .returning({ id: smsRecipient.id });
  return { requeued: rows.length };
}

type RecordFilters = { taskId?: number | undefined; status?: string | undefined; keyword?: string | undefined };

/** The SQL condition of the send records' filters. */
const recordsWhere = (f: RecordFilters) =>
  and(
    f.taskId ? eq(smsRecipient.taskId, f.taskId) : undefined,
    f.status ? eq(smsRecipient.status, f.status as 'queued') : undefined,
    f.keyword ? sql`(${smsRecipient.name} ilike ${`%${likeLiteral(f.keyword)}%`} or ${smsRecipient.phone} like ${`${likeLiteral(f.keyword)}%`})` : undefined,
  );

/** The send records' rows of `where` with their task's title, newest first: the query, for the caller to limit. */
const recordRows = (db: Db, where: SQL | undefined) =>
  db.select({ r: smsRecipient, taskTitle: smsTask.title }).from(smsRecipient).innerJoin(smsTask, eq(smsTask.id, smsRecipient.taskId)).where(where).orderBy(desc(smsRecipient.id));

/** The outbox source of a recipient's latest attempt (one outbox row per attempt, modules/sms/outbox.ts). */
export const campaignSource = (r: { id: number; attempts: number }) => `campaign:${r.id}:${r.attempts}`;

/** A page of send records (/bsRecord, /sms-detail): filters by task, status, name or phone (from the start), newest first; phones masked. */
export async function listRecords(db: Db, f: { page: number; limit: number } & RecordFilters) {
  const where = recordsWhere(f);
  const { list: rows, total } = await pageOf(recordRows(db, where), db.select({ n: count() }).from(smsRecipient).where(where), f);
  // what the gateway answered for each one's latest attempt (modules/sms: one outbox row per attempt), and the carrier's receipt
  const outbox = await outboxBySource(db, rows.map(({ r }) => campaignSource(r)));
  return {
    total,
    list: rows.map(({ r, taskTitle }) => ({ id: r.id, taskId: r.taskId, taskTitle, name: r.name, phone: maskMobile(r.phone), street: r.street, status: r.status, reason: r.reason, delivery: deliveryOf(outbox.get(campaignSource(r))), sentAt: at(r.sentAt), answeredAt: at(r.answeredAt) })),
  };
}

/**
 * The send records of the filters as a streamed xlsx (5,000 rows a page, newest first, by id so a
 * send meanwhile moves no row between pages): task, name, phone (masked unless `fullNumbers`,
 * logged as an export of source 'smsRecord'), street, status, reason, sent and answered times.
 */
export async function exportRecords(db: Db, user: AuthUser, f: RecordFilters & { fullNumbers?: boolean | undefined; page?: string | undefined }, log: Parameters<typeof streamXlsx>[3]) {
  const full = await exportWithFullNumbers(db, user, 'smsRecord', f, true);
  const where = recordsWhere(f);
  type Row = Awaited<ReturnType<typeof recordRows>>[number];
  async function* pages() {
    let before: number | undefined;
    for (;;) {
      const rows = await recordRows(db, and(where, before === undefined ? undefined : lt(smsRecipient.id, before))).limit(5_000);
      if (rows.length === 0) return;
      yield rows;
      before = rows[rows.length - 1]!.r.id;
    }
  }
  const columns = [
    { header: '任务', width: 24, value: (x: Row) => x.taskTitle },
    { header: '姓名', width: 12, value: (x: Row) => x.r.name },
    { header: '手机号码', width: 16, value: (x: Row) => (full ? x.r.phone : maskMobile(x.r.phone)) },
    { header: '街道', width: 14, value: (x: Row) => x.r.street },
    { header: '发送状态', width: 10, value: (x: Row) => SMS_RECIPIENT_STATUS_LABELS[x.r.status] },
    { header: '失败原因', width: 30, value: (x: Row) => x.r.reason },
    { header: '发送时间', width: 20, value: (x: Row) => at(x.r.sentAt) ?? '' },
    { header: '答卷时间', width: 20, value: (x: Row) => at(x.r.answeredAt) ?? '' },
  ];
  return { filename: '短信发送记录.xlsx', body: streamXlsx('短信发送记录', columns, pages(), log) };
}
