import { z } from 'zod';
import type { PersonalNumberKind } from '@portal/validators';
import { defineEndpoint, type BodyKind, type Endpoint } from './contract';
import { bigRecordId, byId, dateOnly, dateTime, exportCall, idListParam, idParam, importResult, pageOf, pagination, recordId, fullNumbersParams, workbookImport } from './schemas';
import { type DictType } from './vocabulary';

/**
 * The ledger engine's contract side (issue 12): a register (台账) that staff or enterprises keep,
 * filter, import, correct and export is declared once with {@link defineLedger}; the declaration
 * gives its endpoints (here), its server (apps/server `mountLedger`) and its page (apps/portal
 * `features/ledger`). docs/architecture.md, "Ledgers", shows how to add one.
 */

/** How a field is entered in the record form: a line, several lines, a date picker, a month picker (YYYY-MM) or a drop-down of `options`. */
export type LedgerControl = 'text' | 'textarea' | 'date' | 'month' | 'select';

/**
 * One field of a ledger record.
 * - `schema`: the rule of the contract (also every import cell's rule), with Chinese messages;
 * - `label`: the Chinese name: form label, list column, import and export header;
 * - `control`: default `select` when `options` are given, else `text`;
 * - `options`: the dictionary values (drop-down, import drop-down, equality filter);
 * - `dict`: the dictionary type (sys_dict) of `options`: an import cell may carry an enabled option's
 *   label (as administrators renamed it at /sysDict), which the server reads as its value;
 * - `unit`: shown after the label, e.g. 万元;
 * - `mask`: an identity or mobile number, answered masked by the server in the page, the detail
 *   and the export (GB/T 35273-2020 section 7.2 display limits, `maskPersonalNumber`); the whole
 *   number only through the logged reveal (`revealNumber`) or an export with `fullNumbers`, for
 *   the users the ledger's access admits, on their own rows (issue 24);
 * - `wide`: takes a whole row of the form; `list: false`: not a list column;
 * - `cell`: the import/export column: width in characters, the 填写说明 rule and an example,
 *   `text` to keep it a text column (identity and phone numbers).
 */
export interface LedgerField {
  schema: z.ZodType;
  label: string;
  control?: LedgerControl;
  options?: readonly string[];
  dict?: DictType;
  unit?: string;
  mask?: PersonalNumberKind;
  wide?: boolean;
  list?: false;
  cell: { width: number; rule: string; example: string; text?: boolean };
}

/** The fields of a ledger answered masked ({@link LedgerField} `mask`), with their kind, in declaration order. */
export const maskedFields = (ledger: { fields: Record<string, LedgerField> }): [string, PersonalNumberKind][] =>
  Object.entries(ledger.fields).flatMap(([k, f]) => (f.mask ? [[k, f.mask] as [string, PersonalNumberKind]] : []));

/** Whether a field must be filled: its rule refuses an empty value (the form marks it, the import checks it first). */
export const isRequiredField = (field: LedgerField): boolean => !field.schema.safeParse('').success;

/**
 * A read-only column of a listed record that is no field: computed by the server from the row
 * (mountLedger's `derive` option, e.g. sex and age from an identity number) or kept by an
 * operation of its own (e.g. a leaving date). `schema` is its answer's type; `export: true` adds
 * it to the export after the fields.
 */
export interface LedgerDerived {
  schema: z.ZodType;
  label: string;
  export?: true;
}

/**
 * A list filter that is no field's equality: a choice among `options` (value as sent, Chinese
 * label as shown), whose SQL the server gives (mountLedger's `filters` option), e.g. 在职 / 离职
 * from a leaving date.
 */
export interface LedgerChoice {
  label: string;
  options: readonly { value: string; label: string }[];
}

/** The path of each operation a ledger offers, exactly as SPEC.md section 7 names it; an operation without a path is not offered. */
export interface LedgerPaths {
  /** the page of records; GET takes the filters as query parameters, POST as a JSON body */
  page: { method: 'GET' | 'POST'; path: string };
  /** add (no id) or change one record */
  save: string;
  /** remove records: the path's one parameter (e.g. `{ids}` or `{id}`) takes a comma list of ids */
  remove: string;
  /** one record by `id` */
  detail?: string;
  /** upload a workbook of records */
  import?: string;
  /** the import template (xlsx) */
  template?: string;
  /** the rows an import could not save (xlsx), by `importId` */
  errors?: string;
  /** every record matching the filters (xlsx, streamed) */
  export?: string;
}

/**
 * The usual paths of a register under `base` (e.g. /api/laborRelation/supervision): GET list,
 * addUpd, delete/{ids}, detail, import, importTemplate, importErrors and export (SPEC.md section 7
 * names list, import and export; the engine's other operations follow the same pattern).
 */
export const registerPaths = <const B extends string>(base: B) =>
  ({
    page: { method: 'GET', path: `${base}/list` },
    save: `${base}/addUpd`,
    remove: `${base}/delete/{ids}`,
    detail: `${base}/detail`,
    import: `${base}/import`,
    template: `${base}/importTemplate`,
    errors: `${base}/importErrors`,
    export: `${base}/export`,
  }) as const;

/**
 * A ledger as declared. `F` are its fields, keyed as the table's columns and the API's JSON.
 * - `name`: the stable key of the register in every layer (endpoint names `${name}Page` ...,
 *   the change history, the import table), e.g. 'trackRecord';
 * - `title`: its Chinese name, e.g. '跟踪服务记录' (page title, workbook sheet, file names);
 * - `access`: government staff (holding one of `roles` when given) or enterprises, which see and
 *   change only their own rows (the server's scope); with `readers`, staff holding one of those
 *   roles also read every enterprise's rows (page, detail and export, access `entOrGov`) but
 *   change none (a register that enterprises fill and a department oversees, issue 14);
 * - `filters`: a keyword over fields or derived columns whose SQL the server gives (`contains`
 *   anywhere or `prefix`), equality on fields with
 *   options, and a date range on a date field with the parameter names of the SPEC;
 * - `order`: the default order, most significant first (ties broken by id, descending);
 * - `key`: the fields that identify a record (de-duplication: an import row with the key of a
 *   record in scope changes it; a repeated key within one file is refused);
 * - `defaults`: the values of a new record's form;
 * - `derived`: read-only columns of a listed record ({@link LedgerDerived});
 * - `bigIds`: the table's ids are a bigserial (`bigRecordId` instead of `recordId` in save and remove);
 * - `messages`: the answers' texts where the defaults do not fit: `duplicate` (4009, from the
 *   values of the refused record) and `outOfScope` (4003, a record outside the user's scope);
 * - `mayChange`: where every keeper reads every record but each changes only some (e.g. the kinds
 *   of recognition its department gives): the refusal for a staff member of `deptName` and
 *   `roles` to write a record of these values, or undefined. The server asks it of a new
 *   record, of a changed record before and after, of each removed record and of each import row
 *   (4003 with the refusal); the page shows 修改 and 删除 only where it allows.
 */
export interface LedgerDeclaration<F extends Record<string, LedgerField>> {
  name: string;
  title: string;
  tag: string;
  access: { kind: 'gov'; roles?: readonly string[] } | { kind: 'ent'; readers?: readonly string[] };
  fields: F;
  filters: {
    keyword?: { label: string; fields: Partial<Record<string, 'contains' | 'prefix'>> };
    equals?: readonly (keyof F & string)[];
    dateRange?: { field: keyof F & string; from: string; to: string };
    /** choice filters by parameter name ({@link LedgerChoice}) */
    choices?: Record<string, LedgerChoice>;
  };
  order: readonly [keyof F & string, 'asc' | 'desc'][];
  key?: readonly (keyof F & string)[];
  defaults: { [K in keyof F]?: z.input<F[K]['schema']> };
  derived?: Record<string, LedgerDerived>;
  bigIds?: true;
  messages?: { duplicate?: (values: Record<string, unknown>) => string; outOfScope?: string };
  mayChange?: (values: Record<string, unknown>, user: { deptName: string; roles: readonly string[] }) => string | undefined;
  paths: LedgerPaths;
}

/** The values of a record's fields as the server stores them. */
export type LedgerValues<F extends Record<string, LedgerField>> = { [K in keyof F]: z.output<F[K]['schema']> };

/** What every record answers besides its fields: id, who entered or last imported it (录入人), and when it last changed. */
const recordMeta = { id: z.number().int(), userName: z.string().describe('录入人'), updatedAt: dateTime };

/** The answer of a ledger import: its id, then an {@link importResult} (rows read, records added and changed by the same key, the rejected rows, and their error workbook). */
export const ledgerImportResult = z.object({
  importId: z.number().int(),
  ...importResult.shape,
  errorWorkbook: z.string().nullable().describe('未导入行的错误报告（base64 xlsx，同错误报告下载）；无错误时为 null'),
});

/** The output schema of a field's stored value: text, a calendar date, or (for number rules) a number. */
function storedValue(field: LedgerField): z.ZodType {
  if (field.control === 'date') return dateOnly;
  return isNumberRule(field.schema) ? z.number() : z.string();
}

type RuleDef = { _zod?: { def?: { type?: string; out?: unknown } } };
/** Whether a rule's output is a number: a number schema, or a pipe (preprocess, coercion) that ends in one. */
function isNumberRule(schema: unknown): boolean {
  const def = (schema as RuleDef)._zod?.def;
  return def?.type === 'number' || (def?.type === 'pipe' && isNumberRule(def.out));
}

const mapFields = <F extends Record<string, LedgerField>, T>(fields: F, f: (field: LedgerField, key: string) => T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, f(v, k)])) as { [K in keyof F]: T };

/**
 * Declares a ledger: checks the declaration and derives its schemas and endpoints.
 * @returns the declaration with `record` (the fields' zod object), `item` (a record as listed),
 *   `filterInput` (the list filters), and `endpoints` keyed `${name}Page`, `${name}Save`,
 *   `${name}Remove` and, where a path is declared, `${name}Detail`, `${name}Import`,
 *   `${name}Template`, `${name}Errors`, `${name}Export`
 * @throws Error when a filter, order or key names no field, or an equality filter a field without options
 */
export function defineLedger<const N extends string, const F extends Record<string, LedgerField>, const P extends LedgerPaths, const D extends Record<string, LedgerDerived> = Record<never, LedgerDerived>>(
  d: LedgerDeclaration<F> & { name: N; paths: P; derived?: D },
) {
  const names = Object.keys(d.fields);
  const known = (k: string, what: string) => {
    if (!names.includes(k)) throw new Error(`ledger ${d.name}: ${what} names no field: ${k}`);
  };
  for (const k of Object.keys(d.filters.keyword?.fields ?? {})) if (!(k in (d.derived ?? {}))) known(k, 'keyword');
  for (const k of d.filters.equals ?? []) {
    known(k, 'equals');
    if (!d.fields[k]!.options) throw new Error(`ledger ${d.name}: equality filter on ${k} needs options`);
  }
  if (d.filters.dateRange) known(d.filters.dateRange.field, 'dateRange');
  for (const [k] of d.order) known(k, 'order');
  for (const k of d.key ?? []) known(k, 'key');

  for (const k of Object.keys(d.derived ?? {})) if (names.includes(k) || k in recordMeta) throw new Error(`ledger ${d.name}: derived column ${k} is a field or a record's own`);

  const record = z.object(mapFields(d.fields, (f) => f.schema) as { [K in keyof F]: F[K]['schema'] });
  const derived = Object.fromEntries(Object.entries(d.derived ?? {}).map(([k, c]) => [k, c.schema.describe(c.label)])) as { [K in keyof D]: D[K]['schema'] };
  const item = z.object({ ...recordMeta, ...(mapFields(d.fields, storedValue) as { [K in keyof F]: z.ZodType<z.output<F[K]['schema']>> }), ...derived });
  const { keyword, equals = [], dateRange, choices = {} } = d.filters;
  const filterInput = z.object({
    ...(keyword ? { keyword: z.string().trim().max(50, '关键字不能超过50个字').optional().describe(keyword.label) } : {}),
    ...Object.fromEntries(equals.map((k) => [k, z.enum(d.fields[k]!.options as [string, ...string[]]).optional().describe(d.fields[k]!.label)])),
    ...(dateRange ? { [dateRange.from]: dateOnly.optional().describe(`${d.fields[dateRange.field]!.label}起`), [dateRange.to]: dateOnly.optional().describe(`${d.fields[dateRange.field]!.label}止`) } : {}),
    ...Object.fromEntries(
      Object.entries(choices).map(([k, c]) => [k, z.enum(c.options.map((o) => o.value) as [string, ...string[]]).optional().describe(`${c.label}：${c.options.map((o) => `${o.value} ${o.label}`).join('，')}`)]),
    ),
  }) as z.ZodObject<Record<string, z.ZodOptional<z.ZodType<string>>>>;
  const access = d.access.kind;
  const roles = d.access.kind === 'gov' && d.access.roles ? { roles: d.access.roles } : {};
  const common = { access, tag: d.tag, ...roles } as const;
  /** the reading operations: also the `readers`' of an enterprises' register */
  const reading = d.access.kind === 'ent' && d.access.readers ? ({ access: 'entOrGov', tag: d.tag, roles: d.access.readers } as const) : common;
  const id = d.bigIds ? bigRecordId : recordId;
  const removeParam = /\{(\w+)\}/.exec(d.paths.remove)?.[1];
  if (!removeParam) throw new Error(`ledger ${d.name}: the remove path needs one parameter`);
  const p = d.paths;
  const masked = Object.values(d.fields).some((f) => f.mask);
  const endpoints = {
    page: defineEndpoint({
      ...reading,
      method: p.page.method,
      operationLog: false,
      path: p.page.path,
      body: p.page.method === 'GET' ? 'query' : 'json',
      summary: `${d.title}（分页${keyword ? `；关键字：${keyword.label}` : ''}）`,
      input: filterInput.extend(pagination),
      output: pageOf(item),
    }),
    save: defineEndpoint({ ...common, method: 'POST', path: p.save, body: 'json', summary: `新增（无 id）或修改一条${d.title}`, input: record.extend({ id: id.optional() }), output: z.object({ id: z.number().int() }) }),
    remove: defineEndpoint({
      ...common,
      method: 'POST',
      path: p.remove,
      body: 'json',
      summary: `删除${d.title}（路径中逗号分隔的编号，最多1000条）；含无权操作的记录时整体拒绝（4003）`,
      input: z.object({ [removeParam]: idListParam(1000, id) }) as z.ZodObject<Record<string, ReturnType<typeof idListParam>>>,
      output: z.object({ removed: z.number().int() }),
    }),
    detail: optional(p.detail, (path) => defineEndpoint({ ...reading, method: 'GET', path, body: 'query', summary: `一条${d.title}`, input: byId, output: item })),
    import: optional(p.import, (path) =>
      defineEndpoint({ ...workbookImport, ...common, path, summary: `从 Excel 导入${d.title}；有效行在一个事务中保存，无效行逐行说明原因`, output: ledgerImportResult }),
    ),
    template: optional(p.template, (path) => defineEndpoint({ ...exportCall, ...common, path, summary: `${d.title}导入模板（xlsx）`, input: z.object({}) })),
    errors: optional(p.errors, (path) => defineEndpoint({ ...exportCall, ...common, path, summary: `一次${d.title}导入中未导入的行（附原行号和错误原因）；只有导入人可下载（4003）`, input: z.object({ importId: idParam }) })),
    export: optional(p.export, (path) =>
      defineEndpoint({
        ...exportCall,
        ...reading,
        path,
        summary: `导出${d.title}（xlsx，筛选条件同列表，服务器边读边写${masked ? '；身份证号和手机号部分隐藏，fullNumbers=true 时导出完整号码并记入个人信息查看记录' : ''}）`,
        input: masked ? filterInput.extend(fullNumbersParams) : filterInput,
      }),
    ),
  };
  return { ...d, record, item, filterInput, endpoints: endpoints as { [K in keyof typeof endpoints]: K extends keyof LedgerPaths ? (P[K] extends string | object ? Exclude<(typeof endpoints)[K], undefined> : undefined) : never } };
}

/**
 * What a register of a {@link ledgerFamily} declares itself: everything of a
 * {@link LedgerDeclaration} but the family's `tag`; `access` may be left out where the family gives
 * it, `defaults` where there are none (`{}`); its `derived` columns come after the family's.
 */
export type LedgerMember<F extends Record<string, LedgerField>> = Omit<LedgerDeclaration<F>, 'tag' | 'access' | 'defaults' | 'fields'> & {
  fields: F;
  access?: LedgerDeclaration<F>['access'];
  defaults?: LedgerDeclaration<F>['defaults'];
};

/**
 * The registers of one area that share their OpenAPI `tag`, and where all have them, their
 * read-only `derived` columns (e.g. the owning enterprise's name of the employment-monitoring
 * registers) and their `access`: answers the {@link defineLedger} of the family, to which each register
 * gives only its own parts ({@link LedgerMember}). A register is the same as a {@link defineLedger}
 * with the family's parts written in.
 * @throws Error (at declaration) when neither the family nor the register gives the access
 */
export function ledgerFamily<const D extends Record<string, LedgerDerived> = Record<never, LedgerDerived>>(family: {
  tag: string;
  access?: LedgerDeclaration<Record<string, LedgerField>>['access'];
  derived?: D;
}) {
  return <const N extends string, const F extends Record<string, LedgerField>, const P extends LedgerPaths, const M extends Record<string, LedgerDerived> = Record<never, LedgerDerived>>(
    d: LedgerMember<F> & { name: N; paths: P; derived?: M },
  ) => {
    const { derived: own, ...member } = d;
    const access = member.access ?? family.access;
    if (!access) throw new Error(`ledger ${member.name}: neither the register nor its family gives the access`);
    const derived = family.derived || own ? { derived: { ...family.derived, ...own } as D & M } : {};
    return defineLedger<N, F, P, D & M>({ ...member, tag: family.tag, access, defaults: member.defaults ?? {}, ...derived });
  };
}

/** The endpoint of an operation whose path is declared, else undefined. */
const optional = <E>(path: string | undefined, make: (path: string) => E): E | undefined => (path === undefined ? undefined : make(path));

/** An endpoint of a ledger: only staff or enterprises call it (never visitors), so the server's handlers get a user. */
export type LedgerEndpoint = Endpoint<z.ZodType, z.ZodType, BodyKind, LedgerDeclaration<Record<string, LedgerField>>['access']['kind'] | 'entOrGov'>;

/** Any ledger as {@link defineLedger} answers it, as the engine's server and page take it. */
export interface Ledger extends LedgerDeclaration<Record<string, LedgerField>> {
  record: z.ZodObject;
  item: z.ZodObject;
  filterInput: z.ZodObject;
  endpoints: { [K in keyof LedgerPaths]: undefined extends LedgerPaths[K] ? LedgerEndpoint | undefined : LedgerEndpoint };
}

/**
 * The endpoint table entries of a ledger, `${name}Page`, `${name}Save`, ... (offered operations
 * only), for the contract's endpoint table: one line per ledger there.
 */
export function ledgerEndpoints<const N extends string, E extends Record<string, Endpoint | undefined>>(ledger: { name: N; endpoints: E }): { [K in keyof E as E[K] extends Endpoint ? `${N}${Capitalize<K & string>}` : never]: E[K] } {
  return Object.fromEntries(
    Object.entries(ledger.endpoints)
      .filter(([, e]) => e)
      .map(([k, e]) => [`${ledger.name}${k[0]!.toUpperCase()}${k.slice(1)}`, e]),
  ) as never;
}
