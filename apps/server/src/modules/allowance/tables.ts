import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from '../account/tables';
import { enterprise, street } from '../enterprise/tables';
import { storedFile } from '../files/tables';

/**
 * The review columns both area-audit registers end with: the ticket status (AREA_AUDIT_STATUSES,
 * a new record awaits its check), `version` for the optimistic check of updateAudit, the last
 * comment, who audited and when, when the result was pushed to the allowance system, and when the
 * record was created.
 */
const reviewColumns = () => ({
  status: text('status').notNull().default('awaiting_check'),
  version: integer('version').notNull().default(0),
  comment: text('comment').notNull().default(''),
  auditedBy: integer('audited_by').references(() => appUser.id, { onDelete: 'set null' }),
  auditedAt: timestamp('audited_at', { withTimezone: true }),
  pushedAt: timestamp('pushed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Company subsidy records under district review (区级审核, docs/area-audit.md). `status` is a
 * ticket status of SPEC.md section 4 (AREA_AUDIT_STATUSES); `version` grows with every change,
 * for the optimistic check of updateAudit. Amounts in 元.
 */
export const areaAuditCompany = pgTable(
  'area_audit_company',
  {
    id: serial('id').primaryKey(),
    /** the district enterprise of this credit code, when there is one */
    enterpriseId: integer('enterprise_id').references(() => enterprise.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    creditCode: text('credit_code').notNull(),
    streetCode: text('street_code').references(() => street.code),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    subsidyItem: text('subsidy_item').notNull(),
    year: integer('year').notNull(),
    amount: integer('amount').notNull(),
    ...reviewColumns(),
  },
  (t) => [uniqueIndex('area_audit_company_item').on(t.creditCode, t.subsidyItem, t.year), index('area_audit_company_status').on(t.status)],
);

/** Person subsidy records under district review; `idCard` is a GB 11643-1999 number, `education` the claimed highest education. */
export const areaAuditPerson = pgTable(
  'area_audit_person',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => areaAuditCompany.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    idCard: text('id_card').notNull(),
    phone: text('phone').notNull(),
    /** the employer as written on the application (the company record's name when linked) */
    companyName: text('company_name').notNull().default(''),
    streetCode: text('street_code').references(() => street.code),
    subsidyItem: text('subsidy_item').notNull(),
    year: integer('year').notNull(),
    amount: integer('amount').notNull(),
    education: text('education').notNull(),
    school: text('school').notNull().default(''),
    certificateNo: text('certificate_no').notNull().default(''),
    ...reviewColumns(),
  },
  (t) => [
    uniqueIndex('area_audit_person_item').on(t.idCard, t.subsidyItem, t.year),
    index('area_audit_person_status').on(t.status),
    index('area_audit_person_company').on(t.companyId),
  ],
);

/** Every change of an area-audit record and every expert score: who (name and role at the time), when, from, to, comment. */
export const areaAuditRecord = pgTable(
  'area_audit_record',
  {
    id: serial('id').primaryKey(),
    /** 'person', 'company' or 'expert' (a score of a person record) */
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    targetName: text('target_name').notNull(),
    actorId: integer('actor_id').references(() => appUser.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    comment: text('comment').notNull().default(''),
    score: integer('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('area_audit_record_target').on(t.kind, t.targetId), index('area_audit_record_created').on(t.createdAt)],
);

/** One expert's score (0-100) of a person record; the expert may change it while the record is pending. */
export const areaAuditExpertScore = pgTable(
  'area_audit_expert_score',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => areaAuditPerson.id, { onDelete: 'cascade' }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.expertId] })],
);

/**
 * A staff member's account at the external allowance system (SPEC.md section 3, bind account).
 * The password is kept only encrypted (AES-256-GCM, modules/allowance/secret.ts) and never
 * leaves the server except towards that system.
 */
export const allowanceAccount = pgTable('allowance_account', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => appUser.id, { onDelete: 'cascade' }),
  accountNum: text('account_num').notNull(),
  /** base64 of iv (12 bytes) | tag (16 bytes) | ciphertext */
  passwordCipher: text('password_cipher').notNull(),
  boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  /** the session the external system gave after the last successful login push */
  sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
});

/** What was pushed to the external allowance system, by whom, and its answer (the password is never recorded). */
export const allowancePush = pgTable(
  'allowance_push',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** 'loginInfo' or 'auditResults' */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    ok: boolean('ok').notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('allowance_push_user').on(t.userId, t.createdAt)],
);

/**
 * A chunked upload (/zfbt/user/upload/chunk) of one user: the client's file id, what it announced
 * (name, size, chunks), and the stored file once the chunks were assembled and checked.
 */
export const chunkUpload = pgTable(
  'chunk_upload',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    filename: text('filename').notNull(),
    totalSize: integer('total_size').notNull(),
    totalChunks: integer('total_chunks').notNull(),
    storedFileId: integer('stored_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    /** set by the request that assembles the chunks, so two last chunks arriving together assemble once */
    assemblingAt: timestamp('assembling_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chunk_upload_user_file').on(t.userId, t.fileId)],
);
