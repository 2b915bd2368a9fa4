import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SmsOutboxStatus } from '@portal/api';

/**
 * Every text message the platform sends, and what became of it (DESIGN.md section 4, issue 40): the
 * text as the recipient reads it (codes and passwords as ******), the template and parameters sent
 * to the gateway (kept only while the message may still be sent: a code is a credential), the
 * gateway's answer and the carrier's receipt. `source` names the queued row a message was sent for
 * (`campaign:{sms_recipient.id}:{attempt}`, `businessMessage:{message_sms.id}:{attempt}`, the attempt
 * counting each claim, so 重发 makes a new row): unique, so a queued
 * message gives one outbox row however many servers drain the queue. `scene` is a
 * SmsOutboxScene of @portal/api.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    scene: text('scene').notNull(),
    /** the gateway it went through: aliyun, tencent, log (development; earlier rows: outbox) */
    transport: text('transport').notNull(),
    kind: text('kind').notNull().default(''),
    templateCode: text('template_code').notNull().default(''),
    /** the parameters in order, [{ name, value }], while the message may still be sent; [] after */
    params: jsonb('params').$type<{ name: string; value: string }[]>().notNull().default([]),
    status: text('status').$type<SmsOutboxStatus>().notNull().default('recorded'),
    /** the gateway's answer (code and message), then the receipt's */
    detail: text('detail').notNull().default(''),
    bizId: text('biz_id').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    /** a pending message is (re)tried at this time; a worker claims it by moving it ahead */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** the last attempt's answer was lost (timeout): the gateway is asked before any new attempt */
    outcomeUnknown: boolean('outcome_unknown').notNull().default(false),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    receiptAt: timestamp('receipt_at', { withTimezone: true }),
    /** when the gateway was last asked for this message's receipt: the longest unasked go first */
    receiptAskedAt: timestamp('receipt_asked_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_outbox_phone_at').on(t.phone, t.createdAt),
    uniqueIndex('sms_outbox_source').on(t.source),
    index('sms_outbox_pending').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index('sms_outbox_awaiting_receipt').on(t.receiptAskedAt.asc().nullsFirst(), t.sentAt).where(sql`status = 'accepted'`),
  ],
);

/**
 * The registered template of each kind of text message (SMS_KINDS of @portal/api), set on
 * /smsGateway: the provider's template code and the template text as registered.
 */
export const smsGatewayTemplate = pgTable('sms_gateway_template', {
  kind: text('kind').primaryKey(),
  templateCode: text('template_code').notNull(),
  content: text('content').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** The status of a queued text message: waiting, accepted by the transport, or refused (with the reason). */
export type QueuedSmsStatus = 'queued' | 'sent' | 'failed';

/**
 * The columns every SMS queue table has (spread into its pgTable): status, reason, attempts, the
 * claim of the worker sending it, when it was sent. The queues are the campaign recipients of the
 * questionnaires (sms_recipient) and the business-message texts (message_sms).
 */
export const smsQueueColumns = () => ({
  status: text('status').$type<QueuedSmsStatus>().notNull().default('queued'),
  reason: text('reason').notNull().default(''),
  attempts: integer('attempts').notNull().default(0),
  /** set while a worker sends it (claimed), cleared when done; a claim older than a minute belongs to a send the server was killed in */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
