import { DEPT_DATA_STATUS_LABELS, DEPT_MODULE_ENDPOINTS, DEPT_MODULES, deptDataHistory, deptDataPage, deptDataReview, deptProfileGet, deptProfileSave, type LedgerField } from '@portal/api';
import type { Router } from '../../http/router';
import { streamXlsx } from '../../http/xlsxStream';
import { formatDateTime } from '../../http/time';
import { importTemplate, XLSX_TYPE } from '../files/workbook';
import { sheetColumns } from '../ledger/mount';
import { act, exportRows, getModuleYear, history, importModuleYear, readProfile, saveProfile, summary } from './service';

/**
 * Department data collection (issue 13; SPEC.md section 7, Data modules): each
 * module's get, modify (save a draft or submit), export, template and import at the paths SPEC.md
 * names, served by one engine (service.ts) from the declarations of @portal/api `DEPT_MODULES`;
 * the progress list of /xzsjIndex and /modifySummary, the review, the timeline, and each
 * department's own profile (/modifyGovernment).
 */
export function deptDataRoutes(r: Router): void {
  for (const m of DEPT_MODULES) {
    const e = DEPT_MODULE_ENDPOINTS[m.key];
    const fields: [string, LedgerField][] = Object.entries(m.fields);
    r.handle(e.get, ({ year }, { db, user }) => getModuleYear(db, user!, m.key, year));
    r.handle(e.modify, ({ year, version, action, values }, { db, user }) => act(db, user!, m.key, year, version, action, { values: values as Record<string, number> }));
    r.handle(e.import, ({ year, version, file }, { db, user }) => importModuleYear(db, user!, m.key, year, version, file as never));
    r.handle(e.template, async () => {
      const help = Object.fromEntries(fields.map(([k, f]) => [k, [f.cell.rule, f.cell.example] as [string, string]]));
      const note = `请在第2行填写一个年度的${m.title}数据，不要修改表头；导入后保存为草稿，核对无误再提交。`;
      return { filename: `${m.title}导入模板.xlsx`, contentType: XLSX_TYPE, body: await importTemplate(m.title, sheetColumns(m.fields), help, { note }) };
    });
    r.handle(e.export, async (_input, { db, user, log }) => {
      const { rows } = await exportRows(db, user!, m.key);
      type Row = (typeof rows)[number];
      const columns = [
        { header: '年度', width: 8, value: (row: Row) => row.year },
        { header: '状态', width: 10, value: (row: Row) => DEPT_DATA_STATUS_LABELS[row.status] },
        ...fields.map(([k, f]) => ({ header: f.unit ? `${f.label}（${f.unit}）` : f.label, width: Math.max(14, f.label.length * 2 + 4), value: (row: Row) => row.values[k] ?? null })),
        { header: '最后修改人', width: 12, value: (row: Row) => row.userName },
        { header: '修改时间', width: 20, value: (row: Row) => formatDateTime(row.updatedAt) },
      ];
      return { filename: `${m.title}.xlsx`, contentType: XLSX_TYPE, body: streamXlsx(m.title, columns, (async function* () { yield rows; })(), log) };
    });
  }
  r.handle(deptDataPage, (input, { db, user }) => summary(db, user!, input));
  r.handle(deptDataReview, ({ module, year, version, action, reason }, { db, user }) => act(db, user!, module, year, version, action, { reason }));
  r.handle(deptDataHistory, ({ module, year }, { db, user }) => history(db, user!, module, year));
  r.handle(deptProfileGet, (_input, { db, user }) => readProfile(db, user!));
  r.handle(deptProfileSave, ({ version, values }, { db, user }) => saveProfile(db, user!, version, values as Record<string, string>));
}
