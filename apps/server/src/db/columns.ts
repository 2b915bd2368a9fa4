import { bigserial, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from '../modules/account/tables';

/**
 * The columns of a status history table (one row per change of a workflow's record, written by
 * http/workflow.ts): its id, the status left and entered, who changed it (the account; null once
 * the account is removed), the note (a comment, a reason; '' for none) and when. A table adds the
 * reference to its record and, where it keeps it, the action's name.
 */
export const statusLogColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fromStatus: text('from_status').notNull(),
  toStatus: text('to_status').notNull(),
  userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
  note: text('note').notNull().default(''),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
