import { date, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprise } from '../enterprise/tables';
import { ledgerOrderIndex, ledgerRecordColumns } from '../ledger/tables';

/**
 * The employment-monitoring registers (issue 14; declarations in @portal/api
 * endpoints/employmentMonitor.ts, fields in docs/ledgers.md): one table per register, one column
 * per declared field under the field's key, the engine's own columns (`ledgerRecordColumns`) and
 * the enterprise the row belongs to (`enterpriseId`, set by the server from the account). Keys are
 * unique per enterprise.
 */

/** The enterprise a row belongs to; its rows go with it. */
const owned = () => ({ ...ledgerRecordColumns(), enterpriseId: integer('enterprise_id').notNull().references(() => enterprise.id, { onDelete: 'cascade' }) });
const people = (name: string) => integer(name).notNull();
const day = (name: string) => date(name, { mode: 'string' }).notNull();
const filledBy = () => ({ filledBy: text('filled_by').notNull(), phone: text('phone').notNull() });

/** 失业动态监测: one row per enterprise and month (`period` YYYY-MM). */
export const unemploymentMonitor = pgTable(
  'unemployment_monitor',
  {
    ...owned(),
    period: text('period').notNull(),
    lastCount: people('last_count'),
    hired: people('hired'),
    left: people('left_count'),
    currentCount: people('current_count'),
    reason: text('reason').notNull(),
    ...filledBy(),
  },
  (t) => [uniqueIndex('unemployment_monitor_period').on(t.enterpriseId, t.period), ledgerOrderIndex('unemployment_monitor_recent', t.period, t.id)],
);

/** 企业用工定点监测: one row per enterprise and month. */
export const fixedPointMonitor = pgTable(
  'fixed_point_monitor',
  {
    ...owned(),
    period: text('period').notNull(),
    staffCount: people('staff_count'),
    recruited: people('recruited'),
    lost: people('lost'),
    vacancies: people('vacancies'),
    shortJobs: text('short_jobs').notNull().default(''),
    avgWage: integer('avg_wage').notNull(),
    trend: text('trend').notNull(),
    ...filledBy(),
  },
  (t) => [uniqueIndex('fixed_point_monitor_period').on(t.enterpriseId, t.period), ledgerOrderIndex('fixed_point_monitor_recent', t.period, t.id)],
);

/** 履约情况: one row per enterprise and agreement number. */
export const fulfillment = pgTable(
  'fulfillment',
  {
    ...owned(),
    agreementNo: text('agreement_no').notNull(),
    item: text('item').notNull(),
    signedOn: day('signed_on'),
    promised: people('promised'),
    achieved: people('achieved'),
    status: text('status').notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [uniqueIndex('fulfillment_agreement').on(t.enterpriseId, t.agreementNo), ledgerOrderIndex('fulfillment_recent', t.signedOn, t.id)],
);

/** 工匠人才: one row per enterprise and identity number. */
export const craftsman = pgTable(
  'craftsman',
  {
    ...owned(),
    name: text('name').notNull(),
    idCard: text('id_card').notNull(),
    trade: text('trade').notNull(),
    skillLevel: text('skill_level').notNull(),
    title: text('title').notNull(),
    year: smallint('year').notNull(),
    phone: text('phone').notNull(),
  },
  (t) => [uniqueIndex('craftsman_id_card').on(t.enterpriseId, t.idCard), index('craftsman_recent').on(t.year.desc().nullsFirst(), t.name, t.id.desc().nullsFirst())],
);

/** A trainee and the period of a training. */
const trainee = () => ({ name: text('name').notNull(), idCard: text('id_card').notNull() });
const trainingPeriod = () => ({ startOn: day('start_on'), endOn: day('end_on') });

/** 以工代训: one row per enterprise, identity number and start. */
export const workTraining = pgTable(
  'work_training',
  {
    ...owned(),
    ...trainee(),
    kind: text('kind').notNull(),
    job: text('job').notNull(),
    ...trainingPeriod(),
    months: smallint('months').notNull(),
  },
  (t) => [uniqueIndex('work_training_person').on(t.enterpriseId, t.idCard, t.startOn), ledgerOrderIndex('work_training_recent', t.startOn, t.id)],
);

/** 岗位适应性训练: one row per enterprise, identity number and start. */
export const fitDuty = pgTable(
  'fit_duty',
  {
    ...owned(),
    ...trainee(),
    job: text('job').notNull(),
    ...trainingPeriod(),
    hours: integer('hours').notNull(),
    result: text('result').notNull(),
  },
  (t) => [uniqueIndex('fit_duty_person').on(t.enterpriseId, t.idCard, t.startOn), ledgerOrderIndex('fit_duty_recent', t.startOn, t.id)],
);

/** 企业培训记录: one row per enterprise, project and start (培训经费 in 万元, two decimals). */
export const enterpriseTraining = pgTable(
  'enterprise_training',
  {
    ...owned(),
    project: text('project').notNull(),
    kind: text('kind').notNull(),
    ...trainingPeriod(),
    trainees: integer('trainees').notNull(),
    hours: integer('hours').notNull(),
    provider: text('provider').notNull().default(''),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('enterprise_training_project').on(t.enterpriseId, t.project, t.startOn), ledgerOrderIndex('enterprise_training_recent', t.startOn, t.id)],
);

/** 企业用工调查: one row per enterprise and year. */
export const employmentSurvey = pgTable(
  'employment_survey',
  {
    ...owned(),
    year: smallint('year').notNull(),
    staffCount: people('staff_count'),
    plannedHires: people('planned_hires'),
    difficulty: text('difficulty').notNull(),
    urgentJobs: text('urgent_jobs').notNull().default(''),
    trend: text('trend').notNull(),
    suggestion: text('suggestion').notNull().default(''),
  },
  (t) => [uniqueIndex('employment_survey_year').on(t.enterpriseId, t.year), ledgerOrderIndex('employment_survey_recent', t.year, t.id)],
);
