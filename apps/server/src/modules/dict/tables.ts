import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Dictionary options (issue 18 "Dictionaries", SPEC.md section 3 {dictValue, dictLabel}), by
 * `dictType` (libs/api DICT_TYPES). `dictValue` is what records store and never changes; a label is
 * unique within its type; `status` 'enabled' | 'disabled' (disabled options leave forms and
 * imports but still name old records). Answers are cached by the data_version trigger of the table.
 */
export const sysDict = pgTable(
  'sys_dict',
  {
    id: serial('id').primaryKey(),
    dictType: text('dict_type').notNull(),
    dictValue: text('dict_value').notNull(),
    dictLabel: text('dict_label').notNull(),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('enabled'),
    remark: text('remark').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sys_dict_type_value').on(t.dictType, t.dictValue), uniqueIndex('sys_dict_type_label').on(t.dictType, t.dictLabel), index('sys_dict_type_sort').on(t.dictType, t.sort)],
);
