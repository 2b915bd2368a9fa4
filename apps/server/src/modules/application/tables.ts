import { sql } from 'drizzle-orm';
import { bigserial, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';
import { enterprise } from '../enterprise/tables';

/**
 * Subsidy and allowance applications (issue 6, docs/applications.md). `status` is one of
 * APPLICATION_STATUSES of @portal/api and changes only through the transition table
 * (APPLICATION_WORKFLOW); `version` grows by one on every change, for the optimistic check.
 * `fields` holds the form as the filer wrote it (people of enterprise types included).
 * The applicant columns repeat what lists show and search: for individual types the person, for
 * enterprise types the enterprise (name) and its contact (phone).
 */
export const application = pgTable(
  'application',
  {
    id: serial('id').primaryKey(),
    /** APPLICATION_TYPES */
    type: text('type').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    /** 'person', 'ent' or 'staff' (adminApply) */
    filedBy: text('filed_by').notNull(),
    /** the individual's account (individual types), when the person has one */
    applicantUserId: integer('applicant_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** the filing enterprise (enterprise types) or the applicant's employer (individual types) */
    enterpriseId: integer('enterprise_id').references(() => enterprise.id, { onDelete: 'set null' }),
    /** the account that created the application */
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    applicantName: text('applicant_name').notNull().default(''),
    applicantIdCard: text('applicant_id_card').notNull().default(''),
    applicantPhone: text('applicant_phone').notNull().default(''),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    peopleCount: integer('people_count').notNull().default(0),
    /** yuan, as computed from the form (docs/applications.md section 5) */
    amount: doublePrecision('amount').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publicityStart: timestamp('publicity_start', { withTimezone: true }),
    publicityEnd: timestamp('publicity_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_type_status').on(t.type, t.status),
    index('application_applicant_user').on(t.applicantUserId),
    index('application_enterprise').on(t.enterpriseId),
    index('application_applicant_id_card').on(t.applicantIdCard),
  ],
);

/**
 * Every transition of an application (and scores and imports): who, in which role, when, from
 * which status to which, with the comment. Shown as the timeline of the detail page.
 */
export const applicationEvent = pgTable(
  'application_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    /** an action of APPLICATION_WORKFLOW, or 'score' / 'import' */
    action: text('action').notNull(),
    /** null when the application was created by this event */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: integer('actor_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** ACTOR_ROLES: applicant, enterprise, staff, expert */
    actorRole: text('actor_role').notNull(),
    comment: text('comment').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_event_application').on(t.applicationId, t.id)],
);

/** Scores of zfbtUser applications (0-100), one per expert; a new score of the same expert replaces it. */
export const applicationScore = pgTable(
  'application_score',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    expertUserId: integer('expert_user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    expertName: text('expert_name').notNull(),
    score: doublePrecision('score').notNull(),
    comment: text('comment').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('application_score_expert').on(t.applicationId, t.expertUserId)],
);
