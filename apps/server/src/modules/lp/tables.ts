import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';

/**
 * The outbox of pushes to the external recruitment site (/api/lp/ent/add, /api/lp/job/add): one
 * row per push, `kind` 'ent' or 'job', `refId` the enterprise or demand id, `payload` what is
 * sent. `status`: pending (waiting for its next attempt at `nextAttemptAt`), sent, or failed
 * (gave up after LP_MAX_ATTEMPTS). See modules/lp/outbox.ts.
 */
export const lpOutbox = pgTable(
  'lp_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    /** the external site's id once sent */
    externalId: text('external_id').notNull().default(''),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('lp_outbox_due').on(t.status, t.nextAttemptAt)],
);

/** Every attempt of an outbox row: when, whether it went through, the error and how long it took (ms). */
export const lpPushAttempt = pgTable(
  'lp_push_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => lpOutbox.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    error: text('error').notNull().default(''),
    ms: integer('ms').notNull().default(0),
  },
  (t) => [index('lp_push_attempt_outbox').on(t.outboxId)],
);
