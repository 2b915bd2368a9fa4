import type { GroupFilter, OptOutSource, Question, QuestionnaireStatus } from '@portal/api';
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';
import { ledgerOrderIndex, ledgerPrefixIndex, ledgerRecordColumns } from '../ledger/tables';
import { smsQueueColumns } from '../sms/tables';

/**
 * 适龄劳动力基本信息 (`targetPersonLedger` of @portal/api, /basics-import, /basics-detail): one row per
 * person, unique by identity number (GB 11643-1999, 18 characters); `category` and `workStatus`
 * are TARGET_CATEGORIES and WORK_STATUSES. Age is never stored: it is read from the birth date in
 * the identity number (characters 7–14) when listed or filtered.
 */
export const targetPerson = pgTable(
  'target_person',
  {
    ...ledgerRecordColumns(),
    name: text('name').notNull(),
    idCard: text('id_card').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    community: text('community').notNull().default(''),
    category: text('category').notNull(),
    workStatus: text('work_status').notNull(),
    skills: text('skills').notNull().default(''),
  },
  (t) => [uniqueIndex('target_person_id_card').on(t.idCard), ledgerOrderIndex('target_person_order', t.street, t.name, t.id), ledgerPrefixIndex('target_person_id_card_prefix', t.idCard)],
);

/**
 * A saved target group (/group-query): its filters and the people they matched when saved (the
 * send list; `source` 'filter'), or an uploaded list of numbers (`source` 'upload', members in
 * target_group_phone, `filter` empty).
 */
export const targetGroup = pgTable('target_group', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  source: text('source').$type<'filter' | 'upload'>().notNull().default('filter'),
  filter: jsonb('filter').$type<GroupFilter>().notNull(),
  size: integer('size').notNull(),
  userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The members of a target group as saved. */
export const targetGroupMember = pgTable(
  'target_group_member',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => targetGroup.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => targetPerson.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.personId] })],
);

/** The members of an uploaded list (a group of `source` 'upload'): name, phone (unique in the group) and street as uploaded. */
export const targetGroupPhone = pgTable(
  'target_group_phone',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => targetGroup.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.phone] })],
);

/**
 * A questionnaire (/subject-edit, /questionnaire-list): its questions in order, and its status
 * (QUESTIONNAIRE_STATUSES), changed only through QUESTIONNAIRE_TRANSITIONS (service.ts, the
 * workflow); questions change only while it is a draft.
 */
export const questionnaire = pgTable('questionnaire', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  intro: text('intro').notNull().default(''),
  questions: jsonb('questions').$type<Question[]>().notNull(),
  status: text('status').$type<QuestionnaireStatus>().notNull().default('draft'),
  userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** The history of a questionnaire's status changes: one row per change (the workflow's). */
export const questionnaireLog = pgTable(
  'questionnaire_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaire.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questionnaire_log_q').on(t.questionnaireId)],
);

/** An SMS send task (/sms-add): a template sent to the members of a group, each with the link to their own answer page. */
export const smsTask = pgTable('sms_task', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  questionnaireId: integer('questionnaire_id')
    .notNull()
    .references(() => questionnaire.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').references(() => targetGroup.id, { onDelete: 'set null' }),
  groupName: text('group_name').notNull(),
  template: text('template').notNull(),
  /** when its messages may go (a scheduled send); null: at once */
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A saved SMS template (/sms-edit): unique name, text with {name} and {link} (the contract's smsTemplate rule). */
export const smsTemplateTable = pgTable('sms_template', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  content: text('content').notNull(),
  userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Numbers that opted out of campaign messages (退订; 工信部《通信短信息服务管理规定》): never queued
 * again, and a queued message to one fails with {@link OPTED_OUT} at send time. `source` is
 * OPT_OUT_SOURCES.
 */
export const smsOptOut = pgTable('sms_opt_out', {
  phone: text('phone').primaryKey(),
  source: text('source').$type<OptOutSource>().notNull(),
  note: text('note').notNull().default(''),
  userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The campaign outbox: one row per (task, phone), so a number is never queued twice for one task
 * (the UNIQUE index, also across a restart: the worker sends only rows it moves from queued with a
 * conditional UPDATE). Status SMS_RECIPIENT_STATUSES; `reason` of a failure; `answeredAt` set when
 * the recipient's single-use link was answered (in the answer's transaction).
 */
export const smsRecipient = pgTable(
  'sms_recipient',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => smsTask.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => targetPerson.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    ...smsQueueColumns(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sms_recipient_task_phone').on(t.taskId, t.phone), index('sms_recipient_status').on(t.status, t.id), index('sms_recipient_task').on(t.taskId, t.id)],
);

/** An answer sheet: one per recipient (UNIQUE), so a link answers once; the answers in question order. */
export const questionnaireAnswer = pgTable(
  'questionnaire_answer',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaire.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => smsRecipient.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<(string | number | string[] | null)[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questionnaire_answer_recipient').on(t.recipientId), index('questionnaire_answer_q').on(t.questionnaireId)],
);

/**
 * The recognition of a person with employment difficulties (/hard-detail, 困难认定): the category
 * (DIFFICULTY_CATEGORIES) and the day recognised; at most one per target person.
 */
export const hardProfile = pgTable('hard_profile', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => targetPerson.id, { onDelete: 'cascade' }),
  difficulty: text('difficulty').notNull(),
  recognizedOn: date('recognized_on', { mode: 'string' }).notNull(),
  userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's timeline (/hard-detail): assistance given (ASSISTANCE_KINDS, written by staff) and the
 * server's own notes of a recognition or an employment-status change (HARD_TIMELINE_KINDS), with
 * who wrote it (`userName` kept as it was).
 */
export const hardTimeline = pgTable(
  'hard_timeline',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => targetPerson.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    happenedOn: date('happened_on', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hard_timeline_person').on(t.personId, t.happenedOn, t.id)],
);
