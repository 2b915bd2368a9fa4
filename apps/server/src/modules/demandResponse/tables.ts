import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';
import { demand } from '../demand/tables';
import { storedFile } from '../files/tables';

/**
 * An individual's response to a job (简历投递): the resume is a stored file. Staff allocate a
 * response to a staff member (`adminId`) who tracks it. One response per person and job.
 */
export const demandResponse = pgTable(
  'demand_response',
  {
    id: serial('id').primaryKey(),
    demandId: integer('demand_id')
      .notNull()
      .references(() => demand.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    resumeFileId: integer('resume_file_id')
      .notNull()
      .references(() => storedFile.id),
    note: text('note').notNull().default(''),
    /** the staff member following it up; null until allocated */
    adminId: integer('admin_id').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demand_response_person_job').on(t.userId, t.demandId), index('demand_response_demand').on(t.demandId)],
);

/** Tracking records of a response (跟踪服务记录): what staff did and when. */
export const demandTrack = pgTable(
  'demand_track',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => demandResponse.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demand_track_response').on(t.responseId)],
);
