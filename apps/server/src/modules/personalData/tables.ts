import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';
import { chainColumns } from '../../db/chainColumns';

/**
 * The personal-data access log (个人信息查看记录, issue 24; GB/T 35273-2020 section 7.1, docs/security.md
 * section 8): every reveal of a masked identity or mobile number and every export with full
 * numbers, allowed or refused. Who (`userId`, and the account's name and login as they were, kept
 * when the account is deleted), whose (`source` and `recordId`: the register or list and its
 * record, `subject` the person's name where the record has one; an export has no record and keeps
 * its filters in `detail`), what (`action` 'reveal' of `field`, or 'export'), when (`at`), on which
 * portal page (`page`), and whether it was allowed (`allowed` false: answered 4003).
 */
export const personalDataAccess = pgTable(
  'personal_data_access',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    username: text('username').notNull(),
    action: text('action').$type<'reveal' | 'export'>().notNull(),
    source: text('source').notNull(),
    recordId: bigint('record_id', { mode: 'number' }),
    field: text('field'),
    subject: text('subject'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    page: text('page').notNull(),
    allowed: boolean('allowed').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ...chainColumns(),
  },
  (t) => [index('personal_data_access_source').on(t.source, t.recordId, t.id), index('personal_data_access_user').on(t.userId, t.id), uniqueIndex('personal_data_access_seq').on(t.seq)],
);
