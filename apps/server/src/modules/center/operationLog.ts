import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, getTableName, gte, ilike, inArray, like, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CODE, endpointTable, type endpoints, type Endpoint, type InputOf, type OperationLogItem, type RecordChange, recordChangesText } from '@portal/api';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';
import { formatDateTime, startOfShanghaiDay } from '../../http/time';
import type { ExportColumn } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { appendChained, CHAIN_EXPORT_COLUMNS, chainedExportPages, type ChainCells } from './auditChain';
import { operationLog } from './tables';

/** The filters of the operation log and its export. */
export type OperationLogFilter = Omit<InputOf<typeof endpoints.operationLogPage>, 'page' | 'limit'>;

/** Field names whose values never reach the log (any depth, any case): shown as ***. */
const SECRET_FIELD = /password|pwd|token|code|captcha|secret/i;

/** The longest `changes` text kept, in characters; a longer one is cut and ends with '…'. */
export const MAX_CHANGES_CHARS = 8192;

/** The longest request path kept (a delete of 1000 ids has a long one). */
const MAX_PATH_CHARS = 300;

/** The contract's name of each endpoint (its key in `endpointTable` of @portal/api). */
const ENDPOINT_NAMES = new Map<Endpoint, string>(Object.entries(endpointTable).map(([name, e]) => [e as Endpoint, name]));

/** Results the log counts as successes: 2000 and 2001 (libs/api CODE). */
const SUCCESS_CODES = [CODE.ok, CODE.okWithMessage];

/**
 * `value` with every field whose name looks like a secret (password, pwd, token, code, captcha,
 * secret; any case, at any depth) replaced by '***', and binary data (an uploaded file's bytes)
 * by its size, e.g. '<2048 bytes>'.
 */
export function redact(value: unknown): unknown {
  if (value instanceof Uint8Array) return `<${value.length} bytes>`;
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_FIELD.test(k) ? '***' : redact(v)]));
  return value;
}

/** The request's fields as the log keeps them: redacted JSON, cut at {@link MAX_CHANGES_CHARS}; '' without any. */
export function changesText(input: unknown): string {
  if (input === undefined || (typeof input === 'object' && input !== null && Object.keys(input).length === 0)) return '';
  const json = JSON.stringify(redact(input)) ?? '';
  return json.length > MAX_CHANGES_CHARS ? `${json.slice(0, MAX_CHANGES_CHARS)}…` : json;
}

const pick = (o: unknown, key: string) => (o && typeof o === 'object' && key in o ? (o as Record<string, unknown>)[key] : undefined);

/** What a call's input (or answer) names as the record it acts on: its `id`, else its `ids`. */
const namedRecord = (o: unknown): unknown => pick(o, 'id') ?? pick(o, 'ids');

/** The id a call acts on: `id` or `ids` of its input (path or body), else the `id` of its answer (a record just created); '' otherwise. */
function objectIdOf(input: unknown, result: unknown): string {
  const id = namedRecord(input) ?? pick(result, 'id');
  if (typeof id === 'number' || typeof id === 'string') return String(id).slice(0, 200);
  if (Array.isArray(id)) return id.join(',').slice(0, 200);
  return '';
}

/** A table whose rows a call changes, with the integer `id` the input names (http/router.ts `record`). */
export type RecordTable = PgTable & { id: AnyPgColumn };

/** At most this many rows of one call are read and kept (a batch of 1,000 keeps its first 50). */
export const MAX_RECORDS = 50;

/** A kept value longer than this many characters (rich text, a long list) is cut and ends with '…'. */
const MAX_VALUE_CHARS = 300;

/** Columns every change moves and that say nothing of it. */
const BOOKKEEPING = new Set(['updatedAt', 'version']);

/**
 * The ids of the rows a call changes: the parsed input's `id`, or its `ids` (a list), positive
 * integers only, at most {@link MAX_RECORDS}; [] for a call that names none (a create).
 */
export function recordIdsOf(input: unknown): number[] {
  const id = namedRecord(input);
  const ids = Array.isArray(id) ? id : [id];
  return ids.filter((v): v is number => Number.isSafeInteger(v) && (v as number) > 0).slice(0, MAX_RECORDS);
}

/**
 * The rows of `table` with these ids, by id, as the API names their fields (drizzle's keys);
 * `lock`: locked (SELECT ... FOR UPDATE) until the transaction `db` ends, so that a concurrent
 * write of them waits for it (http/router.ts reads a logged write's before so).
 */
export async function readRecords(db: Db, table: RecordTable, ids: readonly number[], lock = false): Promise<Map<number, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const query = db.select().from(table as PgTable).where(inArray(table.id, [...ids]));
  const rows = (await (lock ? query.for('update') : query)) as Record<string, unknown>[];
  return new Map(rows.map((r) => [Number(r['id']), r]));
}

/** A kept value: secrets by name as ***, dates as ISO text, long text cut (JSON-safe). */
function keptValue(field: string, value: unknown): unknown {
  if (SECRET_FIELD.test(field)) return '***';
  const v = value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? value.toString() : (redact(value) as unknown);
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  if (text !== undefined && text.length > MAX_VALUE_CHARS) return `${text.slice(0, MAX_VALUE_CHARS)}…`;
  return v;
}

/**
 * What a call changed in `table`: per row, the fields whose values differ between `before` and
 * `after` (both read by the router around the call) with their values before and after; a row
 * only in `after` was created (before null), one only in `before` was removed (after null, its
 * fields as they were). Rows that did not change are left out; `updatedAt` and `version` are not
 * counted as changes. Secrets are ***, long values cut ({@link keptValue}).
 */
export function recordChanges(table: RecordTable, before: Map<number, Record<string, unknown>>, after: Map<number, Record<string, unknown>>): RecordChange[] {
  const name = getTableName(table);
  const out: RecordChange[] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(id);
    const is = after.get(id);
    const fields = Object.keys(was ?? is ?? {}).filter((f) => f !== 'id' && !BOOKKEEPING.has(f) && (!was || !is || !isDeepStrictEqual(was[f], is[f])));
    if (fields.length === 0) continue;
    const side = (row: Record<string, unknown> | undefined) => (row ? Object.fromEntries(fields.map((f) => [f, keptValue(f, row[f])])) : null);
    out.push({ table: name, id, before: side(was), after: side(is) });
  }
  return out;
}

/** The role a user acts in, as the session knows it: a staff member's department and roles, 企业, 个人 or 院校. */
function roleOf(user: AuthUser): string {
  if (user.userKind === 1) return [...new Set([user.deptName, ...user.roles].filter(Boolean))].join('、');
  if (user.userKind === 2) return '企业';
  return user.category === 'school' ? '院校' : '个人';
}

/** One write as the router saw it (http/router.ts). */
export interface OperationCall {
  user: AuthUser;
  endpoint: Endpoint;
  /** the request path below the API base, without its query string (which may carry a password) */
  path: string;
  /** path, query and body fields together, when the handler got that far (absent when refused before) */
  input?: unknown;
  /** the handler's result, when it succeeded */
  result?: unknown;
  /** the envelope's code */
  code: number;
  /** the rows the call changed, when its route names the table ({@link recordChanges}) */
  records?: RecordChange[];
  /** set once the record is written in the call's transaction (http/router.ts recordedWrite); the router then writes no other */
  recorded?: boolean;
}

/**
 * Writes one row of the operation log for `call`, sealed into its hash chain (auditChain.ts), in
 * `db`'s transaction when it is one (for every POST of a logged-in caller whose endpoint is not
 * marked `operationLog: false`): the router writes it last in the call's own transaction, or alone
 * once the answer is decided for a call that has none (http/router.ts).
 * @throws whatever the insert or the seal throws: in the call's transaction it fails the call; alone, the router logs it
 */
export async function recordOperation(db: Db, call: OperationCall): Promise<void> {
  const { user, endpoint } = call;
  await appendChained(db, 'operation_log', {
    userId: user.id,
    account: user.username,
    userKind: user.userKind,
    role: roleOf(user),
    endpoint: ENDPOINT_NAMES.get(endpoint) ?? endpoint.path,
    method: endpoint.method,
    path: call.path.slice(0, MAX_PATH_CHARS),
    objectId: objectIdOf(call.input, call.result),
    code: call.code,
    changes: changesText(call.input),
    records: call.records ?? [],
  } satisfies typeof operationLog.$inferInsert);
}

/**
 * The Chinese name of an endpoint's action: the first clause of its contract summary without the
 * parenthesised notes, e.g. '启用或停用工作人员账号' of sysUserAble; the name itself for an unknown one.
 */
function actionOf(endpoint: Endpoint): string {
  const plain = endpoint.summary.replace(/（[^）]*）/g, '');
  const clause = plain.split(/[；，。]/)[0] ?? plain;
  return clause.length > 24 ? (clause.split('：')[0] ?? clause) : clause;
}

/** The action of each endpoint name ({@link actionOf}), read once from the contract. */
const ACTION_LABELS = new Map([...ENDPOINT_NAMES].map(([e, name]) => [name, e.summary ? actionOf(e) : name]));

/** The action of a logged endpoint name: its label, or the name itself for one the contract no longer has. */
const actionLabel = (name: string): string => ACTION_LABELS.get(name) ?? name;

function whereLog(f: OperationLogFilter): SQL | undefined {
  const text = f.endpoint ? `%${likeLiteral(f.endpoint)}%` : undefined;
  const named = f.endpoint ? [...ACTION_LABELS].filter(([, label]) => label.includes(f.endpoint!)).map(([name]) => name) : [];
  return and(
    f.account ? like(operationLog.account, `${likeLiteral(f.account)}%`) : undefined,
    text ? or(ilike(operationLog.endpoint, text), ilike(operationLog.path, text), named.length ? inArray(operationLog.endpoint, named) : undefined) : undefined,
    f.result === 'success' ? inArray(operationLog.code, SUCCESS_CODES) : f.result === 'failure' ? notInArray(operationLog.code, SUCCESS_CODES) : undefined,
    f.beginTime ? gte(operationLog.at, startOfShanghaiDay(f.beginTime)) : undefined,
    f.endTime ? lt(operationLog.at, startOfShanghaiDay(f.endTime, 1)) : undefined,
  );
}

type Row = typeof operationLog.$inferSelect;

/** A row of the operation log as the page and the export show it: the time in Asia/Shanghai, the Chinese action, success by its code. */
export const toOperationLogItem = ({ at, ...r }: Row): OperationLogItem => ({ ...r, at: formatDateTime(at), action: actionLabel(r.endpoint), success: SUCCESS_CODES.includes(r.code as never) });

/**
 * One page of the operation log (GET /api/center/operationLog), newest first. Read-only: no call
 * changes or removes a row; `changes` never holds a password, token or code (see {@link redact}).
 */
export async function listOperationLog(db: Db, f: OperationLogFilter & { page: number; limit: number }): Promise<{ list: OperationLogItem[]; total: number }> {
  const where = whereLog(f);
  const { list: rows, total } = await pageOf(db.select().from(operationLog).where(where).orderBy(desc(operationLog.id)), db.select({ n: count() }).from(operationLog).where(where), f);
  return { list: rows.map(toOperationLogItem), total };
}

/** The export's pages of the operation log matching `f`, newest first, each row with its place in the hash chain. */
export const operationLogPages = (db: Db, f: OperationLogFilter, size: number) => chainedExportPages(db, 'operation_log', whereLog(f), toOperationLogItem, size);

/** Columns of the operation-log export (操作日志), Chinese headers, then the chain's (auditChain.ts CHAIN_EXPORT_COLUMNS). */
export const OPERATION_LOG_COLUMNS: ExportColumn<OperationLogItem & { chain: ChainCells }>[] = [
  { header: '时间', width: 20, value: (r) => r.at },
  { header: '账号', width: 22, value: (r) => r.account },
  { header: '角色', width: 20, value: (r) => r.role },
  { header: '操作', width: 40, value: (r) => `${r.action}（${r.method} ${r.path}）` },
  { header: '对象', width: 12, value: (r) => r.objectId },
  { header: '结果', width: 10, value: (r) => (r.success ? '成功' : `失败（${r.code}）`) },
  { header: '内容', width: 80, value: (r) => r.changes },
  { header: '变更前后', width: 80, value: (r) => recordChangesText(r.records) },
  ...CHAIN_EXPORT_COLUMNS,
];
