import { bigserial, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeptDataAction, DeptDataStatus } from '@portal/api';
import { appUser } from '../account/tables';
import { ledgerContainsIndex, ledgerOrderIndex, ledgerRecordColumns } from '../ledger/tables';

/**
 * A department data module's figures of one year (issue 13, docs/data-collection.md): the values
 * by field key, the review status, a version raised by every change (optimistic lock), who changed
 * it last and the reason of the last return or reopening. Writes raise the dashboards' data
 * version (trigger board_touch_dept_module_year): confirmed figures feed the talent index.
 */
export const deptModuleYear = pgTable(
  'dept_module_year',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    year: smallint('year').notNull(),
    status: text('status').$type<Exclude<DeptDataStatus, 'none'>>().notNull(),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => appUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    returnReason: text('return_reason').notNull().default(''),
  },
  (t) => [uniqueIndex('dept_module_year_key').on(t.module, t.year), index('dept_module_year_status').on(t.year, t.status)],
);

/** Every change of a module's year (the timeline): who, when, the action, from and to which status, and its note. */
export const deptModuleEvent = pgTable(
  'dept_module_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    module: text('module').notNull(),
    year: smallint('year').notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    action: text('action').$type<DeptDataAction>().notNull(),
    fromStatus: text('from_status').$type<DeptDataStatus>().notNull(),
    toStatus: text('to_status').$type<DeptDataStatus>().notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dept_module_event_key').on(t.module, t.year, t.id)],
);

/** A department's own profile (/modifyGovernment): the values of `DEPT_PROFILE_FIELDS` by key, one row per department name, version-checked. */
export const deptProfile = pgTable('dept_profile', {
  deptName: text('dept_name').primaryKey(),
  values: jsonb('values').$type<Record<string, string>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => appUser.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * 企业认定名录 (/modifyCompany; @portal/api entRecognitionLedger): one row per credit code and
 * category. Its writes set enterprise_profile's high_tech and on_the_four flags of the enterprise
 * with that credit code (trigger ent_recognition_sync, migration 0037), so the talent index and
 * the enterprise portraits follow at once.
 */
export const entRecognition = pgTable(
  'ent_recognition',
  {
    ...ledgerRecordColumns(),
    creditCode: text('credit_code').notNull(),
    entName: text('ent_name').notNull(),
    category: text('category').notNull(),
    certificateNo: text('certificate_no').notNull().default(''),
    recognisedOn: date('recognised_on', { mode: 'string' }).notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [uniqueIndex('ent_recognition_key').on(t.creditCode, t.category), ledgerOrderIndex('ent_recognition_recent', t.recognisedOn, t.id), ledgerContainsIndex('ent_recognition_name', t.entName)],
);

/** 高层次人才名录 (/modifyStaff; @portal/api talentRosterLedger): one row per identity number. */
export const talentRoster = pgTable(
  'talent_roster',
  {
    ...ledgerRecordColumns(),
    name: text('name').notNull(),
    idCard: text('id_card').notNull(),
    tier: text('tier').notNull(),
    speciality: text('speciality').notNull(),
    entName: text('ent_name').notNull(),
    creditCode: text('credit_code').notNull(),
    recognisedOn: date('recognised_on', { mode: 'string' }).notNull(),
    phone: text('phone').notNull(),
  },
  (t) => [uniqueIndex('talent_roster_id_card').on(t.idCard), ledgerOrderIndex('talent_roster_recent', t.recognisedOn, t.id)],
);
