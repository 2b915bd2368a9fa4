import { and, asc, count, desc, eq, getTableColumns, getTableName, gt, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isRequiredField, maskedFields, type Ledger, type LedgerField, type ReceivedFile } from '@portal/api';
import { maskPersonalNumber } from '@portal/validators';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { isUniqueViolation } from '../../db/unique';
import { conflict, forbidden, notFound, type Fail } from '../../http/errors';
import { permits, type RequestContext, type Router } from '../../http/router';
import { formatDateTime } from '../../http/time';
import { EXPORT_PAGE_ROWS, keysetPages, streamXlsx } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { importDicts, withDictValues } from '../dict/service';
import { registerTemplate, type TemplateName } from '../files/templates';
import { checkImportRows, importErrorWorkbook, importTemplate, readImportRows, XLSX_TYPE, type ReadRow, type SheetColumn } from '../files/workbook';
import { exportWithFullNumbers, NOT_FOR_YOUR_ROLE, registerRevealSource } from '../personalData/service';
import { ledgerChange, ledgerImport, type RejectedRow } from './tables';
import { cachedTotal, forgetTotals } from './totals';

/**
 * The table of a ledger: one column per declared field, under the field's key, plus `id`, the
 * `userId` of who entered or last imported the record, and `updatedAt`.
 */
export type LedgerTable = PgTable & { id: PgColumn; userId: PgColumn; updatedAt: PgColumn };

/** How a ledger's rows are scoped to a user: the column values that mark the user's rows (e.g. `{ entId }` for an enterprise's own), also set on new rows; undefined: every row. */
export type LedgerScope = (user: AuthUser) => Record<string, number> | undefined;

type Row = Record<string, unknown> & { id: number };

/**
 * What a ledger's server adds to its declaration, generically:
 * - `select`: SQL read beside the table's columns for each listed record, by name (e.g. the name
 *   of the enterprise a row belongs to, from its `enterpriseId`); a keyword may search one by its
 *   name when the declaration's derived column of that name is declared;
 * - `derive`: the values of the declared `derived` columns of a listed record, from the record's
 *   row (every column of the table and of `select`, e.g. `{ sex, age }` from `idCard`, `leftOn` as kept);
 * - `filters`: the SQL condition of each declared choice filter for a chosen value (e.g.
 *   `status=left`: `left_on is not null`); every declared choice needs one;
 * - `check`: a rule across records that no field's rule can see (e.g. a unit that must be on
 *   another register, one open stay per person), run in the transaction of every save and for
 *   every import row that passed the field rules: it answers the refusal (a Fail: 4001 naming the
 *   field, 4009 a conflict; save throws it, an import rejects the row with its message) or
 *   undefined. `at.id`: the record being changed (none: a new one); `at.earlier`: the values of
 *   the rows of the same import accepted before this one.
 */
export interface LedgerServerOptions {
  select?: Record<string, SQL>;
  derive?: (row: Record<string, unknown>) => Record<string, unknown>;
  filters?: Record<string, (value: string) => SQL | undefined>;
  check?: (db: Db, values: Record<string, unknown>, at: { id?: number; earlier: readonly Record<string, unknown>[] }) => Promise<Fail | undefined>;
}

/**
 * Options of {@link mountLedger} besides {@link LedgerServerOptions}:
 * - `scope`: which rows a user sees and changes ({@link LedgerScope}); absent: all rows;
 * - `templateName`: serve the import template through the template registry
 *   (GET /api/template/download?name=, files/templates.ts) as `${title}导入模板.xlsx`;
 * - `exportFilename`: the export's file name for this user (default `${title}.xlsx`).
 */
export interface MountOptions extends LedgerServerOptions {
  scope?: LedgerScope;
  templateName?: TemplateName;
  exportFilename?: (db: Db, user: AuthUser) => Promise<string>;
}

/**
 * Serves a ledger declared with `defineLedger` (libs/api/src/ledger.ts) on `r`: its page with the
 * declared filters and order, save (insert or a locked update, 4009 on a duplicate key), remove by
 * ids (4004 when one does not exist, 4003 when one is out of the user's scope, nothing removed
 * then), detail, import (readImportRows/checkImportRows of files/workbook.ts; rows with the key of
 * a record in scope change it; valid rows saved in one transaction; recorded in `ledger_import`),
 * the template, the error workbook (its importer only) and the streamed export. Every change is
 * written to `ledger_change` (who, when, before, after) in the transaction that makes it. Fields
 * declared `mask` are answered masked in the page, the detail and the export; the ledger is
 * registered as a reveal source under its name (`revealNumber`: the users its page admits, on
 * their own rows, logged), and an export with `fullNumbers` carries them whole, logged.
 * Access (user kind, department roles) is the router's, from the declared endpoints.
 * @param table the ledger's table ({@link LedgerTable})
 * @param opts scope, derived columns, choice filters, registered template, export file name ({@link MountOptions})
 * @returns the ledger's operations ({@link ledgerEngine}), for the module's own routes beside these
 */
export function mountLedger(r: Router, ledger: Ledger, table: LedgerTable, opts: MountOptions = {}): LedgerEngine {
  const engine = ledgerEngine(ledger, table, opts.scope ?? (() => undefined), opts);
  const e = ledger.endpoints;
  r.handle(e.page, (input, ctx) => engine.page(ctx.db, ctx.user, input as Filters & { page: number; limit: number }));
  r.handle(e.save, (input, ctx) => engine.save(ctx.db, ctx.user, input as Record<string, unknown> & { id?: number }), { record: table });
  r.handle(e.remove, (input, ctx) => engine.remove(ctx.db, ctx.user, Object.values(input as Record<string, number[]>)[0]!), { record: table });
  if (e.detail) r.handle(e.detail, (input, ctx) => engine.detail(ctx.db, ctx.user, (input as { id: number }).id));
  if (e.import) r.handle(e.import, (input, ctx) => engine.importFile(ctx.db, ctx.user, (input as { file: ReceivedFile }).file));
  if (e.template) r.handle(e.template, async () => ({ filename: `${ledger.title}导入模板.xlsx`, contentType: XLSX_TYPE, body: await engine.template() }));
  if (opts.templateName) registerTemplate(opts.templateName, `${ledger.title}导入模板.xlsx`, () => engine.template());
  if (e.errors)
    r.handle(e.errors, async (input, ctx) => {
      const { importId } = input as { importId: number };
      return { filename: `${ledger.title}导入错误报告-${importId}.xlsx`, contentType: XLSX_TYPE, body: await engine.errorWorkbook(ctx.db, ctx.user, importId) };
    });
  if (maskedFields(ledger).length > 0) registerRevealSource(ledger.name, { fields: Object.fromEntries(maskedFields(ledger)), read: (db, user, id, field) => engine.reveal(db, user, id, field) });
  if (e.export)
    r.handle(e.export, async (input, ctx) => {
      // whoever may export the ledger may see its rows' numbers (the access is the router's)
      const { fullNumbers, page, ...filters } = input as Filters & { fullNumbers?: boolean; page?: string };
      const full = await exportWithFullNumbers(ctx.db, ctx.user, ledger.name, { fullNumbers, page, ...filters }, true);
      return {
        filename: opts.exportFilename ? await opts.exportFilename(ctx.db, ctx.user) : `${ledger.title}.xlsx`,
        contentType: XLSX_TYPE,
        body: engine.exportRows(ctx.db, ctx.user, filters, ctx.log, full),
      };
    });
  return engine;
}

/**
 * The workbook columns of declared fields (a ledger's, a department module's), in declaration
 * order: header = label, required when the rule refuses a blank, the rule checks each cell, dates
 * read as dates, identity and phone numbers kept as text.
 */
export function sheetColumns(fields: Record<string, LedgerField>): SheetColumn[] {
  return Object.entries(fields).map(([key, f]) => ({
    key,
    header: f.label,
    required: isRequiredField(f),
    width: f.cell.width,
    field: f.schema,
    ...(f.control === 'date' ? { date: true } : {}),
    ...(f.cell.text ? { text: true } : {}),
  }));
}

/** The operations of one ledger ({@link ledgerEngine}). */
export type LedgerEngine = ReturnType<typeof ledgerEngine>;

type Filters = Record<string, string | number | undefined>;

/** Rows an import looks up, adds or changes in one statement (for petitions a JSON array of about 2 MB). */
const IMPORT_BATCH_ROWS = 5000;

/**
 * The operations of one ledger over its table (what {@link mountLedger} serves), exported for
 * modules that reuse them beside their own routes.
 * @throws Error when the table lacks a field's column, a keyword names neither a column nor a `select`, or a declared choice filter has no SQL in `server.filters`
 */
export function ledgerEngine(ledger: Ledger, table: LedgerTable, scope: LedgerScope, server: LedgerServerOptions = {}) {
  const columns = getTableColumns(table) as unknown as Record<string, PgColumn>;
  const keys = Object.keys(ledger.fields);
  for (const k of [...keys, 'id', 'userId', 'updatedAt']) if (!columns[k]) throw new Error(`ledger ${ledger.name}: table has no column ${k}`);
  const searched: Record<string, PgColumn | SQL> = { ...server.select, ...columns };
  for (const k of Object.keys(ledger.filters.keyword?.fields ?? {})) if (!searched[k]) throw new Error(`ledger ${ledger.name}: keyword column ${k} is neither a column nor selected`);
  const choices = ledger.filters.choices ?? {};
  for (const k of Object.keys(choices)) if (!server.filters?.[k]) throw new Error(`ledger ${ledger.name}: choice filter ${k} has no SQL`);
  const derivedKeys = Object.keys(ledger.derived ?? {});
  const exported = Object.entries(ledger.derived ?? {}).filter(([, c]) => c.export);
  const derive = server.derive ?? ((): Record<string, unknown> => ({}));
  const outOfScope = ledger.messages?.outOfScope ?? `只能操作本单位的${ledger.title}`;
  const fieldColumns = Object.fromEntries(keys.map((k) => [k, columns[k]!]));
  /** the fields whose import cells are read through sys_dict (an enabled option's label becomes its value) */
  const dictFields = Object.entries(ledger.fields).flatMap(([k, f]: [string, LedgerField]) => (f.dict ? [[k, f.dict] as const] : []));
  const sheet = sheetColumns(ledger.fields);
  const keyFields = ledger.key ?? [];
  /** `work` (a transaction changing records), after which the ledger's cached totals are forgotten, whether it committed or not. */
  const changing = <T>(work: Promise<T>): Promise<T> => work.finally(() => forgetTotals(ledger.name));
  /** A unique index refused a write: another save of the same record committed first. */
  const raced = (e: unknown) => (isUniqueViolation(e) ? conflict(`${ledger.title}与刚刚保存的另一条记录冲突，请刷新后重试`) : e);
  const keyLabel = keyFields.map((k) => ledger.fields[k]!.label).join('、');

  /** The declaration's refusal (`mayChange`) for `user` to write a record of `values`, as a 4003. */
  const refusal = (values: Record<string, unknown>, user: AuthUser): Fail | undefined => {
    const why = ledger.mayChange?.(values, user);
    return why === undefined ? undefined : forbidden(why);
  };
  const scopeWhere = (user: AuthUser) => {
    const s = scope(user);
    return s ? and(...Object.entries(s).map(([k, v]) => eq(columns[k]!, v))) : undefined;
  };
  const filterWhere = (f: Filters): SQL | undefined => {
    const { keyword, equals = [], dateRange } = ledger.filters;
    const conds: (SQL | undefined)[] = [];
    if (keyword && f.keyword) {
      const text = likeLiteral(String(f.keyword));
      // "starts with" as lower(column) LIKE lower(text)%, which is what ILIKE does in UTF-8 but can
      // use a btree index on lower(column) (text_pattern_ops); "contains" as ILIKE, which a
      // trigram index (gin_trgm_ops) serves
      conds.push(or(...Object.entries(keyword.fields).map(([k, mode]) => (mode === 'prefix' ? sql`lower(${searched[k]!}) like lower(${`${text}%`})` : ilike(searched[k]!, `%${text}%`)))));
    }
    for (const k of equals) if (f[k]) conds.push(eq(columns[k]!, f[k]));
    if (dateRange && f[dateRange.from]) conds.push(gte(columns[dateRange.field]!, f[dateRange.from]!));
    if (dateRange && f[dateRange.to]) conds.push(lte(columns[dateRange.field]!, f[dateRange.to]!));
    for (const k of Object.keys(choices)) if (f[k]) conds.push(server.filters![k]!(String(f[k])));
    return and(...conds);
  };
  const fieldsOf = (row: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, row[k]]));
  const masks = maskedFields(ledger);
  /** The fields of a row as answered: those declared `mask` masked (GB/T 35273-2020 section 7.2) unless `full`. */
  const shownFields = (row: Record<string, unknown>, full: boolean) => {
    const values = fieldsOf(row);
    if (!full) for (const [k, kind] of masks) if (typeof values[k] === 'string') values[k] = maskPersonalNumber(kind, values[k]);
    return values;
  };
  /**
   * A record as answered: its fields (masked numbers unless `full`), its derived columns (only
   * those declared, computed from the stored row), id, 录入人 and 更新时间.
   */
  const listed = (row: Row & { userName: string | null; updatedAt: Date }, full = false): Record<string, unknown> & { id: number; userName: string; updatedAt: string } => {
    const d = derive(row);
    return {
      ...shownFields(row, full),
      ...Object.fromEntries(derivedKeys.map((k) => [k, d[k] ?? null])),
      id: row.id,
      userName: row.userName ?? '',
      updatedAt: formatDateTime(row.updatedAt),
    };
  };
  const selection = { ...columns, ...server.select, userName: appUser.name };
  const readRows = (db: Db, where: SQL | undefined) => db.select(selection).from(table).leftJoin(appUser, eq(appUser.id, table.userId)).where(where);
  const history = (db: Db, user: AuthUser, changes: { recordId: number; action: 'insert' | 'update' | 'delete'; before?: unknown; after?: unknown }[]) =>
    changes.length === 0
      ? Promise.resolve()
      : db.insert(ledgerChange).values(changes.map((c) => ({ ledger: ledger.name, userId: user.id, ...c, before: (c.before ?? null) as Record<string, unknown> | null, after: (c.after ?? null) as Record<string, unknown> | null })));
  /** The record in `user`'s scope with the key of `values`, other than `exceptId`. */
  const sameKey = async (db: Db, user: AuthUser, values: Record<string, unknown>, exceptId?: number) => {
    if (keyFields.length === 0) return undefined;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(scopeWhere(user), ...keyFields.map((k) => eq(columns[k]!, values[k])), exceptId === undefined ? undefined : ne(table.id, exceptId)))
      .limit(1);
    return row?.id;
  };
  const keyText = (values: Record<string, unknown>) => JSON.stringify(keyFields.map((k) => values[k]));
  /** The ids of the records in `user`'s scope with the keys of `rows`, by {@link keyText}: one query per {@link IMPORT_BATCH_ROWS} rows, their first key field's values sent as one JSON array. */
  const idsByKey = async (db: Db, user: AuthUser, rows: Record<string, unknown>[]) => {
    const found = new Map<string, number>();
    if (keyFields.length === 0) return found;
    const first = columns[keyFields[0]!]!;
    for (let i = 0; i < rows.length; i += IMPORT_BATCH_ROWS) {
      const batch = JSON.stringify(rows.slice(i, i + IMPORT_BATCH_ROWS).map((v) => v[keyFields[0]!]));
      const existing = (await db
        .select({ ...Object.fromEntries(keyFields.map((k) => [k, columns[k]!])), id: table.id })
        .from(table)
        .where(and(scopeWhere(user), sql`${first} in (select d.value::${sql.raw(first.getSQLType())} from json_array_elements_text(${batch}::json) as d(value))`))) as Row[];
      for (const row of existing) found.set(keyText(row), row.id);
    }
    return found;
  };

  // The import's writes, a statement per batch of rows: the rows travel as one JSON array, read
  // with json_to_record into the fields' column types (the fields' keys, e.g. "receivedOn" date)
  const tableName = getTableName(table);
  const column = (k: string) => sql.identifier(columns[k]!.name);
  const fieldRecord = sql.join(
    keys.map((k) => sql`${sql.identifier(k)} ${sql.raw(columns[k]!.getSQLType())}`),
    sql`, `,
  );
  const fieldsFrom = (alias: string) => sql.join(keys.map((k) => sql`${sql.identifier(alias)}.${sql.identifier(k)}`), sql`, `);
  /** The stored fields of the table's row `t` as a JSON object by field key (a history row's `before`, as {@link fieldsOf} reads it). */
  const storedFields = sql`jsonb_build_object(${sql.join(
    keys.map((k) => sql`${k}::text, t.${column(k)}`),
    sql`, `,
  )})`;
  /** ledger_change with the columns an import's statements fill. */
  const changeInto = sql`${ledgerChange} (${sql.join(
    (['ledger', 'recordId', 'action', 'userId', 'importId', 'before', 'after'] as const).map((k) => sql.identifier(ledgerChange[k].name)),
    sql`, `,
  )})`;
  /**
   * Adds `rows` (fields' values) in `user`'s scope by import `importId`, with their history rows,
   * in one statement: each row's id is drawn from the table's sequence first, so its history row
   * names it; `after` is the row's values as given.
   */
  const insertRows = (tx: Db, user: AuthUser, rows: Record<string, unknown>[], importId: number) => {
    // the scope's columns (e.g. the enterprise) and 录入人, as a save sets them
    const own = Object.entries({ ...scope(user), userId: user.id });
    return tx.execute(sql`
      with src as (
        select nextval(pg_get_serial_sequence(${tableName}::text, ${columns.id!.name}::text)) as id, d.value as doc, d.n
        from json_array_elements(${JSON.stringify(rows)}::json) with ordinality as d(value, n)
      ), added as (
        insert into ${table} (${column('id')}, ${sql.join([...keys, ...own.map(([k]) => k)].map(column), sql`, `)})
        select src.id, ${fieldsFrom('x')}, ${sql.join(
          own.map(([k, v]) => sql`${v}::${sql.raw(columns[k]!.getSQLType())}`),
          sql`, `,
        )}
        from src, json_to_record(src.doc) as x(${fieldRecord})
      )
      insert into ${changeInto}
      select ${ledger.name}::text, src.id, 'insert', ${user.id}::integer, ${importId}::integer, null, src.doc::jsonb from src order by src.n`);
  };
  /**
   * Changes records by id to `rows`' values by import `importId` (their importer becomes 录入人),
   * with their history rows: the records are locked first, then one statement writes each
   * record's history (`before`: its stored fields, read in the statement's snapshot) and changes
   * it. An id must not repeat within one call.
   */
  const updateRows = async (tx: Db, user: AuthUser, rows: { id: number; values: Record<string, unknown> }[], importId: number) => {
    await tx.execute(sql`select ${table.id} from ${table} where ${table.id} in (select d.value::bigint from json_array_elements_text(${JSON.stringify(rows.map((r) => r.id))}::json) as d(value)) for update`);
    await tx.execute(sql`
      with src as (
        select (d.value->>0)::bigint as id, d.value->1 as doc, d.n
        from json_array_elements(${JSON.stringify(rows.map((r) => [r.id, r.values]))}::json) with ordinality as d(value, n)
      ), changed as (
        update ${table} as t set ${sql.join(
          keys.map((k) => sql`${column(k)} = x.${sql.identifier(k)}`),
          sql`, `,
        )}, ${column('userId')} = ${user.id}::integer, ${column('updatedAt')} = now()
        from src, json_to_record(src.doc) as x(${fieldRecord})
        where t.${column('id')} = src.id
      )
      insert into ${changeInto}
      select ${ledger.name}::text, src.id, 'update', ${user.id}::integer, ${importId}::integer, ${storedFields}, src.doc::jsonb
      from src join ${table} as t on t.${column('id')} = src.id order by src.n`);
  };

  /** Refuses ids of which some are not records in scope. @throws Fail 4004 when one does not exist, else 4003 */
  const throwMissingOrForeign = async (db: Db, ids: number[]): Promise<never> => {
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    if (found.length < ids.length) throw notFound(`${ledger.title}不存在`);
    throw forbidden(outOfScope);
  };
  /** Checks that all `ids` (of which `existing` were found) are records in the user's scope. @throws Fail 4004 when one does not exist, 4003 when one is out of scope */
  const assertInScope = async (db: Db, user: AuthUser, ids: number[], existing: number) => {
    if (existing < ids.length) throw notFound(`${ledger.title}不存在`);
    const inScope = await db.select({ id: table.id }).from(table).where(and(inArray(table.id, ids), scopeWhere(user)));
    if (inScope.length < ids.length) throw forbidden(outOfScope);
  };

  return {
    /** A page of records in scope matching the filters, in the declared order (ties: latest id first). */
    async page(db: Db, user: AuthUser, f: Filters & { page: number; limit: number }) {
      const { page, limit, ...filters } = f;
      const where = and(scopeWhere(user), filterWhere(filters));
      const order = [...ledger.order.map(([k, dir]) => (dir === 'asc' ? asc(columns[k]!) : desc(columns[k]!))), desc(table.id)];
      // the page's ids first, then their rows: skipping the rows of earlier pages reads only the
      // order's index (e.g. received_on, id), not every skipped row
      const ids = db
        .select({ id: table.id })
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset((page - 1) * limit);
      const [rows, total] = await Promise.all([
        readRows(db, inArray(table.id, ids)).orderBy(...order),
        cachedTotal(db, ledger.name, JSON.stringify([scope(user) ?? null, filters]), async () => (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0),
      ]);
      return { list: (rows as (Row & { userName: string | null; updatedAt: Date })[]).map((row) => listed(row)), total };
    },

    /**
     * How many records in scope match the filters, by the calendar year of the date field `field`
     * (e.g. petitions per year of their registration), latest year first.
     */
    async countByYear(db: Db, user: AuthUser, f: Filters, field: string): Promise<{ year: number; count: number }[]> {
      const year = sql<number>`extract(year from ${columns[field]!})::int`;
      return db
        .select({ year, count: count() })
        .from(table)
        .where(and(scopeWhere(user), filterWhere(f)))
        .groupBy(year)
        .orderBy(desc(year));
    },

    /**
     * The whole value of a masked field of one record, and whose it is (the record's `name` where
     * it has one), for the reveal (personalData/service.ts, which logs it).
     * @throws Fail 4003 when the user's kind or roles are not the ledger's ({@link NOT_FOR_YOUR_ROLE}) or the record is out of scope; 4004 when it does not exist
     */
    async reveal(db: Db, user: AuthUser, id: number, field: string) {
      if (!masks.some(([k]) => k === field)) throw notFound(`${ledger.title}没有该字段`);
      if (!permits(ledger.endpoints.page, user)) throw forbidden(NOT_FOR_YOUR_ROLE);
      const [row] = (await db.select().from(table).where(eq(table.id, id))) as Row[];
      if (!row) throw notFound(`${ledger.title}不存在`);
      const [inScope] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), scopeWhere(user)));
      if (!inScope) throw forbidden(outOfScope);
      return { value: String(row[field] ?? ''), subject: typeof row.name === 'string' ? row.name : null };
    },

    /** One record in scope. @throws Fail 4004 when it does not exist, 4003 when it is out of the user's scope */
    async detail(db: Db, user: AuthUser, id: number) {
      const [row] = await readRows(db, and(scopeWhere(user), eq(table.id, id)));
      if (!row) await throwMissingOrForeign(db, [id]);
      return listed(row as Row & { userName: string | null; updatedAt: Date });
    },

    /**
     * Adds a record (no `id`) in the user's scope or changes one (read locked, then written).
     * @throws Fail 4004 when the record to change does not exist, 4003 when it is out of the user's scope; 4009 when another record in scope has its key or a unique index refuses it; the `check` option's refusal
     */
    async save(db: Db, user: AuthUser, input: Record<string, unknown> & { id?: number }) {
      const { id, ...rest } = input;
      const values = fieldsOf(rest);
      return changing(db.transaction(async (tx) => {
        const before = id === undefined ? undefined : (await tx.select(fieldColumns).from(table).where(and(scopeWhere(user), eq(table.id, id))).for('update'))[0];
        if (id !== undefined && !before) await throwMissingOrForeign(tx, [id]);
        if ((await sameKey(tx, user, values, id)) !== undefined) throw conflict(ledger.messages?.duplicate?.(values) ?? `${keyLabel}为“${keyFields.map((k) => values[k]).join('、')}”的${ledger.title}已存在`);
        const refused = (before && refusal(before, user)) || refusal(values, user) || (await server.check?.(tx, values, { ...(id === undefined ? {} : { id }), earlier: [] }));
        if (refused) throw refused;
        if (id === undefined) {
          const [row] = (await tx
            .insert(table)
            .values({ ...values, ...scope(user), userId: user.id } as never)
            .returning({ id: table.id })) as { id: number }[];
          await history(tx, user, [{ recordId: row!.id, action: 'insert', after: values }]);
          return { id: row!.id };
        }
        await tx.update(table).set({ ...values, updatedAt: new Date() } as never).where(eq(table.id, id));
        await history(tx, user, [{ recordId: id, action: 'update', before, after: values }]);
        return { id };
      }).catch((e: unknown) => {
        throw raced(e);
      }));
    },

    /**
     * Removes records by id, all or none.
     * @throws Fail 4004 when one does not exist, 4003 when one is out of the user's scope
     */
    async remove(db: Db, user: AuthUser, ids: number[]) {
      return changing(db.transaction(async (tx) => {
        const rows = (await tx
          .select({ ...fieldColumns, id: table.id })
          .from(table)
          .where(inArray(table.id, ids))
          .for('update')) as Row[];
        await assertInScope(tx, user, ids, rows.length);
        for (const row of rows) {
          const refused = refusal(fieldsOf(row), user);
          if (refused) throw refused;
        }
        await tx.delete(table).where(inArray(table.id, ids));
        await history(
          tx,
          user,
          rows.map((row) => ({ recordId: row.id, action: 'delete' as const, before: fieldsOf(row) })),
        );
        return { removed: rows.length };
      }));
    },

    /**
     * Sets columns that are no fields (e.g. a leaving date kept by an operation of its own) on
     * records by id, all or none, with their before and after in the change history.
     * @param values column values by the table's keys (not the declared fields: those change through {@link save})
     * @returns how many records changed
     * @throws Fail 4004 when one does not exist, 4003 when one is out of the user's scope
     */
    async setColumns(db: Db, user: AuthUser, ids: number[], values: Record<string, unknown>) {
      const names = Object.keys(values);
      for (const k of names) if (!columns[k] || keys.includes(k)) throw new Error(`ledger ${ledger.name}: ${k} is no column outside the fields`);
      return changing(db.transaction(async (tx) => {
        const rows = (await tx
          .select({ ...Object.fromEntries(names.map((k) => [k, columns[k]!])), id: table.id })
          .from(table)
          .where(inArray(table.id, ids))
          .for('update')) as Row[];
        await assertInScope(tx, user, ids, rows.length);
        await tx.update(table).set({ ...values, updatedAt: new Date() } as never).where(inArray(table.id, ids));
        await history(
          tx,
          user,
          rows.map(({ id, ...before }) => ({ recordId: id, action: 'update' as const, before, after: values })),
        );
        return { updated: rows.length };
      }));
    },

    /** The import template: the fields' columns, drop-downs of their options, and the 填写说明 sheet. */
    template() {
      const help = Object.fromEntries(Object.entries(ledger.fields).map(([k, f]: [string, LedgerField]) => [k, [f.cell.rule, f.cell.example] as [string, string]]));
      const lists = Object.fromEntries(Object.entries(ledger.fields).flatMap(([k, f]: [string, LedgerField]) => (f.options ? [[k, f.options]] : [])));
      const note = `请在“${ledger.title}”工作表从第2行起逐行填写，不要修改表头。${keyFields.length > 0 ? `${keyLabel}与已有记录相同的行将更新该记录，其余行新增记录。` : '每行新增一条记录。'}`;
      return importTemplate(ledger.title, sheet, help, { lists, note });
    },

    /**
     * Imports a workbook: every row checked with the fields' rules (identity numbers stored as
     * numbers, which lose digits, are refused; a key repeated in the file is refused after its
     * first row), then with the `check` option's rule across records; valid rows are saved in one
     * transaction, changing the record in scope with the same key where there is one.
     */
    async importFile(db: Db, user: AuthUser, file: ReceivedFile) {
      return this.importRows(db, user, await readImportRows(file, sheet, sheet[0]!.header));
    },

    /**
     * Imports rows read elsewhere (cells keyed by field, in text; dates as 'YYYY-MM-DD' or as
     * written), e.g. lines typed on a phone, exactly as {@link importFile} imports a workbook's.
     */
    async importRows(db: Db, user: AuthUser, given: ReadRow<string>[]) {
      const rows = withDictValues(given, await importDicts(db, dictFields));
      const textual = new Set(sheet.filter((c) => c.text).map((c) => c.key));
      const checked = checkImportRows<string, Record<string, unknown>>(rows, sheet, {
        precheck: (c, r) => (textual.has(c.key) && r.numeric.has(c.key) && r.cells[c.key]!.length > 15 ? `${c.header}被保存为数字，末几位已丢失，请将该列设为文本格式后重新填写` : null),
        ...(keyFields.length === 1 ? { unique: keyFields[0]! } : {}),
      });
      let updated = 0;
      const refusedRows = new Set(checked.rejected.map((r) => r.row));
      const passed = rows.filter((r) => !refusedRows.has(r.row));
      const importId = await changing(db.transaction(async (tx) => {
        const existingIds = await idsByKey(tx, user, checked.valid);
        if (server.check || ledger.mayChange) {
          // the rules across records, row by row in file order: checked.valid[i] is passed[i]
          const accepted: Record<string, unknown>[] = [];
          for (const [i, values] of checked.valid.entries()) {
            const existing = existingIds.get(keyText(values));
            const refused = refusal(values, user) ?? (await server.check?.(tx, values, { ...(existing === undefined ? {} : { id: existing }), earlier: accepted }));
            if (!refused) accepted.push(values);
            else {
              checked.problems.push({ row: passed[i]!.row, column: '', reason: refused.message });
              checked.rejected.push({ row: passed[i]!.row, cells: passed[i]!.cells, reasons: [refused.message] });
            }
          }
          checked.valid = accepted;
          checked.problems.sort((a, b) => a.row - b.row);
          checked.rejected.sort((a, b) => a.row - b.row);
        }
        const [imp] = await tx
          .insert(ledgerImport)
          .values({ ledger: ledger.name, userId: user.id, total: checked.total, imported: checked.valid.length, rejected: checked.rejected as RejectedRow[] })
          .returning({ id: ledgerImport.id });
        // changes first, in file order, in batches in which no record repeats (a multi-field key
        // may repeat in a file: each later row changes the record again, as a save would)
        let batch: { id: number; values: Record<string, unknown> }[] = [];
        let inBatch = new Set<number>();
        const fresh: Record<string, unknown>[] = [];
        for (const values of checked.valid) {
          const id = existingIds.get(keyText(values));
          if (id === undefined) {
            fresh.push(values);
            continue;
          }
          if (batch.length === IMPORT_BATCH_ROWS || inBatch.has(id)) {
            await updateRows(tx, user, batch, imp!.id);
            [batch, inBatch] = [[], new Set()];
          }
          batch.push({ id, values });
          inBatch.add(id);
          updated += 1;
        }
        if (batch.length > 0) await updateRows(tx, user, batch, imp!.id);
        for (let i = 0; i < fresh.length; i += IMPORT_BATCH_ROWS) await insertRows(tx, user, fresh.slice(i, i + IMPORT_BATCH_ROWS), imp!.id);
        return imp!.id;
      }).catch((e: unknown) => {
        throw raced(e);
      }));
      const errorWorkbook = checked.rejected.length > 0 ? (await importErrorWorkbook(ledger.title, sheet, checked.rejected)).toString('base64') : null;
      return { importId, total: checked.total, inserted: checked.valid.length - updated, updated, problems: checked.problems, errorWorkbook };
    },

    /**
     * The rows an import could not save, as written, with 原行号 and 错误原因.
     * @throws Fail 4004 when the import does not exist (or is another ledger's), 4003 when someone else made it
     */
    async errorWorkbook(db: Db, user: AuthUser, importId: number) {
      const [row] = await db
        .select()
        .from(ledgerImport)
        .where(and(eq(ledgerImport.id, importId), eq(ledgerImport.ledger, ledger.name)));
      if (!row) throw notFound('导入记录不存在');
      if (row.userId !== user.id) throw forbidden('只能下载本人导入的错误报告');
      return importErrorWorkbook(ledger.title, sheet, row.rejected);
    },

    /**
     * Every record in scope matching the filters as an xlsx stream: the import columns (masked
     * numbers unless `full`), the derived columns marked `export`, then 录入人 and 更新时间.
     */
    exportRows(db: Db, user: AuthUser, f: Filters, log?: RequestContext['log'], full = false) {
      const where = and(scopeWhere(user), filterWhere(f));
      type Listed = ReturnType<typeof listed>;
      const pages = keysetPages<Listed>(
        async (afterId, size) =>
          ((await readRows(db, and(where, gt(table.id, afterId)))
            .orderBy(asc(table.id))
            .limit(size)) as (Row & { userName: string | null; updatedAt: Date })[]).map((row) => listed(row, full)),
        EXPORT_PAGE_ROWS,
      );
      const cols = [
        ...sheet.map((c) => ({ header: c.header, width: c.width, value: (row: Listed) => (row[c.key] ?? null) as string | number | null })),
        ...exported.map(([k, c]) => ({ header: c.label, width: 14, value: (row: Listed) => (row[k] ?? null) as string | number | null })),
        { header: '录入人', width: 12, value: (row: Listed) => row.userName },
        { header: '更新时间', width: 20, value: (row: Listed) => row.updatedAt },
      ];
      return streamXlsx(ledger.title, cols, pages, log);
    },
  };
}
