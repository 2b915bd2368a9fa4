import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ledgerOrderIndex, ledgerRecordColumns } from '../ledger/tables';

/**
 * Track service records (跟踪服务记录, /track-service): employment services staff gave a person
 * (guidance, job referral, training, ...). `serviceType` is one of TRACK_SERVICE_TYPES of
 * @portal/api; `serviceDate` is the day of the service. Entered by hand or imported from a workbook
 * (the ledger engine, `trackRecordLedger`; imports in ledger_import, changes in ledger_change).
 */
export const trackRecord = pgTable(
  'track_record',
  {
    ...ledgerRecordColumns(),
    name: text('name').notNull(),
    idCard: text('id_card').notNull(),
    phone: text('phone').notNull(),
    serviceType: text('service_type').notNull(),
    content: text('content').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    result: text('result').notNull().default(''),
  },
  (t) => [ledgerOrderIndex('track_record_date', t.serviceDate, t.id), index('track_record_id_card').on(t.idCard)],
);
