import { and, asc, eq, ne } from 'drizzle-orm';
import { DICT_SEEDS, type DictItem, type FormField, type DictStatus, type DictType, type PublicDictOption } from '@portal/api';
import type { Db } from '../../db/open';
import { isUniqueViolation } from '../../db/unique';
import { conflict, invalid, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { industry, street } from '../enterprise/tables';
import type { ReadRow } from '../files/workbook';
import { sysDict } from './tables';

type Row = typeof sysDict.$inferSelect;

const toItem = (r: Row): DictItem => ({
  id: r.id,
  dictType: r.dictType as DictType,
  dictValue: r.dictValue,
  dictLabel: r.dictLabel,
  sort: r.sort,
  status: r.status as DictStatus,
  remark: r.remark,
  updatedAt: r.updatedAt ? formatDateTime(r.updatedAt) : null,
});

const ordered = (db: Db, type: DictType) => db.select().from(sysDict).where(eq(sysDict.dictType, type)).orderBy(asc(sysDict.sort), asc(sysDict.id));
/** The options of `type` forms and imports may take now, by sort. */
const enabledOptions = async (db: Db, type: DictType) => (await ordered(db, type)).filter((r) => r.status === 'enabled');

/**
 * The options of `type` for forms (GET /api/common/dict/{dictType}, cached by the table's data
 * version): enabled ones by sort; with `withDisabled` the disabled ones too, flagged, so a page can
 * name an old record's value.
 */
export async function publicDict(db: Db, type: DictType, withDisabled: boolean): Promise<PublicDictOption[]> {
  const rows = await ordered(db, type);
  return rows.filter((r) => withDisabled || r.status === 'enabled').map((r) => ({ dictValue: r.dictValue, dictLabel: r.dictLabel, ...(r.status === 'enabled' ? {} : { disabled: true }) }));
}

/** Every option of `type`, disabled ones included, by sort (GET /api/center/dict/list). */
export const listDict = async (db: Db, type: DictType): Promise<DictItem[]> => (await ordered(db, type)).map(toItem);

/** The enabled options of a type as an import reads them: `valueOf` label to value (and each value to itself, so a cell may carry either), `labels` in sort order for a refusal. */
export interface ImportDict {
  valueOf: Map<string, string>;
  labels: string[];
}

/** The {@link ImportDict} of each dictionary column of an import, by the column's key. */
export async function importDicts(db: Db, columns: readonly (readonly [key: string, type: DictType])[]): Promise<Map<string, ImportDict>> {
  return new Map(
    await Promise.all(
      columns.map(async ([key, type]) => {
        const rows = await enabledOptions(db, type);
        const dict: ImportDict = { valueOf: new Map([...rows.map((r) => [r.dictValue, r.dictValue] as const), ...rows.map((r) => [r.dictLabel, r.dictValue] as const)]), labels: rows.map((r) => r.dictLabel) };
        return [key, dict] as const;
      }),
    ),
  );
}

/** Import rows with each dictionary column's cell read as its value: an enabled option's label becomes its value; other text is left for the column's rule to refuse. */
export function withDictValues(rows: ReadRow<string>[], dicts: Map<string, ImportDict>): ReadRow<string>[] {
  if (dicts.size === 0) return rows;
  return rows.map((r) => ({ ...r, cells: { ...r.cells, ...Object.fromEntries([...dicts].map(([k, d]) => [k, d.valueOf.get(r.cells[k]!) ?? r.cells[k]!])) } }));
}

const duplicateLabel = (label: string) => invalid(`字典标签“${label}”在该类型中已存在，请换一个标签`);

/**
 * Adds (no id) or changes an option (POST /api/center/dict/save). The value is fixed once created:
 * a change names the same value, or is refused.
 * @throws Fail 4001 a label already used in the type (also when a concurrent save won the unique
 *   index), a changed value, or a new value already in the type; 4004 unknown id or another type's
 */
export async function saveDict(db: Db, input: { id?: number | undefined; dictType: DictType; dictValue: string; dictLabel: string; sort: number; remark: string }): Promise<DictItem> {
  const { id, dictType, dictValue, dictLabel, sort, remark } = input;
  const [taken] = await db
    .select({ id: sysDict.id })
    .from(sysDict)
    .where(and(eq(sysDict.dictType, dictType), eq(sysDict.dictLabel, dictLabel), ...(id === undefined ? [] : [ne(sysDict.id, id)])));
  if (taken) throw duplicateLabel(dictLabel);
  try {
    if (id !== undefined) {
      const [current] = await db.select().from(sysDict).where(and(eq(sysDict.id, id), eq(sysDict.dictType, dictType)));
      if (!current) throw notFound('字典选项不存在');
      if (current.dictValue !== dictValue) throw invalid(`字典值创建后不能修改（记录保存的是“${current.dictValue}”），只能修改标签`);
      const [row] = await db.update(sysDict).set({ dictLabel, sort, remark, updatedAt: new Date() }).where(and(eq(sysDict.id, id), eq(sysDict.dictValue, dictValue))).returning();
      if (!row) throw notFound('字典选项不存在');
      return toItem(row);
    }
    const [row] = await db.insert(sysDict).values({ dictType, dictValue, dictLabel, sort, remark, updatedAt: new Date() }).onConflictDoNothing({ target: [sysDict.dictType, sysDict.dictValue] }).returning();
    if (!row) throw invalid(`字典值“${dictValue}”在该类型中已存在`);
    return toItem(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateLabel(dictLabel);
    throw e;
  }
}

/**
 * Enables or disables an option (POST /api/center/dict/able), conditionally on its current status.
 * @throws Fail 4004 unknown id; 4009 already in that status
 */
export async function setDictStatus(db: Db, id: number, status: DictStatus): Promise<DictItem> {
  const [row] = await db.update(sysDict).set({ status, updatedAt: new Date() }).where(and(eq(sysDict.id, id), ne(sysDict.status, status))).returning();
  if (row) return toItem(row);
  const [exists] = await db.select({ id: sysDict.id }).from(sysDict).where(eq(sysDict.id, id));
  if (!exists) throw notFound('字典选项不存在');
  throw conflict(status === 'enabled' ? '该选项已是启用状态' : '该选项已是停用状态');
}

/**
 * Writes the options of the types kept in code constants (DICT_SEEDS) and those of the reference
 * tables (streets, industry sections, by code), in list order; options already there are left as
 * they are (labels an administrator changed, options added or disabled), so it runs on every start
 * (db/prepare.ts) and fills the store of a database created before it existed.
 */
export async function seedDictionaries(db: Db): Promise<void> {
  const streets = await db.select({ dictValue: street.code, dictLabel: street.name }).from(street).orderBy(street.code);
  const sections = await db.select({ dictValue: industry.code, dictLabel: industry.name }).from(industry).orderBy(industry.code);
  const all: Partial<Record<DictType, readonly { dictValue: string; dictLabel: string }[]>> = { ...DICT_SEEDS, street: streets, industrySection: sections };
  const rows = Object.entries(all).flatMap(([dictType, options]) => (options ?? []).map((o, i) => ({ dictType, dictValue: o.dictValue, dictLabel: o.dictLabel, sort: (i + 1) * 10 })));
  if (rows.length > 0) await db.insert(sysDict).values(rows).onConflictDoNothing();
}

/**
 * Refuses a form whose dictionary fields (FormField `dict`, top level and people columns) hold a
 * value that is not an enabled option of the field's type: a stored value kept as it was (`kept`:
 * the record's fields before the change) passes, so an old record with a since disabled option can
 * still be submitted again.
 * @returns the 4001 message naming the field and the options (their labels), or null
 */
export async function dictProblem(db: Db, fields: readonly FormField[], values: Record<string, unknown>, kept: Record<string, unknown> = {}): Promise<string | null> {
  const people = fields.find((f) => f.kind === 'people');
  const top = fields.filter((f) => f.dict);
  const columns = (people?.columns ?? []).filter((c) => c.dict);
  if (top.length === 0 && columns.length === 0) return null;
  const types = [...new Set([...top, ...columns].map((f) => f.dict!))];
  const options = new Map(await Promise.all(types.map(async (t) => [t, await enabledOptions(db, t)] as const)));
  const allowed = (f: FormField, v: unknown, before: unknown[]) => typeof v !== 'string' || options.get(f.dict!)!.some((o) => o.dictValue === v) || before.includes(v);
  const message = (f: FormField, where = '') => `${where}${f.label}只能是：${options.get(f.dict!)!.map((o) => o.dictLabel).join('、')}`;
  for (const f of top) if (!allowed(f, values[f.key], [kept[f.key]])) return message(f);
  const rows = (people && Array.isArray(values[people.key]) ? values[people.key] : []) as Record<string, unknown>[];
  const keptRows = (people && Array.isArray(kept[people.key]) ? kept[people.key] : []) as Record<string, unknown>[];
  for (const [i, row] of rows.entries())
    for (const c of columns)
      if (!allowed(
        c,
        row[c.key],
        keptRows.map((r) => r[c.key]),
      ))
        return message(c, `申报人员第${i + 1}人`);
  return null;
}
