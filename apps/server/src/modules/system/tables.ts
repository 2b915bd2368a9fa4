import { date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** System configuration by key (SPEC.md section 3), plus site texts (dialog, footer). */
export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Friendly links of the footer (SPEC.md section 1; at most 5 shown, by `sort`). */
export const friendlyLink = pgTable('friendly_link', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Visits per day (Asia/Shanghai calendar day). */
export const siteVisit = pgTable('site_visit', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: integer('count').notNull().default(0),
});
