import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { appUser } from '../account/tables';
import { statusLogColumns } from '../../db/columns';

/** Categories of call events with their time limit in hours (editable by the hotline centre; docs/hotline.md). */
export const callCategory = pgTable('call_category', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  limitHours: integer('limit_hours').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => appUser.id, { onDelete: 'set null' }),
});

/**
 * Call events (热线诉求, SPEC.md section 4). `status` is one of HOTLINE_STATUSES of @portal/api
 * and changes only through HOTLINE_TRANSITIONS (hotlineWorkflow in service.ts), guarded by
 * `version`. `callerUserId` is the account that follows it (null for a phone caller without an
 * account); `deadline` is the creation time plus the category's limit at that time.
 */
export const callEvent = pgTable(
  'call_event',
  {
    id: serial('id').primaryKey(),
    eventNo: text('event_no').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => callCategory.id),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    attachmentIds: integer('attachment_ids').array().notNull().default(sql`'{}'::int[]`),
    /** 'online' (the caller submitted it) or 'phone' (hotline staff took the call) */
    channel: text('channel').notNull(),
    callerUserId: integer('caller_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    callerName: text('caller_name').notNull(),
    callerPhone: text('caller_phone').notNull().default(''),
    takenBy: integer('taken_by').references(() => appUser.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    version: integer('version').notNull().default(1),
    /** the department (a DEPARTMENTS name) it is allotted to; '' before */
    deptName: text('dept_name').notNull().default(''),
    assigneeId: integer('assignee_id').references(() => appUser.id, { onDelete: 'set null' }),
    allotterId: integer('allotter_id').references(() => appUser.id, { onDelete: 'set null' }),
    answer: text('answer').notNull().default(''),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** satisfaction 1-5 given once by the caller after closing (/system/evaluation); null before */
    score: smallint('score'),
    comment: text('comment').notNull().default(''),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
  },
  (t) => [index('call_event_caller').on(t.callerUserId), index('call_event_dept_status').on(t.deptName, t.status), index('call_event_status_deadline').on(t.status, t.deadline)],
);

/** Every step of a call event: submitted, then every status change (who, their department, when, from, to, note). */
export const callEventLog = pgTable(
  'call_event_log',
  {
    ...statusLogColumns(),
    eventId: integer('event_id')
      .notNull()
      .references(() => callEvent.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    userName: text('user_name').notNull().default(''),
    deptName: text('dept_name').notNull().default(''),
  },
  (t) => [index('call_event_log_event').on(t.eventId)],
);

/** Call records (通话记录) staff add while handling an event. */
export const callRecord = pgTable(
  'call_record',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => callEvent.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    deptName: text('dept_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('call_record_event').on(t.eventId)],
);
