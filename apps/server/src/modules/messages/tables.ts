import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';
import { smsQueueColumns } from '../sms/queue';

/**
 * A user's choice of whether a kind of business message (BUSINESS_MESSAGES, sms 'on' or 'off') is
 * texted too; no row means the kind's default.
 */
export const messageSmsChoice = pgTable(
  'message_sms_choice',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sms: boolean('sms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The text messages of business messages: written by sendMessages in the transaction of the change
 * (none for a change that rolled back), sent after it by the server's SMS worker outside the quiet
 * hours (modules/sms/queue.ts), each at most once.
 */
export const messageSms = pgTable(
  'message_sms',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    ...smsQueueColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_sms_status').on(t.status, t.id)],
);
