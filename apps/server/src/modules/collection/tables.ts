import { bigserial, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';
import { enterprise } from '../enterprise/tables';

/**
 * Reminders to fill a year's data sent from the data-collection summary (issue 13,
 * docs/collection-summary.md): one row per enterprise reached. `day` is the
 * Asia/Shanghai calendar day; the unique index keeps an enterprise to one reminder a day, also when
 * two staff remind at the same moment.
 */
export const collectionReminder = pgTable(
  'collection_reminder',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    /** the year of data the reminder asked for */
    year: smallint('year').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }).notNull().defaultNow(),
    /** the staff account that sent it; null once that account is deleted (its name stays in `remindedBy`) */
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    remindedBy: text('reminded_by').notNull(),
    deptName: text('dept_name').notNull(),
  },
  (t) => [uniqueIndex('collection_reminder_enterprise_day').on(t.enterpriseId, t.day), index('collection_reminder_enterprise_at').on(t.enterpriseId, t.remindedAt)],
);
