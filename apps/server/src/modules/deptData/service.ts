import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  DEPT_DATA_ACTION_LABELS,
  DEPT_DATA_ACTIONS,
  DEPT_DATA_STATUS_LABELS,
  DEPT_DATA_TRANSITIONS,
  DEPT_MODULES,
  deptModuleOf,
  DEPT_PROFILE_FIELDS,
  DEPT_TYPES,
  deptTypesOf,
  fillsModule,
  reviewsDeptData,
  type DeptDataAction,
  type DeptDataStatus,
  type DeptModuleDeclaration,
  type DeptModuleYear,
  type DeptSummaryItem,
  type ReceivedFile,
} from '@portal/api';
import { displayYear } from '@portal/validators';
import type { Db } from '../../db/open';
import { isUniqueViolation } from '../../db/unique';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { formatDateTime, shanghaiDay } from '../../http/time';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { checkImportRows, readImportRows } from '../files/workbook';
import { sheetColumns } from '../ledger/mount';
import { readConfig } from '../system/service';
import { deptModuleEvent, deptModuleYear, deptProfile } from './tables';

/**
 * The engine of the department data modules (issue 13, docs/data-collection.md): one set of
 * operations for every module of `DEPT_MODULES`, the review step of `DEPT_DATA_TRANSITIONS`.
 */

/** The year being collected (SPEC.md section 9: on.off 1 this year, else last year), its deadline, and whether submissions are accepted (on or before the deadline, Asia/Shanghai). */
export async function collection(db: Db, now = new Date()) {
  const cfg = await readConfig(db, ['on.off', 'dataCollection.deadline']);
  const collectingYear = displayYear(cfg['on.off'], now);
  const deadline = cfg['dataCollection.deadline'] || `${collectingYear + 1}-02-28`;
  return { collectingYear, deadline, open: shanghaiDay(now) <= deadline };
}

/**
 * Whether `user` may read `m`: its fillers, the reviewers, and staff whose department or roles give its type.
 */
export const reads = (user: AuthUser, m: DeptModuleDeclaration) => fillsModule(user, m) || reviewsDeptData(user) || deptTypesOf(user).includes(m.type);

/** The types `user` may list: every type for a reviewer, else those of its department and roles. */
export function typesOf(user: AuthUser): number[] {
  return reviewsDeptData(user) ? Object.keys(DEPT_TYPES).map(Number) : deptTypesOf(user);
}

/**
 * The module of `key` that `user` may read.
 * @throws Fail 4004 for an unknown module, 4003 when the user's department, roles and permissions do not give it
 */
export function moduleFor(user: AuthUser, key: string): DeptModuleDeclaration {
  const m = deptModuleOf(key);
  if (!m) throw notFound('数据模块不存在');
  if (!reads(user, m)) throw forbidden(`${m.title}由${DEPT_TYPES[m.type]}填报，您的部门无权查看`);
  return m;
}

type Row = typeof deptModuleYear.$inferSelect & { userName: string | null };

/** The module years matching `where` with the name of who changed each last, oldest year first. */
const selectRows = (db: Db, where: SQL | undefined) =>
  db
    .select({ row: deptModuleYear, userName: appUser.name })
    .from(deptModuleYear)
    .leftJoin(appUser, eq(appUser.id, deptModuleYear.updatedBy))
    .where(where)
    .orderBy(asc(deptModuleYear.year));
const flatten = (r: { row: typeof deptModuleYear.$inferSelect; userName: string | null }): Row => ({ ...r.row, userName: r.userName });

const readRow = async (db: Db, module: string, year: number, lock = false): Promise<Row | undefined> => {
  const q = selectRows(db, and(eq(deptModuleYear.module, module), eq(deptModuleYear.year, year)));
  const [r] = lock ? await q.for('update', { of: deptModuleYear }) : await q;
  return r && flatten(r);
};

/**
 * The actions `user` may take on `m`'s `year` now: the transition table's, for the filler on the
 * year being collected or a year returned to it (submit only while collection is open), for a
 * reviewer the review ones.
 */
function allowedActions(user: AuthUser, m: DeptModuleDeclaration, year: number, status: DeptDataStatus, c: Awaited<ReturnType<typeof collection>>): DeptDataAction[] {
  return DEPT_DATA_ACTIONS.filter((a) => {
    const t = DEPT_DATA_TRANSITIONS[a];
    if (!t.from.includes(status)) return false;
    if (t.by === 'reviewer') return reviewsDeptData(user);
    if (!fillsModule(user, m) || (year !== c.collectingYear && status !== 'returned')) return false;
    return a !== 'submit' || c.open;
  });
}

/** A module's year as answered to `user` (status none and empty values before the first save). */
async function answer(db: Db, user: AuthUser, m: DeptModuleDeclaration, year: number, row?: Row): Promise<DeptModuleYear> {
  const c = await collection(db);
  const status: DeptDataStatus = row?.status ?? 'none';
  return {
    module: m.key,
    year,
    status,
    values: Object.fromEntries(Object.keys(m.fields).map((k) => [k, row?.values[k] ?? null])),
    version: row?.version ?? 0,
    updatedBy: row?.userName ?? '',
    updatedAt: row ? formatDateTime(row.updatedAt) : null,
    returnReason: row?.returnReason ?? '',
    ...c,
    actions: allowedActions(user, m, year, status, c),
  };
}

/** One module's figures of `year` for `user`. @throws Fail as {@link moduleFor} */
export async function getModuleYear(db: Db, user: AuthUser, key: string, year: number): Promise<DeptModuleYear> {
  const m = moduleFor(user, key);
  return answer(db, user, m, year, await readRow(db, m.key, year));
}

/**
 * Takes `action` on a module's year in one transaction: the row read locked, the caller's right to
 * the action, the transition and the version checked, the change and its event written.
 * @param change the new values (save, submit) or the reason (return, reopen)
 * @throws Fail 4003 when the action is not the caller's (not the module's filler, not a reviewer);
 *   4009 when the status does not allow it, the year is closed to the filler, collection has closed
 *   (submit), or someone changed the year since `version` was read; 4001 for a return or reopening
 *   without a reason
 */
export async function act(db: Db, user: AuthUser, key: string, year: number, version: number, action: DeptDataAction, change: { values?: Record<string, number>; reason?: string }): Promise<DeptModuleYear> {
  const m = moduleFor(user, key);
  const t = DEPT_DATA_TRANSITIONS[action];
  if (t.by === 'filler' && !fillsModule(user, m)) throw forbidden(`只有${DEPT_TYPES[m.type]}相关部门可以填报${m.title}`);
  if (t.by === 'reviewer' && !reviewsDeptData(user)) throw forbidden('只有数据采集审核人员可以确认、退回或重新打开');
  const reason = change.reason?.trim() ?? '';
  if ((action === 'return' || action === 'reopen') && !reason) throw invalid(action === 'return' ? '请填写退回原因' : '请填写重新打开的原因');
  const c = await collection(db);
  try {
    const written = await db.transaction(async (tx) => {
      const row = await readRow(tx, m.key, year, true);
      const from: DeptDataStatus = row?.status ?? 'none';
      if ((row?.version ?? 0) !== version)
        throw conflict(`${m.title}${year}年度的数据已被${row?.userName || '他人'}于${row ? formatDateTime(row.updatedAt) : ''}修改，请刷新后再操作（您的修改未保存）`);
      if (!t.from.includes(from)) throw conflict(`${m.title}${year}年度的数据当前为“${DEPT_DATA_STATUS_LABELS[from]}”，不能${DEPT_DATA_ACTION_LABELS[action]}`);
      if (t.by === 'filler' && year !== c.collectingYear && from !== 'returned') throw conflict(`当前填报${c.collectingYear}年度的数据，${year}年度的数据只读`);
      if (action === 'submit' && !c.open) throw conflict(`${c.collectingYear}年度数据填报已于${c.deadline}截止，不能再提交`);
      const values = change.values ?? row?.values ?? {};
      const set = { status: t.to as Exclude<DeptDataStatus, 'none'>, values, updatedBy: user.id, updatedAt: new Date(), returnReason: action === 'return' || action === 'reopen' ? reason : action === 'submit' ? '' : (row?.returnReason ?? '') };
      if (row) await tx.update(deptModuleYear).set({ ...set, version: row.version + 1 }).where(eq(deptModuleYear.id, row.id));
      else await tx.insert(deptModuleYear).values({ module: m.key, year, ...set, version: 1 });
      await tx.insert(deptModuleEvent).values({ module: m.key, year, userId: user.id, action, fromStatus: from, toStatus: t.to, note: reason });
      return readRow(tx, m.key, year);
    });
    return answer(db, user, m, year, written);
  } catch (e) {
    // two first saves of the same year at once: the unique index keeps one
    if (isUniqueViolation(e)) throw conflict(`${m.title}${year}年度的数据刚被他人保存，请刷新后再操作（您的修改未保存）`);
    throw e;
  }
}

/** The timeline of a module's year, oldest first. @throws Fail as {@link moduleFor} */
export async function history(db: Db, user: AuthUser, key: string, year: number) {
  const m = moduleFor(user, key);
  const rows = await db
    .select({ event: deptModuleEvent, userName: appUser.name })
    .from(deptModuleEvent)
    .leftJoin(appUser, eq(appUser.id, deptModuleEvent.userId))
    .where(and(eq(deptModuleEvent.module, m.key), eq(deptModuleEvent.year, year)))
    .orderBy(asc(deptModuleEvent.id));
  return rows.map((r) => ({ action: r.event.action, from: r.event.fromStatus, to: r.event.toStatus, userName: r.userName ?? '', note: r.event.note, at: formatDateTime(r.event.at) }));
}

/**
 * The modules of a year with their status (/xzsjIndex, /modifySummary), in declaration order:
 * the types `user` may list, or only `type`.
 * @throws Fail 4003 when `type` is not one of the user's
 */
export async function summary(db: Db, user: AuthUser, f: { year?: number; type?: number; status?: DeptDataStatus; page: number; limit: number }) {
  const c = await collection(db);
  const types = typesOf(user);
  if (f.type !== undefined && !types.includes(f.type)) throw forbidden(`您的部门不是${DEPT_TYPES[f.type as keyof typeof DEPT_TYPES] ?? '该部门'}，不能查看其数据采集`);
  const year = f.year ?? c.collectingYear;
  const byModule = new Map((await selectRows(db, eq(deptModuleYear.year, year))).map((r) => [r.row.module, flatten(r)]));
  const items: DeptSummaryItem[] = DEPT_MODULES.filter((m) => (f.type === undefined ? types.includes(m.type) : m.type === f.type))
    .map((m) => {
      const row = byModule.get(m.key);
      return {
        module: m.key,
        title: m.title,
        type: m.type,
        department: DEPT_TYPES[m.type],
        page: m.page,
        year,
        status: (row?.status ?? 'none') as DeptDataStatus,
        version: row?.version ?? 0,
        updatedBy: row?.userName ?? '',
        updatedAt: row ? formatDateTime(row.updatedAt) : null,
        returnReason: row?.returnReason ?? '',
      };
    })
    .filter((i) => !f.status || i.status === f.status);
  return { list: items.slice((f.page - 1) * f.limit, f.page * f.limit), total: items.length, year, ...c, types };
}

/** Every year of a module as rows for its export: year, status, the fields, who changed it last and when. */
export async function exportRows(db: Db, user: AuthUser, key: string) {
  const m = moduleFor(user, key);
  const rows = await selectRows(db, eq(deptModuleYear.module, m.key));
  return { module: m, rows: rows.map((r) => ({ ...r.row, userName: r.userName ?? '' })) };
}

/**
 * Fills a module's year from the department's workbook (the template: the fields as headers, the
 * figures in row 2): every cell checked by its field's rule (problems by row and column, nothing
 * saved then), else saved as a draft like {@link act} `save`.
 * @throws Fail 4001 for a workbook that is not the template (headers) or holds more than one row of figures; as {@link act}
 */
export async function importModuleYear(db: Db, user: AuthUser, key: string, year: number, version: number, file: ReceivedFile) {
  const m = moduleFor(user, key);
  const sheet = sheetColumns(m.fields);
  const rows = await readImportRows(file, sheet, sheet[0]!.header);
  if (rows.length !== 1) throw invalid(rows.length === 0 ? '导入文件第2行没有数据，请按模板填写' : `导入文件只能有一行数据（第2行），现有${rows.length}行`);
  const checked = checkImportRows<string, Record<string, number>>(rows, sheet);
  if (checked.problems.length > 0) return { problems: checked.problems, data: null };
  return { problems: [], data: await act(db, user, key, year, version, 'save', { values: checked.valid[0]! }) };
}

/** The profile of `user`'s department as answered. @throws Fail 4003 for an account without a department name */
export async function readProfile(db: Db, user: AuthUser) {
  if (!user.deptName) throw forbidden('您的账号未设置所属部门，请联系管理员');
  const [r] = await db.select({ row: deptProfile, userName: appUser.name }).from(deptProfile).leftJoin(appUser, eq(appUser.id, deptProfile.updatedBy)).where(eq(deptProfile.deptName, user.deptName));
  return {
    deptName: user.deptName,
    values: Object.fromEntries(Object.keys(DEPT_PROFILE_FIELDS).map((k) => [k, r?.row.values[k] ?? ''])),
    version: r?.row.version ?? 0,
    updatedBy: r?.userName ?? '',
    updatedAt: r ? formatDateTime(r.row.updatedAt) : null,
  };
}

/**
 * Saves `user`'s department's profile if nobody saved it since `version`.
 * @throws Fail 4003 without a department name; 4009 when another save came first
 */
export async function saveProfile(db: Db, user: AuthUser, version: number, values: Record<string, string>) {
  const current = await readProfile(db, user);
  const stale = () => conflict(`本部门信息已被${current.updatedBy || '他人'}于${current.updatedAt ?? ''}修改，请刷新后再保存（您的修改未保存）`);
  if (current.version !== version) throw stale();
  const set = { values, updatedBy: user.id, updatedAt: new Date() };
  try {
    const changed =
      version === 0
        ? await db.insert(deptProfile).values({ deptName: user.deptName, ...set, version: 1 }).returning({ v: deptProfile.version })
        : await db
            .update(deptProfile)
            .set({ ...set, version: version + 1 })
            .where(and(eq(deptProfile.deptName, user.deptName), eq(deptProfile.version, version)))
            .returning({ v: deptProfile.version });
    if (changed.length === 0) throw stale();
  } catch (e) {
    if (isUniqueViolation(e)) throw stale();
    throw e;
  }
  return readProfile(db, user);
}
