import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';

/**
 * Notices and policies (SPEC.md sections 1 and 4). Only `status = 'published'` rows are public.
 * `content` is HTML sanitised before it is stored.
 */
export const notice = pgTable(
  'notice',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    deptName: text('dept_name').notNull(),
    status: text('status').notNull(),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_public_list').on(t.status, t.category, t.publishTime)],
);

/** Which user has read which notice (read state, SPEC.md section 1). */
export const noticeRead = pgTable(
  'notice_read',
  {
    userId: integer('user_id').notNull().references(() => appUser.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id').notNull().references(() => notice.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);
