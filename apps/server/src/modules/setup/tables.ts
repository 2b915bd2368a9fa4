import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one-time setup code of an empty production install (issue 42, modules/setup): one row (id 1),
 * the code's SHA-256 only; valid until `expiresAt` (24 hours) or its use (`usedAt`, when the first
 * administrator is created). `failures` counts wrong codes since the last lock; the fifth sets
 * `lockedUntil` (15 minutes) and starts the count again.
 */
export const setupCode = pgTable('setup_code', {
  id: smallint('id').primaryKey(),
  codeHash: text('code_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The bureau's departments (issue 42, 系统管理 › 区情配置): each real department name with the
 * department roles (userType, SPEC.md section 6) its staff receive, which give the data-collection
 * type (libs/api DEPT_TYPE_BY_ROLE) whatever the name. A staff import names its department here.
 */
export const department = pgTable('department', {
  name: text('name').primaryKey(),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  sort: integer('sort').notNull().default(0),
});
