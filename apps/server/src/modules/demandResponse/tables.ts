import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';
import { demand } from '../demand/tables';
import { storedFile } from '../files/tables';

/**
 * A response to a job (简历投递): an individual's, sent online with a resume file (`source`
 * online), or a resume collected elsewhere and imported by staff from a workbook (`source`
 * import, no account and no file). The applicant's name and phone are kept as given at the time.
 * Staff allocate a response to a staff member (`adminId`) who tracks it, or hide it from the
 * lists. One response per person and job.
 */
export const demandResponse = pgTable(
  'demand_response',
  {
    id: serial('id').primaryKey(),
    demandId: integer('demand_id')
      .notNull()
      .references(() => demand.id, { onDelete: 'cascade' }),
    /** the individual's account; null for an imported resume */
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    /** the resume file; null for an imported resume */
    resumeFileId: integer('resume_file_id').references(() => storedFile.id),
    /** 'online' or 'import' */
    source: text('source').notNull().default('online'),
    applicantName: text('applicant_name').notNull().default(''),
    applicantPhone: text('applicant_phone').notNull().default(''),
    /** resume information: an EDUCATION_LEVELS label or '', school, major, graduation date */
    education: text('education').notNull().default(''),
    school: text('school').notNull().default(''),
    major: text('major').notNull().default(''),
    graduateDate: date('graduate_date', { mode: 'string' }),
    note: text('note').notNull().default(''),
    /** the staff member following it up; null until allocated */
    adminId: integer('admin_id').references(() => appUser.id, { onDelete: 'set null' }),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }),
    /** hidden by staff (spam, duplicates): out of every list but the hidden filter */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demand_response_person_job').on(t.userId, t.demandId), index('demand_response_demand').on(t.demandId), index('demand_response_admin').on(t.adminId)],
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
    /** when the applicant confirmed the record (confirmDemandTarckById); null until then */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('demand_track_response').on(t.responseId)],
);

/**
 * In-site mails staff sent about a response (sendInMail): to whom (MAIL_TARGETS of @portal/api),
 * how many accounts received it, the title and text. Delivery itself is a row per recipient in
 * my messages (notice_message of modules/notice).
 */
export const responseMail = pgTable(
  'response_mail',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => demandResponse.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    recipients: integer('recipients').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    senderId: integer('sender_id').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('response_mail_response').on(t.responseId)],
);
