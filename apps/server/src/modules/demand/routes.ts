import QRCode from 'qrcode';
import { endpoints, type ReceivedFile } from '@portal/api';
import type { Router } from '../../http/router';
import { ownEnterpriseId } from '../enterprise/staff';
import { enterprise, industry, street } from '../enterprise/tables';
import { demand } from './tables';
import { shanghaiDay } from '../../http/time';
import { EXPORT_PAGE_ROWS, keysetPages, streamXlsx } from '../../http/xlsxStream';
import { XLSX_TYPE } from '../files/workbook';
import { registerTemplate } from '../files/templates';
import { demandTemplate, importDemands } from './demandWorkbook';
import { addressesOf, countsOf, DEMAND_EXPORT_COLUMNS, detail, latestOf, listForStaff, listHiringEnterprises, listOwn, listPublic, remove, save, staffExportPage, transition } from './service';

/** The tables the public job lists are made of (their answers are cached by these tables' data versions, http/answerCache.ts). */
const PUBLIC_DEMAND_TABLES = [demand, enterprise, street, industry];

/**
 * Job demands (SPEC.md section 7, Demands and Center admin demand): the enterprise's own
 * demands, the public job lists, details, QR codes and the staff audit.
 */
export function demandRoutes(r: Router): void {
  registerTemplate('demand', '企业需求导入模板.xlsx', demandTemplate);
  r.handle(endpoints.demandPage, (input, { db, user }) => listOwn(db, ownEnterpriseId(user), input));
  r.handle(endpoints.demandPageNew, (input, { db }) => listPublic(db, input), { cache: { tables: PUBLIC_DEMAND_TABLES } });
  r.handle(endpoints.demandPage1, (input, { db }) => listHiringEnterprises(db, input), { cache: { tables: PUBLIC_DEMAND_TABLES } });
  r.handle(endpoints.demandAddOrUpdate, (input, { db, user }) => save(db, user, ownEnterpriseId(user), input), { record: demand });
  r.handle(endpoints.demandDetail, ({ id }, { db, user }) => detail(db, id, user));
  r.handle(endpoints.demandDel, ({ id }, { db, user }) => remove(db, id, ownEnterpriseId(user)), { record: demand });
  r.handle(endpoints.demandShelves, async ({ id, on }, { db, user }) => {
    const { status } = await transition(db, [id], on ? 'submit' : 'shelveOff', { user: user, enterpriseId: ownEnterpriseId(user) });
    return { status };
  });
  r.handle(endpoints.demandLatestRecords, ({ id }, { db }) => latestOf(db, id));
  r.handle(endpoints.getEntDemandCountById, ({ id }, { db }) => countsOf(db, id));
  r.handle(endpoints.getPostAddress, (_input, { db, user }) => addressesOf(db, ownEnterpriseId(user)));
  r.handle(endpoints.demandQrCode, async ({ id }, { db, user, config }) => {
    await detail(db, id, user);
    const body = await QRCode.toBuffer(`${config.publicOrigin}/entDemandDetail?id=${id}`, { type: 'png', width: 320, margin: 2, errorCorrectionLevel: 'M' });
    return { filename: `岗位二维码-${id}.png`, contentType: 'image/png', body };
  });
  r.handle(endpoints.getAddress, async (_input, { db }) => ({
    streets: await db.select({ code: street.code, name: street.name }).from(street).orderBy(street.code),
    industries: await db.select({ code: industry.code, name: industry.name }).from(industry).orderBy(industry.code),
  }));
  r.handle(endpoints.centerDemandList, (input, { db }) => listForStaff(db, input));
  r.handle(endpoints.centerDemandExport, async (filter, { db, log }) => ({
    filename: `招聘需求${shanghaiDay(new Date()).replaceAll('-', '')}.xlsx`,
    contentType: XLSX_TYPE,
    body: streamXlsx('招聘需求', DEMAND_EXPORT_COLUMNS, keysetPages(staffExportPage(db, filter), EXPORT_PAGE_ROWS), log),
  }));
  r.handle(endpoints.centerDemandBatchAudit, async ({ ids, action, note }, { db, user }) => {
    const { updated } = await transition(db, ids, action, { user: user, enterpriseId: null }, note);
    return { updated };
  });
  r.handle(endpoints.centerDemandTakeDown, async ({ id, note }, { db, user }) => {
    const { status } = await transition(db, [id], 'takeDown', { user: user, enterpriseId: null }, note);
    return { status };
  });
  r.handle(endpoints.centerDemandImportQyxq, async ({ file }, { db, user, log }) => {
    const started = Date.now();
    const result = await importDemands(db, file as ReceivedFile, user.id);
    log.info({ rows: result.total, inserted: result.inserted, rejected: result.problems.length, ms: Date.now() - started }, 'demand import');
    return result;
  });
}
