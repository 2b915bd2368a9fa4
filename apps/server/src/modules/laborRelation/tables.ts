import { date, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerContainsIndex, ledgerOrderIndex, ledgerPrefixIndex, ledgerRecordColumns } from '../ledger/tables';

/**
 * The labour-relations ledgers (issue 14; declarations in @portal/api endpoints/laborRelation.ts,
 * fields in docs/ledgers.md): one table per register, one column per declared field under the
 * field's key, and the engine's own columns (`ledgerRecordColumns`). Sums of money are 万元 with two
 * decimals; dates are calendar dates. Each table has the index of its list's order and one for
 * each keyword field (prefix: lower(column); contains: trigrams), so a list answers from indexes at
 * hundreds of thousands of rows (issue 14: under 100 ms p95 at 1,000,000 rows across the ledgers).
 */

/** The enterprise a row is about: its name and unified social credit code (GB 32100-2015), by which /laoDongQuery finds it. */
const employer = () => ({ entName: text('ent_name').notNull(), creditCode: text('credit_code').notNull() });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull();
const day = (name: string) => date(name, { mode: 'string' }).notNull();

/**
 * 和谐劳动关系企业: the district's yearly rating (`level` A, AA or AAA, AAA highest) of an
 * enterprise by credit code; read also by /api/yhby/getHarmonyEnt and the bigscreen's harmony
 * module, joined to the enterprise registry by credit code. Writes raise the dashboards' data
 * version (trigger board_touch_harmony_enterprise).
 */
export const harmonyEnterprise = pgTable(
  'harmony_enterprise',
  {
    ...ledgerRecordColumns(),
    ...employer(),
    year: smallint('year').notNull(),
    level: text('level').notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('harmony_enterprise_code_year').on(t.creditCode, t.year),
    // the list's order; also the dashboards' latest year and year filter
    ledgerOrderIndex('harmony_enterprise_year', t.year, t.level, t.id),
    ledgerContainsIndex('harmony_enterprise_ent_name', t.entName),
    ledgerPrefixIndex('harmony_enterprise_credit_code', t.creditCode),
  ],
);

/** 劳动保障监察案件: labour-inspection cases (`caseNo` unique). */
export const laborSupervision = pgTable(
  'labor_supervision',
  {
    ...ledgerRecordColumns(),
    caseNo: text('case_no').notNull(),
    ...employer(),
    caseType: text('case_type').notNull(),
    source: text('source').notNull(),
    filedOn: day('filed_on'),
    workers: integer('workers').notNull(),
    amount: money('amount'),
    status: text('status').notNull(),
    result: text('result').notNull().default(''),
  },
  (t) => [
    uniqueIndex('labor_supervision_case_no').on(t.caseNo),
    ledgerOrderIndex('labor_supervision_filed_on', t.filedOn, t.id),
    ledgerPrefixIndex('labor_supervision_case_no_prefix', t.caseNo),
    ledgerContainsIndex('labor_supervision_ent_name', t.entName),
    ledgerPrefixIndex('labor_supervision_credit_code', t.creditCode),
  ],
);

/** 劳动争议仲裁及法院反馈: decisions on labour disputes by case number and stage. */
export const laborCourtFeedback = pgTable(
  'labor_court_feedback',
  {
    ...ledgerRecordColumns(),
    caseNo: text('case_no').notNull(),
    stage: text('stage').notNull(),
    ...employer(),
    worker: text('worker').notNull(),
    cause: text('cause').notNull(),
    decidedOn: day('decided_on'),
    outcome: text('outcome').notNull(),
    amount: money('amount'),
  },
  (t) => [
    uniqueIndex('labor_court_feedback_case').on(t.caseNo, t.stage),
    ledgerOrderIndex('labor_court_feedback_decided_on', t.decidedOn, t.id),
    ledgerPrefixIndex('labor_court_feedback_case_no_prefix', t.caseNo),
    ledgerContainsIndex('labor_court_feedback_ent_name', t.entName),
    ledgerPrefixIndex('labor_court_feedback_credit_code', t.creditCode),
  ],
);

/** 信访台账: labour petitions (`petitionNo` unique). */
export const laborPetition = pgTable(
  'labor_petition',
  {
    ...ledgerRecordColumns(),
    petitionNo: text('petition_no').notNull(),
    receivedOn: day('received_on'),
    petitioner: text('petitioner').notNull(),
    phone: text('phone').notNull(),
    people: integer('people').notNull(),
    channel: text('channel').notNull(),
    category: text('category').notNull(),
    ...employer(),
    amount: money('amount'),
    status: text('status').notNull(),
    content: text('content').notNull(),
    reply: text('reply').notNull().default(''),
  },
  (t) => [
    uniqueIndex('labor_petition_no').on(t.petitionNo),
    ledgerOrderIndex('labor_petition_received_on', t.receivedOn, t.id),
    ledgerPrefixIndex('labor_petition_no_prefix', t.petitionNo),
    ledgerContainsIndex('labor_petition_ent_name', t.entName),
    ledgerPrefixIndex('labor_petition_credit_code', t.creditCode),
  ],
);

/** 劳动保障咨询登记: consultations answered by the labour-relations office. */
export const laborConsult = pgTable(
  'labor_consult',
  {
    ...ledgerRecordColumns(),
    consultedOn: day('consulted_on'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    channel: text('channel').notNull(),
    topic: text('topic').notNull(),
    entName: text('ent_name').notNull().default(''),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    ledgerOrderIndex('labor_consult_consulted_on', t.consultedOn, t.id),
    ledgerContainsIndex('labor_consult_name', t.name),
    ledgerContainsIndex('labor_consult_ent_name', t.entName),
    ledgerContainsIndex('labor_consult_question', t.question),
  ],
);

/** 在建工地: construction projects under way (`projectName` unique) with their wage safeguards. */
export const laborSite = pgTable(
  'labor_site',
  {
    ...ledgerRecordColumns(),
    projectName: text('project_name').notNull(),
    address: text('address').notNull(),
    developer: text('developer').notNull(),
    ...employer(),
    startedOn: day('started_on'),
    workers: integer('workers').notNull(),
    wageAccount: text('wage_account').notNull(),
    realName: text('real_name').notNull(),
    guarantee: money('guarantee'),
    status: text('status').notNull(),
  },
  (t) => [
    uniqueIndex('labor_site_project_name').on(t.projectName),
    ledgerOrderIndex('labor_site_started_on', t.startedOn, t.id),
    ledgerContainsIndex('labor_site_project_name_trgm', t.projectName),
    ledgerContainsIndex('labor_site_ent_name', t.entName),
    ledgerPrefixIndex('labor_site_credit_code', t.creditCode),
  ],
);

/** 施工许可证登记: building permits (`permitNo` unique); `area` in square metres, `period` in days. */
export const constructionPermit = pgTable(
  'construction_permit',
  {
    ...ledgerRecordColumns(),
    permitNo: text('permit_no').notNull(),
    projectName: text('project_name').notNull(),
    developer: text('developer').notNull(),
    ...employer(),
    issuedOn: day('issued_on'),
    contractPrice: money('contract_price'),
    area: money('area'),
    period: integer('period').notNull(),
  },
  (t) => [
    uniqueIndex('construction_permit_no').on(t.permitNo),
    ledgerOrderIndex('construction_permit_issued_on', t.issuedOn, t.id),
    ledgerPrefixIndex('construction_permit_no_prefix', t.permitNo),
    ledgerContainsIndex('construction_permit_ent_name', t.entName),
    ledgerPrefixIndex('construction_permit_credit_code', t.creditCode),
  ],
);
