import { bigserial, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every text message the platform sent, as the default transport delivers it (DESIGN.md section 4:
 * an outbox table staff can read). `scene` is the scene of a verification code (`CodeScene`, service.ts).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    scene: text('scene').notNull(),
    /** name of the transport that delivered it */
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_at').on(t.phone, t.createdAt)],
);

/**
 * SMS verification codes: 6 digits stored as a SHA-256 hash, valid 5 minutes, voided after 5 wrong
 * tries or when a newer code is sent for the same phone and scene, used once.
 */
export const smsCode = pgTable(
  'sms_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /** set when the code was used, or voided by a newer one */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('sms_code_phone_at').on(t.phone, t.createdAt), index('sms_code_ip_at').on(t.ip, t.createdAt)],
);

/**
 * A proof that someone holds a phone, for flows of several steps (POST /api/ent/login/verifyCode
 * gives it; setPassword and submitAuth use it): a random token stored hashed, with what the steps
 * collected so far (`data`), valid 30 minutes.
 */
export const phoneTicket = pgTable('phone_ticket', {
  tokenHash: text('token_hash').primaryKey(),
  phone: text('phone').notNull(),
  scene: text('scene').notNull(),
  /** e.g. the scrypt hash of the password chosen in step setPassword */
  passwordHash: text('password_hash').notNull().default(''),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
