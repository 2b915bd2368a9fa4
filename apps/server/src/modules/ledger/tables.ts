import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';

/** A rejected import row as written, with its 1-based worksheet row and reasons. */
export type RejectedRow = { row: number; cells: Record<string, string>; reasons: string[] };

/**
 * Every import into any ledger (the ledger engine, issue 12): which ledger (`LedgerDeclaration.name`),
 * who, when, how many rows, and the rows that failed with their reasons, for the error workbook
 * (only its importer may download it).
 */
export const ledgerImport = pgTable(
  'ledger_import',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ledger: text('ledger').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    total: integer('total').notNull(),
    imported: integer('imported').notNull(),
    rejected: jsonb('rejected').$type<RejectedRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_import_user').on(t.userId, t.id)],
);

/**
 * The change history of every ledger record: who (null once the account is deleted), when, what
 * (`insert`, `update`, `delete`; an import writes insert or update rows with its `importId`), and
 * the record's fields before and after (null before an insert, after a delete).
 */
export const ledgerChange = pgTable(
  'ledger_change',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ledger: text('ledger').notNull(),
    recordId: integer('record_id').notNull(),
    action: text('action').$type<'insert' | 'update' | 'delete'>().notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    importId: integer('import_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_change_record').on(t.ledger, t.recordId, t.id)],
);

/**
 * The columns every ledger table has besides its fields (the engine's `LedgerTable`): id, who
 * entered or last imported the record (录入人; null once that account is deleted), when it was
 * created and last changed. Spread first into a ledger's `pgTable` columns.
 */
export const ledgerRecordColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The index of a ledger's default order (`LedgerDeclaration.order`, then id), each column
 * descending as the engine sorts (list pages, the page's ids read from this index alone). DESC is
 * NULLS FIRST in PostgreSQL's ORDER BY: an index DESC NULLS LAST (drizzle's `.desc()` alone) does
 * not serve it.
 */
export const ledgerOrderIndex = (name: string, first: ExtraConfigColumn, ...more: ExtraConfigColumn[]) => index(name).on(first.desc().nullsFirst(), ...more.map((c) => c.desc().nullsFirst()));

/** The index of a keyword field the engine matches from the start (`prefix`: lower(column) LIKE 'text%', mount.ts). */
export const ledgerPrefixIndex = (name: string, column: ExtraConfigColumn) => index(name).using('btree', sql`lower(${column}) text_pattern_ops`);

/** The index of a keyword field the engine matches anywhere (`contains`: ILIKE '%text%'): trigrams of pg_trgm, which Chinese text has too. */
export const ledgerContainsIndex = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));
