import { EDUCATION_LEVELS } from '@portal/api';
import { bigserial, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';

/** Streets of the district, with their boundary (GeoJSON geometry, WGS 84 degrees) and label point. */
export const street = pgTable('street', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  geometry: jsonb('geometry').notNull(),
  centerLng: doublePrecision('center_lng').notNull(),
  centerLat: doublePrecision('center_lat').notNull(),
});

/** Industry sections of GB/T 4754-2017 (门类 A-T). */
export const industry = pgTable('industry', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** Industry divisions of GB/T 4754-2017 (大类 01-97), each in its section; shared reference data (GBT4754_DIVISIONS, seed/shared.ts). */
export const industryDivision = pgTable('industry_division', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sectionCode: text('section_code')
    .notNull()
    .references(() => industry.code),
});

/** Enterprises of the district; `creditCode` is a unified social credit code (GB 32100-2015). */
export const enterprise = pgTable(
  'enterprise',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    creditCode: text('credit_code').notNull().unique(),
    streetCode: text('street_code').notNull().references(() => street.code),
    industryCode: text('industry_code').notNull().references(() => industry.code),
    /** comma-separated enterprise types (SPEC.md section 3), default '' */
    enterpriseType: text('enterprise_type').notNull().default(''),
    foundedOn: date('founded_on', { mode: 'string' }).notNull(),
    /** contact details the enterprise keeps up to date itself (/modifyEntInfo); '' until filled */
    address: text('address').notNull().default(''),
    legalPerson: text('legal_person').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** registered capital in 万元; null until filled */
    registeredCapital: doublePrecision('registered_capital'),
    /** a short introduction, also shown on the micro-homepage */
    intro: text('intro').notNull().default(''),
  },
  (t) => [index('enterprise_street').on(t.streetCode), index('enterprise_industry').on(t.industryCode)],
);

/**
 * Staff (personal) records of an enterprise (the ledger engine's `staffLedger`; imports in
 * ledger_import, changes in ledger_change); `idCard` is an 18-character identity number (GB 11643-1999).
 */
export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterpriseId: integer('enterprise_id').notNull().references(() => enterprise.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    idCard: text('id_card').notNull(),
    /** highest education, one of {@link EDUCATION_LEVELS} */
    education: text('education').notNull(),
    phone: text('phone').notNull(),
    /** job title as the enterprise writes it, '' when not given */
    position: text('position').notNull().default(''),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** leaving date (离职登记); null while employed */
    leftOn: date('left_on', { mode: 'string' }),
    /** the account that entered or last imported it; null for records older than the ledger engine or of a deleted account */
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_enterprise').on(t.enterpriseId), index('staff_enterprise_id_card').on(t.enterpriseId, t.idCard), index('staff_id_card').on(t.idCard)],
);

/**
 * The annual data of private vocational training institutions (/entdataSchool, `schoolAnnualFields`
 * of @portal/api): trainees, certificates, jobs after training, teachers and courses as counts,
 * training revenue in 万元.
 */
export const trainingAnnual = pgTable(
  'training_annual',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    trainees: integer('trainees').notNull(),
    certified: integer('certified').notNull(),
    employed: integer('employed').notNull(),
    teachers: integer('teachers').notNull(),
    courses: integer('courses').notNull(),
    trainingRevenue: doublePrecision('training_revenue').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.year] })],
);

/** Highest-education dictionary labels (declared in the contract, @portal/api); the first three are "bachelor's degree or above". */
export { EDUCATION_LEVELS };
export const DEGREE_LEVELS = EDUCATION_LEVELS.slice(0, 3);

