import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { chainColumns } from '../../db/chainColumns';

/** Third-type accounts (user_kind 3) are individuals or schools (SPEC.md section 1). */
export const THIRD_CATEGORIES = ['person', 'school'] as const;
export type ThirdCategory = (typeof THIRD_CATEGORIES)[number];

/**
 * Account status: `active`; `pending` for an enterprise account created by a settle-in
 * application that staff have not approved yet (it may log in only to see /loginStatus);
 * `disabled` for an account an administrator closed (no login, no session; issue 18).
 */
export const ACCOUNT_STATUSES = ['active', 'pending', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * Every account: government staff (user_kind 1), enterprise contacts (2) and the third type (3:
 * `category` person or school), SPEC.md sections 1 and 3. `roles` is the government user's
 * userType list of department roles. A phone number is bound to at most one account of a kind.
 * `mustSetPassword` marks an account created by staff whose first login must set its own password.
 */
export const appUser = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    userKind: smallint('user_kind').notNull(),
    name: text('name').notNull().default(''),
    nickName: text('nick_name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    phonenumber: text('phonenumber').notNull().default(''),
    deptName: text('dept_name').notNull().default(''),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    personRouters: text('person_routers').array().notNull().default(sql`'{}'::text[]`),
    enterpriseId: integer('enterprise_id'),
    /**
     * The scope of a staff account's data-collection summary (issue 13, docs/collection-summary.md):
     * the street a street manager administers (a street code), the industry sections
     * (GB/T 4754-2017 门类 codes) an industry manager administers; null and empty: no limit.
     */
    streetCode: text('street_code'),
    industryCodes: text('industry_codes').array().notNull().default(sql`'{}'::text[]`),
    havePower: smallint('have_power').notNull().default(0),
    duration: integer('duration').notNull().default(0),
    /** for user_kind 3: {@link THIRD_CATEGORIES}; '' otherwise */
    category: text('category').notNull().default(''),
    /** identity number (GB 11643-1999) of an individual; '' for other accounts */
    idCard: text('id_card').notNull().default(''),
    /** {@link ACCOUNT_STATUSES} */
    status: text('status').notNull().default('active'),
    mustSetPassword: boolean('must_set_password').notNull().default(false),
    /** when the password was last set or reset; failed logins before it no longer count towards the captcha threshold */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_user_kind_phone').on(t.userKind, t.phonenumber).where(sql`${t.phonenumber} <> ''`)],
);

/** Sessions: a random token, stored only as its SHA-256 hash, with idle and absolute expiry. */
export const userSession = pgTable('user_session', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id').notNull().references(() => appUser.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Image captchas: single use, short-lived. */
export const captcha = pgTable('captcha', {
  uuid: text('uuid').primaryKey(),
  text: text('text').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Every login attempt (account, time, client address, result): the login log and the source of the
 * failed-login defences of login.ts. `ownerAlerted` marks the failure on which the account's owner
 * was told by SMS (scene loginAlert).
 */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    success: boolean('success').notNull(),
    reason: text('reason').notNull().default(''),
    ownerAlerted: boolean('owner_alerted').notNull().default(false),
    ...chainColumns(),
  },
  (t) => [index('login_attempt_account_at').on(t.account, t.at), index('login_attempt_ip_at').on(t.ip, t.at), uniqueIndex('login_attempt_seq').on(t.seq)],
);

/**
 * Settle-in applications (/settledEnt, /register 企业注册): an enterprise asks for an account;
 * staff check it later. `status` takes the approval values of SPEC.md section 4 (awaiting_check,
 * agree, refused, ...); `userId` is the pending account the application created.
 */
export const settleApplication = pgTable(
  'settle_application',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** 'register' (the short form of /register) or 'settle' (/settledEnt, with the licence) */
    source: text('source').notNull(),
    entName: text('ent_name').notNull(),
    creditCode: text('credit_code').notNull(),
    /** the district enterprise with this credit code, when there is one */
    enterpriseId: integer('enterprise_id'),
    contactName: text('contact_name').notNull(),
    contactIdCard: text('contact_id_card').notNull().default(''),
    phone: text('phone').notNull(),
    /** storage key and original name of the business licence ('' when none was uploaded) */
    licenceKey: text('licence_key').notNull().default(''),
    licenceName: text('licence_name').notNull().default(''),
    status: text('status').notNull().default('awaiting_check'),
    /** the reviewer's note, shown to the applicant (e.g. why it was refused) */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settle_application_credit_code').on(t.creditCode), index('settle_application_user').on(t.userId)],
);

/** Students of a school account, read by the school's own pages (POST /api/h5/schoolInfo/selectStudent). */
export const schoolStudent = pgTable(
  'school_student',
  {
    id: serial('id').primaryKey(),
    schoolUserId: integer('school_user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** identity number, GB 11643-1999 */
    idCard: text('id_card').notNull(),
    major: text('major').notNull(),
    graduationYear: integer('graduation_year').notNull(),
    phone: text('phone').notNull().default(''),
  },
  (t) => [index('school_student_school').on(t.schoolUserId)],
);
