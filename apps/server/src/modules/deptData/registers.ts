import { and, count, eq, lte, type SQL } from 'drizzle-orm';
import { DEPT_RECONCILIATIONS, DEPT_REGISTER_PAGES, DEPT_TYPES, deptDataReconcile, deptModuleOf, entRecognitionLedger, talentRosterLedger, type DeptRegisterPath } from '@portal/api';
import type { Db } from '../../db/open';
import { forbidden } from '../../http/errors';
import type { Router } from '../../http/router';
import type { AuthUser } from '../account/session';
import { mountLedger } from '../ledger/mount';
import { collection, reads } from './service';
import { deptModuleYear, entRecognition, talentRoster } from './tables';

/** The table of each register page. */
const TABLES = { '/modifyCompany': entRecognition, '/modifyStaff': talentRoster } as const satisfies Record<DeptRegisterPath, unknown>;

/**
 * 名录核对 (/modifyDR) of `year` (default: the year being collected): each check of
 * DEPT_RECONCILIATIONS whose module `user` reads, with the module's figure and status that year
 * and the register's records recognised by 31 December of it.
 * @throws Fail 4003 when the user reads none of the checks' modules
 */
export async function reconcile(db: Db, user: AuthUser, year?: number) {
  const { collectingYear } = await collection(db);
  const y = year ?? collectingYear;
  const checks = DEPT_RECONCILIATIONS.map((c) => ({ ...c, m: deptModuleOf(c.module)! })).filter((c) => reads(user, c.m));
  if (checks.length === 0) throw forbidden('名录核对仅对相关数据模块的部门和数据采集审核人员开放');
  const items = await Promise.all(
    checks.map(async ({ m, field, register, category }) => {
      const table = TABLES[register];
      const where: SQL[] = [lte(table.recognisedOn, `${y}-12-31`)];
      if (category) where.push(eq(entRecognition.category, category));
      const [[row], [n]] = await Promise.all([
        db.select({ status: deptModuleYear.status, values: deptModuleYear.values }).from(deptModuleYear).where(and(eq(deptModuleYear.module, m.key), eq(deptModuleYear.year, y))),
        db.select({ n: count() }).from(table).where(and(...where)),
      ]);
      const reported = row?.values[field] ?? null;
      const registered = n?.n ?? 0;
      return {
        module: m.key,
        moduleTitle: m.title,
        department: DEPT_TYPES[m.type],
        label: m.fields[field]!.label,
        unit: m.fields[field]!.unit ?? '',
        status: row?.status ?? ('none' as const),
        reported,
        register,
        registerTitle: DEPT_REGISTER_PAGES[register].ledgers[0].title,
        category: category ?? '',
        registered,
        coverage: reported ? Math.round((registered / reported) * 1000) / 10 : null,
      };
    }),
  );
  return { year: y, collectingYear, items };
}

/**
 * The departments' registers (issue 13; docs/data-collection.md, 部门名录), served by the ledger
 * engine from their declarations (@portal/api endpoints/deptRegisters.ts): 企业认定名录 at
 * /api/deptData/company/* (a department adds, changes and removes only the kinds of recognition
 * it gives: the declaration's `mayChange`) and 高层次人才名录 at /api/deptData/staff/*; and
 * 名录核对 (/api/deptData/reconcile) of the figures against them.
 */
export function deptRegisterRoutes(r: Router): void {
  mountLedger(r, entRecognitionLedger, entRecognition);
  mountLedger(r, talentRosterLedger, talentRoster);
  r.handle(deptDataReconcile, ({ year }, { db, user }) => reconcile(db, user!, year));
}
