import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';
import { enterprise } from '../enterprise/tables';
import { statusLogColumns } from '../../db/columns';

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
    ...statusLogColumns(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activity.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
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
    ...statusLogColumns(),
    applyId: integer('apply_id')
      .notNull()
      .references(() => activityApply.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
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

/**
 * Enterprise service requests (企业服务对接, /companyDocking). `kind` is one of DOCKING_KINDS;
 * `status` one of DOCKING_STATUSES, changed only through DOCKING_TRANSITIONS (dockingWorkflow in
 * docking.ts). Scope: staff of `deptName` (at first DOCKING_HOME_DEPT, then the department it was
 * assigned to), the street managers of `streetCode` (the enterprise's street when it asked) and
 * the assignee see and change it. `entName` keeps the enterprise's name as it was.
 */
export const companyDocking = pgTable(
  'company_docking',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    entName: text('ent_name').notNull(),
    streetCode: text('street_code').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    status: text('status').notNull().default('pending'),
    /** raised by every change: assign and followUp may start from the status they lead to, so they are guarded by it too */
    version: integer('version').notNull().default(1),
    deptName: text('dept_name').notNull(),
    assigneeId: integer('assignee_id').references(() => appUser.id, { onDelete: 'set null' }),
    assigneeName: text('assignee_name').notNull().default(''),
    result: text('result').notNull().default(''),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('company_docking_enterprise').on(t.enterpriseId, t.id), index('company_docking_dept').on(t.deptName, t.status), index('company_docking_street').on(t.streetCode, t.status)],
);

/**
 * The records of a request (办理记录): its submission, then one row per change of
 * DOCKING_TRANSITIONS (assign, followUp, close) with its note; the workflow's history.
 */
export const companyDockingRecord = pgTable(
  'company_docking_record',
  {
    ...statusLogColumns(),
    dockingId: integer('docking_id')
      .notNull()
      .references(() => companyDocking.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    userName: text('user_name').notNull().default(''),
  },
  (t) => [index('company_docking_record_docking').on(t.dockingId)],
);

/**
 * Invitations of 人才寻珑 (/xunlong): an enterprise invites a self-registered job seeker; one per
 * enterprise and seeker (unique index). The seeker gets the in-site message talentInvited; the
 * enterprise never sees the seeker's full name or phone.
 */
export const talentInvite = pgTable(
  'talent_invite',
  {
    id: serial('id').primaryKey(),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => jobSeeker.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('talent_invite_once').on(t.enterpriseId, t.seekerId), index('talent_invite_seeker').on(t.seekerId)],
);
