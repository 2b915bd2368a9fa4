import { eq, sql } from 'drizzle-orm';
import { GROUP_PHONES_MAX, type ImportProblem, type ReceivedFile } from '@portal/api';
import { isValidMobile, maskPersonalNumber } from '@portal/validators';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/open';
import { invalid, notFound } from '../../http/errors';
import { streamXlsx } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { importErrorWorkbook, importTemplate, readImportRows, type SheetColumn } from '../files/workbook';
import { exportWithFullNumbers } from '../personalData/service';
import { groupMembers } from './service';
import { targetGroup, targetGroupPhone } from './tables';

/**
 * A target group's list of numbers (issue 16, /group-query): a group saved from an uploaded list
 * (姓名, 手机号码, 所在街道) instead of filters, the template of that list, and the export of any
 * group's members in the same columns (so an exported list can be uploaded again).
 */

/** Columns of the list: the name (the {name} of the message), the number, the street (optional, for the statistics by street). */
const PHONE_COLUMNS = [
  { key: 'name', header: '姓名', required: true, width: 14, field: z.string() },
  { key: 'phone', header: '手机号码', required: true, width: 16, field: z.string(), text: true },
  { key: 'street', header: '所在街道', required: false, width: 16, field: z.string() },
] as const satisfies readonly SheetColumn<'name' | 'phone' | 'street'>[];

/** The template of the list, served by /api/template/download?name=campaignPhones. */
export function phoneListTemplate(): Promise<Buffer> {
  return importTemplate(
    '号码名单',
    PHONE_COLUMNS,
    {
      name: ['收信人姓名，1至30个字（短信中的 {name}）', '王建国'],
      phone: ['11位大陆手机号码；同一名单中不能重复', '13800138000'],
      street: ['所在街道，可不填（用于按街道统计回复情况）', '科学城街道'],
    },
    { note: `请在“号码名单”工作表从第2行起每行填写一人，不要修改表头；最多${GROUP_PHONES_MAX}行。名单中任何一行有误时整份名单都不保存，请按提示改正后重新上传。` },
  );
}

/**
 * Saves a group from an uploaded list: every row checked (a name of 1–30 characters, a mainland
 * mobile number not repeated in the list, a street of at most 20), and saved in one transaction
 * only when no row has a problem (`inserted` people); otherwise nothing is saved and every problem
 * comes back with its row number (`id` null) and in the error workbook.
 * @throws Fail 4001 when the file is not an .xlsx workbook of the template, lists nobody, or has too many rows
 */
export async function importGroup(db: Db, user: AuthUser, input: { name: string; file: ReceivedFile }) {
  if (!/\.xlsx$/i.test(input.file.filename)) throw invalid('号码名单只能是 Excel（.xlsx）文件，请使用下载的模板');
  const rows = await readImportRows(input.file, PHONE_COLUMNS, '手机号码');
  if (rows.length === 0) throw invalid('号码名单中没有人员，请从第2行起填写');
  if (rows.length > GROUP_PHONES_MAX) throw invalid(`号码名单最多${GROUP_PHONES_MAX}行，当前${rows.length}行`);
  const problems: ImportProblem[] = [];
  const rejected: { row: number; cells: Record<'name' | 'phone' | 'street', string>; reasons: string[] }[] = [];
  const firstRow = new Map<string, number>();
  const members: { name: string; phone: string; street: string }[] = [];
  for (const r of rows) {
    const { name, phone, street } = r.cells;
    const problem = (column: string, reason: string) => {
      problems.push({ row: r.row, column, reason });
      rejected.push({ row: r.row, cells: r.cells, reasons: [`${column}：${reason}`] });
    };
    if (name === '' || [...name].length > 30) problem('姓名', name === '' ? '请填写姓名' : '姓名不能超过30个字');
    else if (!isValidMobile(phone)) problem('手机号码', phone === '' ? '请填写手机号码' : `手机号码 ${phone} 应为11位大陆手机号`);
    else if ([...street].length > 20) problem('所在街道', '所在街道不能超过20个字');
    else if (firstRow.has(phone)) problem('手机号码', `与第${firstRow.get(phone)}行号码相同`);
    else {
      firstRow.set(phone, r.row);
      members.push({ name, phone, street });
    }
  }
  if (problems.length > 0) return { id: null, total: rows.length, inserted: 0, updated: 0, problems, errorWorkbook: (await importErrorWorkbook('号码名单', PHONE_COLUMNS, rejected)).toString('base64') };
  const id = await db.transaction(async (tx) => {
    const [group] = await tx.insert(targetGroup).values({ name: input.name, source: 'upload', filter: {}, size: members.length, userId: user.id }).returning({ id: targetGroup.id });
    for (let i = 0; i < members.length; i += 5_000) {
      await tx.execute(sql`insert into ${targetGroupPhone} (group_id, name, phone, street)
        select ${group!.id}, m.name, m.phone, m.street from json_to_recordset(${JSON.stringify(members.slice(i, i + 5_000))}::json) as m(name text, phone text, street text)`);
    }
    return group!.id;
  });
  return { id, total: rows.length, inserted: members.length, updated: 0, problems, errorWorkbook: null };
}

/**
 * A group's members as an xlsx of the list's columns, registered people first: phones masked
 * unless `fullNumbers` (logged as an export of the source 'targetGroup', the staff of the
 * surveys being the ones who send to them).
 * @throws Fail 4004 when the group does not exist
 */
export async function exportGroup(db: Db, user: AuthUser, input: { id: number; fullNumbers?: boolean | undefined; page?: string | undefined }, log: FastifyBaseLogger) {
  const [group] = await db.select({ name: targetGroup.name }).from(targetGroup).where(eq(targetGroup.id, input.id));
  if (!group) throw notFound('目标人群不存在');
  const full = await exportWithFullNumbers(db, user, 'targetGroup', input, true);
  const found = (await db.execute(sql`select mem.name, mem.phone, mem.street from ${groupMembers(input.id)} order by mem.person_id nulls last, mem.phone`)) as unknown as { rows: { name: string; phone: string; street: string }[] };
  type Row = (typeof found.rows)[number];
  async function* pages() {
    yield found.rows;
  }
  const columns = [
    { header: '姓名', width: 14, value: (r: Row) => r.name },
    { header: '手机号码', width: 16, value: (r: Row) => (full ? r.phone : maskPersonalNumber('mobile', r.phone)) },
    { header: '所在街道', width: 16, value: (r: Row) => r.street },
  ];
  return { filename: `${group.name}-号码名单.xlsx`, body: streamXlsx('号码名单', columns, pages(), log) };
}
