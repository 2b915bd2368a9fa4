import { bigint, boolean, doublePrecision, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { enterprise } from '../enterprise/tables';

/** Per enterprise: flags the indicators need and its point on the map (WGS 84 degrees). */
export const enterpriseProfile = pgTable('enterprise_profile', {
  enterpriseId: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprise.id, { onDelete: 'cascade' }),
  /** 高新技术企业 */
  highTech: boolean('high_tech').notNull(),
  /** 四上企业 (above-scale industry, trade, construction, services) */
  onTheFour: boolean('on_the_four').notNull(),
  lng: doublePrecision('lng').notNull(),
  lat: doublePrecision('lat').notNull(),
});

/** Annual figures of an enterprise (docs/talent-index.md); money in 万元. */
export const enterpriseAnnual = pgTable(
  'enterprise_annual',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    revenue: doublePrecision('revenue').notNull(),
    tax: doublePrecision('tax').notNull(),
    rdInput: doublePrecision('rd_input').notNull(),
    talentInput: doublePrecision('talent_input').notNull(),
    specialFund: doublePrecision('special_fund').notNull(),
    patents: integer('patents').notNull(),
    /** posts demanded and posts filled in the year */
    demand: integer('demand').notNull(),
    filled: integer('filled').notNull(),
    /** returnees from study abroad (留学回国人员) employed that year, as the enterprise reports them */
    returnees: integer('returnees').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.year] })],
);

/**
 * Weights of the talent index (docs/talent-index.md): a row per sub-index (`parent` null) and per
 * indicator (`parent` = the sub-index's code). Weights count relative to their siblings.
 */
export const indexWeight = pgTable('index_weight', {
  code: text('code').primaryKey(),
  parent: text('parent'),
  name: text('name').notNull(),
  weight: doublePrecision('weight').notNull(),
  unit: text('unit').notNull().default(''),
  sort: integer('sort').notNull(),
});

/**
 * The bigscreen's page directory as /welcome and /biglHome offer it (`/api/dataBoard/getRouters`),
 * seeded from the pages libs/api `BOARD_PAGES` places in the directory: `path` is the page under
 * /screen3/, `groupName` its group; disabled pages are not offered.
 */
export const boardRouter = pgTable('board_router', {
  path: text('path').primaryKey(),
  title: text('title').notNull(),
  groupName: text('group_name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull(),
});

/** Lines the bigscreen scrolls along its top edge (`/api/dataBoard/getNoticeConfig`), in `sort` order. */
export const boardNotice = pgTable('board_notice', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/**
 * One row (`id` 1) whose `version` rises on every write to the tables the dashboards sum
 * (statement triggers, migration 'board_version'): the dashboards reuse their aggregates while it
 * stays the same (modules/dashboard/snapshot.ts).
 */
export const boardVersion = pgTable('board_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
