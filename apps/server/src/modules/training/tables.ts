import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';
import { enterprise } from '../enterprise/tables';
import { ledgerOrderIndex, ledgerPrefixIndex, ledgerRecordColumns } from '../ledger/tables';
import { statusLogColumns } from '../../db/columns';

/**
 * Vocational-skills courses (职业技能培训, docs/station.md "Training and surveys"). `status` is one
 * of COURSE_STATUSES of @portal/api, changed only through COURSE_TRANSITIONS (courseWorkflow).
 * `ownerDept` is the creating staff member's department: only its staff see the draft and the
 * trainees and change the course. `taken` (places held by enrolled and completed trainees) is
 * changed only by conditional updates (`taken + n <= capacity`), so it never exceeds the capacity.
 */
export const trainCourse = pgTable(
  'train_course',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    occupation: text('occupation').notNull(),
    place: text('place').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    enrolEnd: date('enrol_end', { mode: 'string' }).notNull(),
    hours: integer('hours').notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
    content: text('content').notNull(),
    status: text('status').notNull().default('draft'),
    ownerDept: text('owner_dept').notNull(),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('train_course_status_start').on(t.status, t.startDate), index('train_course_owner').on(t.ownerDept), check('train_course_taken', sql`${t.taken} between 0 and ${t.capacity}`)],
);

/**
 * Enrolments of an enterprise's employees in a course. `status` is one of ENROL_STATUSES,
 * changed only through ENROL_TRANSITIONS (enrolWorkflow). One active (not cancelled) enrolment per
 * course and mobile number (partial unique index).
 */
export const trainEnrol = pgTable(
  'train_enrol',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => trainCourse.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    status: text('status').notNull().default('enrolled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('train_enrol_course').on(t.courseId),
    index('train_enrol_enterprise').on(t.enterpriseId),
    uniqueIndex('train_enrol_one_per_phone')
      .on(t.courseId, t.phone)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);

/** Every status change of a course or an enrolment (the two workflows' history): who, when, from, to, note. */
export const trainLog = pgTable(
  'train_log',
  {
    ...statusLogColumns(),
    courseId: integer('course_id').references(() => trainCourse.id, { onDelete: 'cascade' }),
    enrolId: integer('enrol_id').references(() => trainEnrol.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
  },
  (t) => [index('train_log_course').on(t.courseId), index('train_log_enrol').on(t.enrolId)],
);

/**
 * Answers of the training-needs survey (the ledger engine's `trainingSurveyLedger`; imports in
 * ledger_import, changes in ledger_change): one per enterprise credit code and year (unique
 * index); `needs` the chosen TRAINING_NEEDS joined by 、.
 */
export const trainingSurvey = pgTable(
  'training_survey',
  {
    ...ledgerRecordColumns(),
    creditCode: text('credit_code').notNull(),
    year: integer('year').notNull(),
    needs: text('needs').notNull(),
    trainees: integer('trainees').notNull(),
    mode: text('mode').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [uniqueIndex('training_survey_one_per_year').on(t.creditCode, t.year), ledgerOrderIndex('training_survey_order', t.year, t.id), ledgerPrefixIndex('training_survey_credit', t.creditCode)],
);
