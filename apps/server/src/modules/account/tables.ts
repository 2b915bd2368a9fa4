import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every account: government staff (user_kind 1), enterprise contacts (2) and the third type (3),
 * SPEC.md sections 1 and 3. `roles` is the government user's userType list of department roles.
 */
export const appUser = pgTable('app_user', {
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
  havePower: smallint('have_power').notNull().default(0),
  duration: integer('duration').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** Every login attempt (account, time, IP, result), also the source of the failed-login limits. */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    success: boolean('success').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('login_attempt_account_at').on(t.account, t.at), index('login_attempt_ip_at').on(t.ip, t.at)],
);
