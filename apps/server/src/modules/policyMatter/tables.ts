import { integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { notice } from '../notice/tables';

/** One material of a matter's guide (libs/api materialInput); `templateFileId` is one of the matter's attachments. */
export interface MaterialRow {
  name: string;
  required: boolean;
  note: string;
  templateFileId: number | null;
}

/** One row of a special matter's table of standards (libs/api standardRow); `amount` in yuan. */
export interface StandardRow {
  category: string;
  condition: string;
  standard: string;
  amount: number | null;
}

/** An extra section of a special matter's guide; `content` is sanitised HTML. */
export interface SectionRow {
  title: string;
  content: string;
}

/**
 * The guide of a policy matter (政策事项), beside its row in the content table (`notice`, category
 * `matter`): that row carries the name, 事项说明, department, policy (`related_id`), status and
 * attachments, so the matter follows the content workflow of docs/content.md. Rich-text columns
 * (`conditions`, `process`, each section's content) are sanitised before they are stored.
 *
 * - `apply_type`: the application type of issue 6 an online matter leads to ('' when none).
 * - `amount`: the most one applicant receives, in yuan (numeric(14,2)); null when no money is paid.
 * - `standards` and `sections`: the extra parts of a 'special' matter (/modifyPolicyMatterDetailSpecial).
 */
export const policyMatter = pgTable('policy_matter', {
  noticeId: integer('notice_id')
    .primaryKey()
    .references(() => notice.id, { onDelete: 'cascade' }),
  theme: text('theme').notNull(),
  handling: text('handling').notNull(),
  applyType: text('apply_type').notNull().default(''),
  conditions: text('conditions').notNull(),
  process: text('process').notNull(),
  materials: jsonb('materials').$type<MaterialRow[]>().notNull().default([]),
  timeLimit: text('time_limit').notNull(),
  standard: text('standard').notNull(),
  amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
  place: text('place').notNull().default(''),
  contact: text('contact').notNull(),
  standards: jsonb('standards').$type<StandardRow[]>().notNull().default([]),
  sections: jsonb('sections').$type<SectionRow[]>().notNull().default([]),
});
