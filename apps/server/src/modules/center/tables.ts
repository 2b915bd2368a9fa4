import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RecordChange } from '@portal/api';
import { appUser, settleApplication } from '../account/tables';
import { chainColumns } from '../../db/chainColumns';
import { statusLogColumns } from '../../db/columns';

/**
 * Visual-platform permission requests (SPEC.md section 6, /modifyScreen and /modifyScreenAll): a
 * government user asks for `days` of access with a reason; an administrator approves (the access
 * lasts until `endsAt`, then ends by itself) or refuses with `note`. `status` follows KSH_WORKFLOW.
 */
export const kshApplication = pgTable(
  'ksh_application',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    days: integer('days').notNull(),
    status: text('status').notNull().default('awaiting_check'),
    note: text('note').notNull().default(''),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ksh_application_user').on(t.userId), index('ksh_application_status').on(t.status, t.id)],
);

/** One row per status change of a visual-platform request: who, when, from, to and the note. */
export const kshStatusLog = pgTable(
  'ksh_status_log',
  {
    ...statusLogColumns(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => kshApplication.id, { onDelete: 'cascade' }),
  },
  (t) => [index('ksh_status_log_application').on(t.applicationId)],
);

/** One row per decision on a settle-in application (SETTLE_WORKFLOW): who, when, from, to and the note. */
export const settleStatusLog = pgTable(
  'settle_status_log',
  {
    ...statusLogColumns(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => settleApplication.id, { onDelete: 'cascade' }),
  },
  (t) => [index('settle_status_log_application').on(t.applicationId)],
);

/**
 * The operation log (issue 18, docs/administration.md): one row per write through the API (a POST
 * of a logged-in caller, failed ones too), recorded by the router (http/router.ts,
 * modules/center/operationLog.ts). Who (`userId`, kept as `account` and `role` when the account
 * goes), when, the contract endpoint and the request path (no query string), the record's id when
 * the call names one, the answer's `code`, and `changes`: the request's fields as JSON text with
 * secrets shown as *** and cut at 8,192 characters, and `records`: for a route that names the table
 * it changes, the changed fields of each row before and after (operationLog.ts recordChanges). No
 * endpoint changes or removes a row.
 */
export const operationLog = pgTable(
  'operation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    account: text('account').notNull(),
    userKind: smallint('user_kind').notNull(),
    role: text('role').notNull().default(''),
    endpoint: text('endpoint').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    objectId: text('object_id').notNull().default(''),
    code: integer('code').notNull(),
    changes: text('changes').notNull().default(''),
    records: jsonb('records').$type<RecordChange[]>().notNull().default([]),
    ...chainColumns(),
  },
  (t) => [index('operation_log_account').on(t.account, t.id), index('operation_log_at').on(t.at), uniqueIndex('operation_log_seq').on(t.seq)],
);

/**
 * The head of each audit log's hash chain (issue 44, modules/center/auditChain.ts): the log's table
 * name, the `seq` and `hash` of its last sealed row (0 and '' before the first), `legacyBelow`: rows
 * with a smaller id were written before the chain existed and are sealed at the next start, in id
 * order (a row at or above it without a seal was not written by the server), and the last
 * verification of the chain: when, whether it held, and the first problem found.
 */
export const auditChain = pgTable('audit_chain', {
  log: text('log').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  hash: text('hash').notNull().default(''),
  legacyBelow: bigint('legacy_below', { mode: 'number' }).notNull().default(0),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verifiedOk: boolean('verified_ok'),
  verifiedProblem: text('verified_problem').notNull().default(''),
});

/**
 * The archives of the audit logs' old rows (issue 44, modules/center/auditArchive.ts), one row per
 * archive file: the log, the file's name in AUDIT_ARCHIVE_DIR, the chain range it holds
 * (`firstSeq`..`lastSeq`, removed from the log's table in the transaction that wrote this row), the
 * hash of the row before the range (`previousHash`, '' when it starts the chain) and of its last
 * row (`lastHash`: the first row kept follows it), the number of rows, the SHA-256 (hex) of the
 * file's bytes, the age limit it was made with (`before`: every row archived is older) and when.
 */
export const auditArchive = pgTable(
  'audit_archive',
  {
    id: serial('id').primaryKey(),
    log: text('log').notNull(),
    file: text('file').notNull(),
    firstSeq: bigint('first_seq', { mode: 'number' }).notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    previousHash: text('previous_hash').notNull(),
    lastHash: text('last_hash').notNull(),
    rows: integer('rows').notNull(),
    sha256: text('sha256').notNull(),
    before: timestamp('before', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('audit_archive_log_first_seq').on(t.log, t.firstSeq)],
);
