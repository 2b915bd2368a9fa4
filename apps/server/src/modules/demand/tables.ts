import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { enterprise } from '../enterprise/tables';
import { statusLogColumns } from '../../db/columns';

/**
 * Job demands (招聘需求) of enterprises. `status` is one of DEMAND_STATUSES of @portal/api and
 * changes only through DEMAND_WORKFLOW (demandWorkflow in service.ts). Salaries are 元 per month.
 */
export const demand = pgTable(
  'demand',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    postName: text('post_name').notNull(),
    /** education required: an EDUCATION_LEVELS label or '不限' */
    education: text('education').notNull(),
    salaryMin: integer('salary_min').notNull(),
    salaryMax: integer('salary_max').notNull(),
    headcount: integer('headcount').notNull(),
    workAddress: text('work_address').notNull(),
    description: text('description').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    status: text('status').notNull().default('draft'),
    /** the last audit note (why it was sent back) */
    auditNote: text('audit_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** when it last went on shelf; null before */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('demand_enterprise').on(t.enterpriseId), index('demand_status_published').on(t.status, t.publishedAt)],
);

/** Every status change of a demand: who, when, from, to and a note (DESIGN.md section 4). */
export const demandStatusLog = pgTable(
  'demand_status_log',
  {
    ...statusLogColumns(),
    demandId: integer('demand_id')
      .notNull()
      .references(() => demand.id, { onDelete: 'cascade' }),
  },
  (t) => [index('demand_status_log_demand').on(t.demandId)],
);
