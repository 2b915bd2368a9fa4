import { bigint, date, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';

/**
 * System configuration by key (SPEC.md section 3), plus site texts (dialog, footer); who changed an
 * item last and when (null for the values the seed wrote), for /sysConfig.
 */
export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: integer('updated_by').references(() => appUser.id, { onDelete: 'set null' }),
});

/** Friendly links of the footer (SPEC.md section 1; at most 5 shown, by `sort`). */
export const friendlyLink = pgTable('friendly_link', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Visits per day (Asia/Shanghai calendar day). */
export const siteVisit = pgTable('site_visit', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * Which account acknowledged (我知道了) the site notice of which deadline (SPEC.md section 1): the
 * notice is shown to an enterprise account until it has a row for the notice's current deadline,
 * whatever the browser; a new deadline (a new collection round) shows it again.
 */
export const siteNoticeAck = pgTable(
  'site_notice_ack',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deadline] })],
);

/**
 * The data version of each table whose content cached answers are made of (http/answerCache.ts):
 * a statement-level trigger on the table (function data_version_touch, migration 'data_version')
 * raises its row by one in the writing transaction, whatever wrote it (the API, an import, the seed,
 * psql, another server on the same PostgreSQL). A table without a row has version 0.
 */
export const dataVersion = pgTable('data_version', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
