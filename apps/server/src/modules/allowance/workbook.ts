import { inArray, sql } from 'drizzle-orm';
import {
  AREA_AUDIT_STATUS_LABELS,
  areaAuditPersonFields,
  EDUCATION_LEVELS,
  PERSON_SUBSIDY_ITEMS,
  type AreaAuditCompany,
  type AreaAuditPerson,
  type AreaAuditStatus,
  type ImportResult,
  type ReceivedFile,
} from '@portal/api';
import type { z } from 'zod';
import type { Db } from '../../db/open';
import type { ExportColumn } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { enterprise } from '../enterprise/tables';
import { checkImportRows, importErrorWorkbook, importTemplate, readImportRows, type SheetColumn } from '../files/workbook';
import { transition } from './service';
import { areaAuditCompany, areaAuditPerson } from './tables';

type PersonKey = keyof typeof areaAuditPersonFields;
type PersonRow = { [K in PersonKey]: z.output<(typeof areaAuditPersonFields)[K]> };

/** Columns of the person import workbook (个人补贴审核名单), in template order; rules: `areaAuditPersonFields` of the contract. */
const COLUMNS = [
  { key: 'name', header: '姓名', required: true, width: 12, field: areaAuditPersonFields.name },
  { key: 'idCard', header: '身份证号码', required: true, width: 22, field: areaAuditPersonFields.idCard, text: true },
  { key: 'phone', header: '手机号码', required: true, width: 15, field: areaAuditPersonFields.phone, text: true },
  { key: 'creditCode', header: '单位统一社会信用代码', required: false, width: 24, field: areaAuditPersonFields.creditCode, text: true },
  { key: 'subsidyItem', header: '补贴项目', required: true, width: 20, field: areaAuditPersonFields.subsidyItem },
  { key: 'year', header: '年度', required: true, width: 8, field: areaAuditPersonFields.year },
  { key: 'amount', header: '申请金额（元）', required: true, width: 14, field: areaAuditPersonFields.amount },
  { key: 'education', header: '最高学历', required: true, width: 12, field: areaAuditPersonFields.education },
  { key: 'school', header: '毕业院校', required: false, width: 20, field: areaAuditPersonFields.school },
] as const satisfies readonly SheetColumn<PersonKey>[];

const SHEET = '个人补贴审核名单';

/** The import template (个人补贴审核名单导入模板.xlsx), with drop-downs for 补贴项目 and 最高学历. */
export function areaAuditTemplate(): Promise<Buffer> {
  return importTemplate(
    SHEET,
    COLUMNS,
    {
      name: ['不超过50个字', '张三'],
      idCard: ['18位居民身份证号码，出生日期与校验位须正确。请保持该列为文本格式', '440106199001011235'],
      phone: ['11位大陆手机号码', '13800138000'],
      creditCode: ['所在单位的18位统一社会信用代码，可不填', '91440120MA5XXXXXXX'],
      subsidyItem: [`从下拉列表选择：${PERSON_SUBSIDY_ITEMS.join('、')}`, PERSON_SUBSIDY_ITEMS[0]],
      year: ['申报年度，如 2026', '2026'],
      amount: ['整数，单位元', '3000'],
      education: [`从下拉列表选择：${EDUCATION_LEVELS.join('、')}`, '大学本科'],
      school: ['不超过100个字，可不填', '华南理工大学'],
    },
    {
      lists: { subsidyItem: PERSON_SUBSIDY_ITEMS, education: EDUCATION_LEVELS },
      note: '同一人同一项目同一年度只有一条记录：待审核的记录会被更新，退回修改的记录会重新提交为待审核，已审核的记录不能覆盖。同一文件中同一人同一项目同一年度出现多次时，以最后一行为准。',
    },
  );
}

/** Rows per insert statement of the import: 11 parameters each. */
const CHUNK = 2000;
/** Columns an import row overwrites in an existing pending or returned record. */
const UPDATED = ['name', 'phone', 'companyName', 'companyId', 'streetCode', 'amount', 'education', 'school'] as const;

const itemKey = (r: { idCard: string; subsidyItem: string; year: number }) => `${r.idCard}|${r.subsidyItem}|${r.year}`;

/**
 * Imports person records from an xlsx (the template's columns, checked row by row by the
 * contract's rules, files/workbook.ts): a new person, item and year is inserted as pending; a
 * pending one is updated; a returned one (against) is updated and resubmitted (awaiting_check,
 * recorded); an audited one is rejected with its row. Valid rows are saved in one transaction.
 * @throws Fail 4001 when the file is not a usable workbook (see readImportRows)
 */
export async function importPersons(db: Db, actor: AuthUser, file: ReceivedFile): Promise<ImportResult> {
  const rows = await readImportRows(file, COLUMNS, '身份证号码');
  const cards = [...new Set(rows.map((r) => r.cells.idCard.toUpperCase()).filter(Boolean))];
  const existing = new Map<string, { id: number; status: string }>();
  for (let i = 0; i < cards.length; i += 5000) {
    const found = await db
      .select({ id: areaAuditPerson.id, status: areaAuditPerson.status, idCard: areaAuditPerson.idCard, subsidyItem: areaAuditPerson.subsidyItem, year: areaAuditPerson.year })
      .from(areaAuditPerson)
      .where(inArray(areaAuditPerson.idCard, cards.slice(i, i + 5000)));
    for (const f of found) existing.set(itemKey(f), f);
  }
  const checked = checkImportRows<PersonKey, PersonRow>(rows, COLUMNS, {
    precheck: (c, r) => (c.key === 'idCard' && r.numeric.has('idCard') && r.cells.idCard.length > 15 ? '身份证号码被保存为数字，末几位已丢失，请将该列设为文本格式后重新填写' : null),
    rowCheck: (p) => {
      const e = existing.get(itemKey(p));
      return e && e.status !== 'awaiting_check' && e.status !== 'against' ? `该人员${p.year}年度的“${p.subsidyItem}”已${AREA_AUDIT_STATUS_LABELS[e.status as AreaAuditStatus] ?? '审核'}，不能覆盖` : null;
    },
  });
  // the same person, item and year twice in the file: the later row counts
  const seen = new Map<string, number>();
  const valid: PersonRow[] = [];
  checked.valid.forEach((p) => {
    if (!seen.has(itemKey(p))) {
      seen.set(itemKey(p), valid.length);
      valid.push(p);
    } else valid[seen.get(itemKey(p))!] = p;
  });

  let inserted = 0;
  let updated = 0;
  if (valid.length > 0) {
    await db.transaction(async (tx) => {
      const codes = [...new Set(valid.map((v) => v.creditCode).filter(Boolean))];
      const ents = codes.length ? await tx.select({ creditCode: enterprise.creditCode, name: enterprise.name, streetCode: enterprise.streetCode }).from(enterprise).where(inArray(enterprise.creditCode, codes)) : [];
      const entOf = new Map(ents.map((e) => [e.creditCode, e]));
      const comps = codes.length ? await tx.select({ id: areaAuditCompany.id, creditCode: areaAuditCompany.creditCode, year: areaAuditCompany.year }).from(areaAuditCompany).where(inArray(areaAuditCompany.creditCode, codes)) : [];
      const companyOf = (code: string, year: number) => comps.find((c) => c.creditCode === code && c.year === year)?.id ?? comps.find((c) => c.creditCode === code)?.id ?? null;
      const values = valid.map((v) => {
        const ent = v.creditCode ? entOf.get(v.creditCode) : undefined;
        return {
          name: v.name,
          idCard: v.idCard,
          phone: v.phone,
          companyName: ent?.name ?? '',
          companyId: v.creditCode ? companyOf(v.creditCode, v.year) : null,
          streetCode: ent?.streetCode ?? null,
          subsidyItem: v.subsidyItem,
          year: v.year,
          amount: v.amount,
          education: v.education,
          school: v.school,
        };
      });
      // one statement per chunk: new rows are inserted, rows of a pending or returned record update it
      for (let i = 0; i < values.length; i += CHUNK) {
        await tx
          .insert(areaAuditPerson)
          .values(values.slice(i, i + CHUNK))
          .onConflictDoUpdate({
            target: [areaAuditPerson.idCard, areaAuditPerson.subsidyItem, areaAuditPerson.year],
            // the record changed: a page showing the old content can no longer audit it (version check)
            set: { ...Object.fromEntries(UPDATED.map((c) => [c, sql.raw(`excluded.${areaAuditPerson[c].name}`)])), version: sql`${areaAuditPerson.version} + 1` },
          });
      }
      const resubmit: number[] = [];
      for (const v of valid) {
        const e = existing.get(itemKey(v));
        if (!e) inserted++;
        else {
          updated++;
          if (e.status === 'against') resubmit.push(e.id);
        }
      }
      if (resubmit.length > 0) await transition(tx, actor, 'person', resubmit, 'resubmit', '导入更正后的名单，重新提交');
    });
  }
  const errorWorkbook = checked.rejected.length > 0 ? (await importErrorWorkbook(SHEET, COLUMNS, checked.rejected)).toString('base64') : null;
  return { total: checked.total, inserted, updated, problems: checked.problems, errorWorkbook };
}

const statusText = (s: AreaAuditStatus) => AREA_AUDIT_STATUS_LABELS[s];

/** Columns of the person export (Chinese headers); numbers as the list shows them (masked unless the role needs them). */
export const PERSON_EXPORT: ExportColumn<AreaAuditPerson>[] = [
  { header: '编号', width: 8, value: (r) => r.id },
  { header: '姓名', width: 12, value: (r) => r.name },
  { header: '身份证号码', width: 22, value: (r) => r.idCard },
  { header: '手机号码', width: 15, value: (r) => r.phone },
  { header: '所在单位', width: 30, value: (r) => r.companyName },
  { header: '所属街道', width: 12, value: (r) => r.streetName },
  { header: '补贴项目', width: 20, value: (r) => r.subsidyItem },
  { header: '年度', width: 8, value: (r) => r.year },
  { header: '申请金额（元）', width: 14, value: (r) => r.amount },
  { header: '最高学历', width: 12, value: (r) => r.education },
  { header: '专家评分', width: 10, value: (r) => r.expertScore },
  { header: '审核状态', width: 12, value: (r) => statusText(r.status) },
  { header: '审核意见', width: 30, value: (r) => r.comment },
  { header: '审核人', width: 12, value: (r) => r.auditedBy },
  { header: '审核时间', width: 20, value: (r) => r.auditedAt },
  { header: '推送时间', width: 20, value: (r) => r.pushedAt },
];

/** Columns of the company export. */
export const COMPANY_EXPORT: ExportColumn<AreaAuditCompany>[] = [
  { header: '编号', width: 8, value: (r) => r.id },
  { header: '单位名称', width: 32, value: (r) => r.name },
  { header: '统一社会信用代码', width: 22, value: (r) => r.creditCode },
  { header: '所属街道', width: 12, value: (r) => r.streetName },
  { header: '联系人', width: 10, value: (r) => r.contactName },
  { header: '联系电话', width: 15, value: (r) => r.contactPhone },
  { header: '补贴项目', width: 16, value: (r) => r.subsidyItem },
  { header: '年度', width: 8, value: (r) => r.year },
  { header: '申请金额（元）', width: 14, value: (r) => r.amount },
  { header: '申报人数', width: 10, value: (r) => r.personCount },
  { header: '审核状态', width: 12, value: (r) => statusText(r.status) },
  { header: '审核意见', width: 30, value: (r) => r.comment },
  { header: '审核人', width: 12, value: (r) => r.auditedBy },
  { header: '审核时间', width: 20, value: (r) => r.auditedAt },
  { header: '推送时间', width: 20, value: (r) => r.pushedAt },
];
