import { bigint, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { appUser } from '../account/tables';
import { callEvent } from '../hotline/tables';
import { statusLogColumns } from '../../db/columns';

/**
 * Knowledge items (知识库, issue 15). `status` is one of KNOWLEDGE_STATUSES and changes only
 * through KNOWLEDGE_WORKFLOW (knowledgeWorkflow in service.ts). `answer` is sanitised rich text
 * (as notices); `answerText` its plain text. `grams` are the search units of the question,
 * keywords and answer (search.ts: words and two-character pieces of Chinese), `questionGrams`
 * those of the question and keywords, which rank higher; the search's in-memory index
 * (searchIndex.ts) is made of them, and follows the table through its data_version trigger and
 * `writeXact` (migration 0054_knowledge_search_index).
 */
export const knowledgeItem = pgTable(
  'knowledge_item',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    answerText: text('answer_text').notNull(),
    category: text('category').notNull(),
    keywords: text('keywords').notNull().default(''),
    sourcePolicy: text('source_policy').notNull().default(''),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    grams: text('grams').array().notNull().default(sql`'{}'::text[]`),
    questionGrams: text('question_grams').array().notNull().default(sql`'{}'::text[]`),
    /** The transaction that last wrote the row (pg_current_xact_id(), set by trigger knowledge_item_write_xact): the search index reads again the rows written since it was last brought up to date. */
    writeXact: bigint('write_xact', { mode: 'number' }).notNull().default(0),
    auditNote: text('audit_note').notNull().default(''),
    fromEventId: integer('from_event_id').references(() => callEvent.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_item_status').on(t.status, t.id), index('knowledge_item_write_xact').on(t.writeXact)],
);

/**
 * The knowledge items deleted, with the deleting transaction (trigger knowledge_item_deleted of
 * migration 0055_knowledge_item_deleted; id 0 for a TRUNCATE, all of them): a deleted row leaves no
 * write_xact, so the search index (searchIndex.ts) learns of it here.
 */
export const knowledgeItemDeleted = pgTable(
  'knowledge_item_deleted',
  {
    id: integer('id').notNull(),
    writeXact: bigint('write_xact', { mode: 'number' }).notNull(),
  },
  (t) => [index('knowledge_item_deleted_write_xact').on(t.writeXact)],
);

/** Every status change of a knowledge item: who, when, from, to, note. */
export const knowledgeLog = pgTable(
  'knowledge_log',
  {
    ...statusLogColumns(),
    itemId: integer('item_id')
      .notNull()
      .references(() => knowledgeItem.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
  },
  (t) => [index('knowledge_log_item').on(t.itemId)],
);
