import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { TRACK_SERVICE_TYPES, trackRecordFields, type ReceivedFile, type TrackRecordItem } from '@portal/api';
import type { Db } from '../../db/open';
import { forbidden, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { checkImportRows, importErrorWorkbook, importTemplate, readImportRows, type SheetColumn } from '../files/workbook';
import { trackRecord, trackRecordImport } from './tables';

/** The fields of a track record (parsed by `trackRecordFields` of the contract). */
export type TrackRecordInput = { [K in keyof typeof trackRecordFields]: (typeof trackRecordFields)[K]['_output'] };

/** Filters of trackRecord/pageList. */
export interface TrackRecordFilter {
  page: number;
  limit: number;
  /** part of the name, or the start of the identity number */
  keyword?: string | undefined;
  serviceType?: string | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of track records, latest service first. */
export async function pageList(db: Db, f: TrackRecordFilter): Promise<{ list: TrackRecordItem[]; total: number }> {
  const conds: (SQL | undefined)[] = [
    f.keyword ? or(ilike(trackRecord.name, `%${likeLiteral(f.keyword)}%`), ilike(trackRecord.idCard, `${likeLiteral(f.keyword)}%`)) : undefined,
    f.serviceType ? eq(trackRecord.serviceType, f.serviceType) : undefined,
    f.beginTime ? gte(trackRecord.serviceDate, f.beginTime) : undefined,
    f.endTime ? lte(trackRecord.serviceDate, f.endTime) : undefined,
  ];
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: trackRecord, userName: appUser.name })
      .from(trackRecord)
      .leftJoin(appUser, eq(appUser.id, trackRecord.userId))
      .where(where)
      .orderBy(desc(trackRecord.serviceDate), desc(trackRecord.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(trackRecord).where(where),
  ]);
  return {
    list: rows.map(({ record: r, userName }) => ({
      id: r.id,
      name: r.name,
      idCard: r.idCard,
      phone: r.phone,
      serviceType: r.serviceType as TrackRecordItem['serviceType'],
      content: r.content,
      serviceDate: r.serviceDate,
      result: r.result,
      userName: userName ?? '',
      updatedAt: formatDateTime(r.updatedAt),
    })),
    total: total?.n ?? 0,
  };
}

/**
 * Adds a track record (no `id`) or changes one.
 * @throws Fail 4004 when the record to change does not exist
 */
export async function addOrUpdate(db: Db, user: AuthUser, input: TrackRecordInput & { id?: number | undefined }): Promise<{ id: number }> {
  const { id, ...fields } = input;
  if (id === undefined) {
    const [row] = await db.insert(trackRecord).values({ ...fields, userId: user.id }).returning({ id: trackRecord.id });
    return { id: row!.id };
  }
  const rows = await db.update(trackRecord).set({ ...fields, updatedAt: new Date() }).where(eq(trackRecord.id, id)).returning({ id: trackRecord.id });
  if (rows.length === 0) throw notFound('跟踪服务记录不存在');
  return { id };
}

/** Deletes a track record. @throws Fail 4004 when it does not exist */
export async function remove(db: Db, id: number): Promise<null> {
  const rows = await db.delete(trackRecord).where(eq(trackRecord.id, id)).returning({ id: trackRecord.id });
  if (rows.length === 0) throw notFound('跟踪服务记录不存在');
  return null;
}

/** Columns of the import workbook (跟踪服务记录导入模板), in template order. */
const COLUMNS = [
  { key: 'name', header: '姓名', required: true, width: 12, field: trackRecordFields.name },
  { key: 'idCard', header: '身份证号码', required: true, width: 24, field: trackRecordFields.idCard, text: true },
  { key: 'phone', header: '手机号码', required: true, width: 16, field: trackRecordFields.phone, text: true },
  { key: 'serviceType', header: '服务类型', required: true, width: 12, field: trackRecordFields.serviceType },
  { key: 'content', header: '服务内容', required: true, width: 40, field: trackRecordFields.content },
  { key: 'serviceDate', header: '服务日期', required: true, width: 14, field: trackRecordFields.serviceDate, date: true },
  { key: 'result', header: '服务结果', required: false, width: 24, field: trackRecordFields.result },
] as const satisfies readonly SheetColumn<keyof TrackRecordInput>[];

/** The import template: header row, drop-down of service types, and the 填写说明 sheet. */
export function template(): Promise<Buffer> {
  return importTemplate(
    '跟踪服务记录',
    COLUMNS,
    {
      name: ['不超过50个字', '王芳'],
      idCard: ['18位居民身份证号码，出生日期与校验位须正确。请保持该列为文本格式', '440106199001011234'],
      phone: ['11位大陆手机号码', '13800138000'],
      serviceType: [`从下拉列表选择：${TRACK_SERVICE_TYPES.join('、')}`, '岗位推荐'],
      content: ['2至1000个字', '推荐至南湾科技公司面试数据分析岗位'],
      serviceDate: ['日期，如 2025-03-01、2025/3/1 或 2025年3月1日，不能晚于今天', '2025-03-01'],
      result: ['不超过200个字，可不填', '已录用'],
    },
    { lists: { serviceType: TRACK_SERVICE_TYPES }, note: '请在“跟踪服务记录”工作表从第2行起逐行填写，不要修改表头。每行新增一条记录。' },
  );
}

/**
 * Imports track records: every row checked with `trackRecordFields`; identity numbers stored as
 * numbers (digits lost) are rejected. Valid rows are saved in one transaction; the import is
 * recorded with its rejected rows, for downloadErrorXlsx.
 */
export async function importRecords(db: Db, user: AuthUser, file: ReceivedFile) {
  const rows = await readImportRows(file, COLUMNS, '身份证号码');
  const checked = checkImportRows<keyof TrackRecordInput, TrackRecordInput>(rows, COLUMNS, {
    precheck: (c, r) => (c.key === 'idCard' && r.numeric.has('idCard') && r.cells.idCard.length > 15 ? '身份证号码被保存为数字，末几位已丢失，请将该列设为文本格式后重新填写' : null),
  });
  const importId = await db.transaction(async (tx) => {
    for (let i = 0; i < checked.valid.length; i += 5000) await tx.insert(trackRecord).values(checked.valid.slice(i, i + 5000).map((v) => ({ ...v, userId: user.id })));
    const [row] = await tx.insert(trackRecordImport).values({ userId: user.id, total: checked.total, imported: checked.valid.length, rejected: checked.rejected }).returning({ id: trackRecordImport.id });
    return row!.id;
  });
  const errors = checked.rejected.length > 0 ? (await importErrorWorkbook('跟踪服务记录', COLUMNS, checked.rejected)).toString('base64') : null;
  return { importId, total: checked.total, inserted: checked.valid.length, problems: checked.problems, errorWorkbook: errors };
}

/**
 * The rows an import could not save, as written, with 原行号 and 错误原因.
 * @throws Fail 4004 when the import does not exist, 4003 when someone else made it
 */
export async function errorWorkbook(db: Db, user: AuthUser, importId: number): Promise<Buffer> {
  const [row] = await db.select().from(trackRecordImport).where(eq(trackRecordImport.id, importId));
  if (!row) throw notFound('导入记录不存在');
  if (row.userId !== user.id) throw forbidden('只能下载本人导入的错误报告');
  return importErrorWorkbook('跟踪服务记录', COLUMNS, row.rejected as { row: number; cells: Record<keyof TrackRecordInput, string>; reasons: string[] }[]);
}
