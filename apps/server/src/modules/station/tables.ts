import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';

/**
 * Activities of the talent empowerment station (docs/station.md). `status` is one of
 * ACTIVITY_STATUSES of @portal/api and changes only through ACTIVITY_TRANSITIONS
 * (activityWorkflow in activities.ts). The owner is a department (`ownerDept`, a DEPARTMENTS
 * name) and, for a street manager, its street (`ownerStreet`, a street code; '' otherwise): staff
 * see and change the activities whose owner is theirs. `venueKey` is the secret of the venue's
 * check-in QR code. Sign-up counts are not stored: they are counted from activity_apply under
 * the activity's row lock.
 */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    place: text('place').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    signUpStart: timestamp('sign_up_start', { withTimezone: true }).notNull(),
    signUpEnd: timestamp('sign_up_end', { withTimezone: true }).notNull(),
    /** ACTIVITY_AUDIENCES: person, enterprise or both */
    audience: text('audience').notNull(),
    status: text('status').notNull().default('draft'),
    ownerDept: text('owner_dept').notNull(),
    ownerStreet: text('owner_street').notNull().default(''),
    /** shown to the public: the department, or the street's name */
    ownerName: text('owner_name').notNull(),
    venueKey: text('venue_key').notNull(),
    cancelReason: text('cancel_reason').notNull().default(''),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_status_start').on(t.status, t.startTime), index('activity_owner').on(t.ownerDept, t.ownerStreet)],
);

/** Every status change of an activity: who, when, from, to, note (the cancel reason). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activity.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_log_activity').on(t.activityId)],
);

/**
 * Sign-ups (activityApply). `status` is one of APPLY_STATUSES, changed only through
 * APPLY_TRANSITIONS. One active (not cancelled) sign-up per account and activity: the partial
 * unique index refuses a second one even when two arrive at once. The waiting list is the
 * waiting rows in id order. `checkCode` (6 digits, unique among the activity's sign-ups) is what
 * the person shows at the venue.
 */
export const activityApply = pgTable(
  'activity_apply',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activity.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    /** the enterprise's name when an enterprise account signed up; '' for a person */
    entName: text('ent_name').notNull().default(''),
    status: text('status').notNull(),
    checkCode: text('check_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('activity_apply_one_per_user').on(t.activityId, t.userId).where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('activity_apply_code').on(t.activityId, t.checkCode),
    index('activity_apply_user').on(t.userId),
  ],
);

/** Every status change of a sign-up (cancel, promote, check-in): who, when, from, to. */
export const activityApplyLog = pgTable(
  'activity_apply_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applyId: integer('apply_id')
      .notNull()
      .references(() => activityApply.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_apply_log_apply').on(t.applyId)],
);

/**
 * Job seekers registered at the station (劳动力登记, /rcfnzLddj and the street's employment post
 * /rcfnzZYG). `userId` is the person's account when they registered themselves (one registration
 * per account), null when the post registered someone without an account. `education` is one of
 * EDUCATION_LEVELS; `category` one of JOB_CATEGORIES; `workType` one of WORK_TYPES.
 */
export const jobSeeker = pgTable(
  'job_seeker',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    streetCode: text('street_code').notNull(),
    education: text('education').notNull(),
    skills: text('skills').notNull(),
    category: text('category').notNull(),
    workType: text('work_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_seeker_user').on(t.userId).where(sql`${t.userId} is not null`), index('job_seeker_street').on(t.streetCode, t.id)],
);

/** Follow-up records (跟进记录) of the employment post about a job seeker. */
export const jobSeekerFollowUp = pgTable(
  'job_seeker_follow_up',
  {
    id: serial('id').primaryKey(),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => jobSeeker.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_seeker_follow_up_seeker').on(t.seekerId)],
);
