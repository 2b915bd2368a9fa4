import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerOrderIndex, ledgerRecordColumns } from '../ledger/tables';

/**
 * 博士后设站单位 (`postdocUnitLedger` of @portal/api): the district's units holding a postdoctoral
 * station, one per unified social credit code (GB 32100-2015). `stationKind` and `status` are
 * POSTDOC_STATION_KINDS and POSTDOC_UNIT_STATUSES of @portal/api.
 */
export const postdocUnit = pgTable(
  'postdoc_unit',
  {
    ...ledgerRecordColumns(),
    unitName: text('unit_name').notNull(),
    creditCode: text('credit_code').notNull(),
    stationKind: text('station_kind').notNull(),
    approvalDate: date('approval_date', { mode: 'string' }).notNull(),
    approvalNo: text('approval_no').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    street: text('street').notNull(),
    status: text('status').notNull(),
  },
  (t) => [uniqueIndex('postdoc_unit_credit_code').on(t.creditCode)],
);

/** 博士后经费拨付单 (`postdocTicketLedger`): funding paid to a station unit for a year, in 万元 (two decimals). */
export const postdocTicket = pgTable(
  'postdoc_ticket',
  {
    ...ledgerRecordColumns(),
    unitName: text('unit_name').notNull(),
    unitCode: text('unit_code').notNull(),
    year: integer('year').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    paidDate: date('paid_date', { mode: 'string' }).notNull(),
    documentNo: text('document_no').notNull(),
  },
  (t) => [uniqueIndex('postdoc_ticket_document_no').on(t.documentNo), index('postdoc_ticket_unit_year').on(t.unitCode, t.year)],
);

/**
 * 博士后进出站记录 (`postdocRecordLedger`): one stay of a researcher at a station unit. `exitDate`,
 * `exitKind` (POSTDOC_EXIT_KINDS) and `exitReason` are set only by the exit operations; a stay
 * without `exitDate` is open, and a person (identity number) has at most one open stay: the
 * partial unique index backs the check the ledger makes before every save and import row.
 */
export const postdocRecord = pgTable(
  'postdoc_record',
  {
    ...ledgerRecordColumns(),
    name: text('name').notNull(),
    idCard: text('id_card').notNull(),
    phone: text('phone').notNull(),
    unitName: text('unit_name').notNull(),
    unitCode: text('unit_code').notNull(),
    topic: text('topic').notNull(),
    partner: text('partner').notNull().default(''),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    plannedExitDate: date('planned_exit_date', { mode: 'string' }).notNull(),
    exitDate: date('exit_date', { mode: 'string' }),
    exitKind: text('exit_kind'),
    exitReason: text('exit_reason'),
  },
  (t) => [
    uniqueIndex('postdoc_record_open_stay').on(t.idCard).where(sql`${t.exitDate} is null`),
    ledgerOrderIndex('postdoc_record_entry', t.entryDate, t.id),
    index('postdoc_record_unit').on(t.unitCode),
    index('postdoc_record_id_card').on(t.idCard),
  ],
);
