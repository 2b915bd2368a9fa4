import { boolean, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';
import { enterprise } from '../enterprise/tables';
import { smsQueueColumns } from '../sms/tables';

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
    /** the message's title, and its content after '。' when it has one: the parameter `summary` of the kind businessMessage (SMS_KINDS) */
    summary: text('summary').notNull().default(''),
    ...smsQueueColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_sms_status').on(t.status, t.id)],
);

/**
 * A message staff sent to chosen enterprises (/modifyMessage, /api/msg/insert and insertExcel;
 * issue 15). Delivery is a row of notice_message (`msg_id` set) per active account of each
 * recipient enterprise; the department of the sender (`senderDept`) reads the replies and answers.
 */
export const msg = pgTable(
  'msg',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    senderId: integer('sender_id').references(() => appUser.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    senderDept: text('sender_dept').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('msg_dept_time').on(t.senderDept, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** One recipient enterprise of a message: when one of its accounts first opened it (and who), and when it last replied. */
export const msgRecipient = pgTable(
  'msg_recipient',
  {
    msgId: integer('msg_id')
      .notNull()
      .references(() => msg.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    readBy: integer('read_by').references(() => appUser.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.msgId, t.enterpriseId] }), index('msg_recipient_enterprise').on(t.enterpriseId)],
);

/** A reply in the thread of a message with one recipient enterprise: by the enterprise, or by staff of the sending department (`fromStaff`). */
export const msgPost = pgTable(
  'msg_post',
  {
    id: serial('id').primaryKey(),
    msgId: integer('msg_id').notNull(),
    enterpriseId: integer('enterprise_id').notNull(),
    fromStaff: boolean('from_staff').notNull(),
    authorId: integer('author_id').references(() => appUser.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.msgId, t.enterpriseId], foreignColumns: [msgRecipient.msgId, msgRecipient.enterpriseId] }).onDelete('cascade'),
    index('msg_post_thread').on(t.msgId, t.enterpriseId, t.id),
  ],
);
