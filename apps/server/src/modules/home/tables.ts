import { boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Service entrances by configuration code (SPEC.md section 9: 10, 20, 30, 31, 32, 33, 40, 41,
 * 42, 99): what each is called, where it leads, whether it is open, and whether the home page
 * shows it among the important services.
 */
export const entranceConfig = pgTable('entrance_config', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** a portal path or an outside address */
  href: text('href').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  important: boolean('important').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/**
 * Listings of /organList (SPEC.md section 2): type 1 HR service organisations, 2 key enterprises,
 * 3 HR products; `tags` are the services or labels shown on the card.
 */
export const organisation = pgTable(
  'organisation',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    /** the enterprise behind it, when it is one of the district's */
    enterpriseId: integer('enterprise_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('organisation_type_sort').on(t.type, t.sort, t.id)],
);
