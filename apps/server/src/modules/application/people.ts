import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { APPLICATION_STATUS_LABELS, APPLICATION_TYPE_LABELS, EDITABLE_STATUSES, peopleColumns, type ApplicationSaved, type ApplicationStatus, type ApplicationType, type FormField, type ReceivedFile } from '@portal/api';
import type { Db } from '../../db/open';
import { conflict, forbidden, invalid } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { importDicts, withDictValues } from '../dict/service';
import { checkImportRows, importErrorWorkbook, importTemplate, readImportRows, type SheetColumn } from '../files/workbook';
import { actorName, actorRoleFor, rolesOn } from './access';
import { amountOf, peopleContext, personProblems, rowsOf } from './eligibility';
import { applyNoOf } from './service';
import { application, applicationEvent } from './tables';

/*
 * People of enterprise applications from an xlsx (springAllowance, fcwg, Xzybzkf, zfbtEnt):
 * the rows are read and checked by the shared import code of files/workbook.ts (the staff import
 * uses the same), each column by the contract's rule of that column, then each person by the
 * type's eligibility rules against the database; valid people are merged into the enterprise's
 * editable application of the type.
 */

/** The sheet columns of a type's people table (headers are the contract's labels). */
function sheetColumns(type: ApplicationType): SheetColumn[] {
  const columns = peopleColumns(type);
  if (!columns) throw invalid(`参数错误：type ${APPLICATION_TYPE_LABELS[type]}没有人员名单，不能导入`);
  return columns.map((c: FormField) => ({
    key: c.key,
    header: c.label,
    required: c.required,
    width: c.kind === 'idCard' ? 24 : c.kind === 'date' ? 14 : 16,
    field: c.schema,
    ...(c.kind === 'date' ? { date: true } : {}),
    ...(c.kind === 'idCard' || c.kind === 'phone' ? { text: true } : {}),
  }));
}

/** What a column asks for, with an example, for the template's 填写说明 sheet. */
function helpOf(c: FormField): [string, string] {
  switch (c.kind) {
    case 'idCard':
      return ['18位居民身份证号码，出生日期与校验位须正确；请保持该列为文本格式', '440106199001011235'];
    case 'phone':
      return ['11位大陆手机号码', '13800138000'];
    case 'date':
      return ['日期，如 2026-01-20、2026/1/20 或 2026年1月20日', '2026-01-20'];
    case 'number':
      return [`数字${c.hint ? `（${c.hint}）` : ''}`, '500'];
    case 'select':
      return [`从下拉列表选择：${(c.options ?? []).join('、')}`, c.options?.[0] ?? ''];
    default:
      return ['不超过50个字', c.key === 'name' ? '张三' : '生产操作工'];
  }
}

/** The import template of a type (申报人员导入模板), with the rules of each column. */
export function peopleTemplate(type: ApplicationType): Promise<Buffer> {
  const columns = sheetColumns(type);
  const fields = peopleColumns(type)!;
  return importTemplate(
    '申报人员',
    columns,
    Object.fromEntries(fields.map((f) => [f.key, helpOf(f)])),
    {
      lists: Object.fromEntries(fields.filter((f) => f.options).map((f) => [f.key, f.options!])),
      note: `请在“申报人员”工作表从第2行起逐行填写，不要修改表头。申报人员须为本企业在职人员（人员信息中已登记）；同一身份证号再次导入会更新原记录。（${APPLICATION_TYPE_LABELS[type]}）`,
    },
  );
}

/**
 * Imports people into the enterprise's editable application of `type` (the given id, else its
 * newest editable one, else a new draft): rows failing a column rule or the type's eligibility
 * rules are reported with row, column and reason (and an error workbook); the others are merged
 * by identity number (a known one updates its row). Recorded in the timeline.
 * @throws Fail 4001 bad file or type, 4003 not the enterprise's application, 4009 not editable
 */
export async function importPeople(db: Db, user: AuthUser, input: { type: ApplicationType; id?: number | undefined; file: ReceivedFile }) {
  const { type } = input;
  if (user.userKind !== 2 || user.enterpriseId === null) throw forbidden('该账号未关联企业');
  const enterpriseId = user.enterpriseId;
  const columns = sheetColumns(type);
  const [target] = input.id
    ? await db.select().from(application).where(eq(application.id, input.id))
    : await db
        .select()
        .from(application)
        .where(and(eq(application.type, type), eq(application.filedBy, 'ent'), eq(application.enterpriseId, enterpriseId), inArray(application.status, [...EDITABLE_STATUSES])))
        .orderBy(desc(application.updatedAt), desc(application.id))
        .limit(1);
  if (target) {
    if (!rolesOn(user, target).has('filer')) throw forbidden();
    if (target.type !== type) throw conflict(`该申请不是${APPLICATION_TYPE_LABELS[type]}`);
    if (!(EDITABLE_STATUSES as readonly string[]).includes(target.status)) throw conflict(`当前状态为“${APPLICATION_STATUS_LABELS[target.status as ApplicationStatus]}”，不能导入人员`);
  }
  // a dictionary column (最高学历) may carry an enabled option's label or value (/sysDict): read as its value
  const dicts = await importDicts(db, peopleColumns(type)!.flatMap((f) => (f.dict ? [[f.key, f.dict] as const] : [])));
  const rows = withDictValues(await readImportRows(input.file, columns, '身份证号码'), dicts);
  const year = Number(target?.fields.year) || new Date().getFullYear();
  const ctx = await peopleContext(db, type, enterpriseId, rows.map((r) => String(r.cells.idCard ?? '').trim().toUpperCase()), year, target?.id ?? null);
  const checked = checkImportRows<string, Record<string, unknown>>(rows, columns, {
    unique: 'idCard',
    precheck: (c, r) => {
      if (c.key === 'idCard' && r.numeric.has('idCard') && (r.cells.idCard ?? '').length > 15) return '身份证号码被保存为数字，末几位已丢失，请将该列设为文本格式后重新填写';
      const dict = dicts.get(c.key);
      const cell = r.cells[c.key] ?? '';
      return dict && cell !== '' && !dict.valueOf.has(cell) ? `${c.header}只能是：${dict.labels.join('、')}` : null;
    },
    rowCheck: (parsed) => {
      const problems = personProblems(ctx, parsed);
      if (problems.length > 0) return problems.join('，');
      if (type === 'springAllowance' && String(parsed.stayTo) < String(parsed.stayFrom)) return '留岗结束日期不能早于留岗开始日期';
      return null;
    },
  });

  const existing = (Array.isArray(target?.fields.people) ? (target.fields.people as Record<string, unknown>[]) : []).map((p) => ({ ...p }));
  const index = new Map(existing.map((p, i) => [String(p.idCard), i]));
  let inserted = 0;
  let updated = 0;
  for (const p of checked.valid) {
    const at = index.get(String(p.idCard));
    if (at === undefined) {
      index.set(String(p.idCard), existing.length);
      existing.push(p);
      inserted++;
    } else {
      existing[at] = p;
      updated++;
    }
  }
  const now = new Date();
  const saved = await db.transaction(async (tx) => {
    const fields = { ...(target?.fields ?? { year }), people: existing };
    const common = { fields, peopleCount: existing.length, amount: amountOf(type, fields), updatedAt: now };
    let row;
    const created = !target;
    if (target) {
      [row] = await tx
        .update(application)
        .set({ ...common, version: sql`${application.version} + 1` })
        .where(and(eq(application.id, target.id), eq(application.version, target.version)))
        .returning();
      if (!row) throw conflict('该申请已被他人处理，请刷新后重试');
    } else {
      const [ent] = await rowsOf<{ name: string }>(tx, sql`select name from enterprise where id = ${enterpriseId}`);
      [row] = await tx
        .insert(application)
        .values({ ...common, type, status: 'temporary_storage', filedBy: 'ent', enterpriseId, createdBy: user.id, applicantName: ent?.name ?? '', createdAt: now })
        .returning();
    }
    await tx.insert(applicationEvent).values({
      applicationId: row!.id,
      action: 'import',
      fromStatus: created ? null : row!.status,
      toStatus: row!.status,
      actorUserId: user.id,
      actorName: actorName(user),
      actorRole: actorRoleFor(user, 'import'),
      comment: `导入申报人员：新增${inserted}人，更新${updated}人，${checked.rejected.length}行未导入`,
      at: now,
    });
    return row!;
  });
  const result: ApplicationSaved = { id: saved.id, applyNo: applyNoOf(saved), status: saved.status as ApplicationStatus, version: saved.version, savedAt: formatDateTime(saved.updatedAt) };
  return {
    total: checked.total,
    inserted,
    updated,
    problems: checked.problems,
    errorWorkbook: checked.rejected.length ? (await importErrorWorkbook('申报人员', columns, checked.rejected)).toString('base64') : null,
    application: result,
  };
}
