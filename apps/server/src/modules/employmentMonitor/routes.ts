import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { craftsmanLedger, fitDutyLedger, fixedPointMonitorLedger, fulfillmentLedger, surveyLedger, trainLedger, unemploymentMonitorLedger, workTrainingLedger, type Ledger } from '@portal/api';
import { invalid, type Fail } from '../../http/errors';
import type { Router } from '../../http/router';
import { ownEnterpriseId } from '../enterprise/staff';
import { enterprise } from '../enterprise/tables';
import { mountLedger, type LedgerScope, type LedgerServerOptions, type LedgerTable } from '../ledger/mount';
import { craftsman, employmentSurvey, enterpriseTraining, fitDuty, fixedPointMonitor, fulfillment, unemploymentMonitor, workTraining } from './tables';

type Values = Record<string, unknown>;

/** An enterprise's own rows (set on the rows it adds); the readers' (staff): every enterprise's. */
const ownRows: LedgerScope = (user) => (user.userKind === 2 ? { enterpriseId: ownEnterpriseId(user) } : undefined);

/**
 * The monthly headcount of 失业动态监测 adds up: end = start + hired − left; a loss names its
 * reason and 无减少 means none (docs/ledgers.md).
 */
function headcountAddsUp(v: Values): Fail | undefined {
  const expected = Number(v.lastCount) + Number(v.hired) - Number(v.left);
  if (Number(v.currentCount) !== expected) return invalid(`本月末职工人数：应等于上月末人数＋本月新增－本月减少，即${expected}人`);
  if (Number(v.left) > 0 && v.reason === '无减少') return invalid('岗位减少主要原因：本月有减少人员，请选择减少的主要原因');
  if (Number(v.left) === 0 && v.reason !== '无减少') return invalid('岗位减少主要原因：本月没有减少人员，请选择“无减少”');
  return undefined;
}

/** 已履约 only when the promise is met (docs/ledgers.md, 履约情况). */
function fulfilledMeansMet(v: Values): Fail | undefined {
  return v.status === '已履约' && Number(v.achieved) < Number(v.promised) ? invalid(`履约状态：已完成${String(v.achieved)}人，少于承诺的${String(v.promised)}人，不能登记为已履约`) : undefined;
}

/** A training ends on or after its start. */
function endsAfterStart(v: Values): Fail | undefined {
  return String(v.endOn) < String(v.startOn) ? invalid('结束日期：不能早于开始日期') : undefined;
}

/** Each register with its table and its rule across fields, if any. */
const REGISTERS: [Ledger, LedgerTable & { enterpriseId: PgColumn }, ((v: Values) => Fail | undefined)?][] = [
  [unemploymentMonitorLedger, unemploymentMonitor, headcountAddsUp],
  [fixedPointMonitorLedger, fixedPointMonitor],
  [fulfillmentLedger, fulfillment, fulfilledMeansMet],
  [craftsmanLedger, craftsman],
  [workTrainingLedger, workTraining, endsAfterStart],
  [fitDutyLedger, fitDuty, endsAfterStart],
  [trainLedger, enterpriseTraining, endsAfterStart],
  [surveyLedger, employmentSurvey],
];

/**
 * The employment-monitoring registers (issue 14), served by the ledger engine from their
 * declarations (@portal/api endpoints/employmentMonitor.ts): an enterprise fills, imports,
 * corrects and exports its own rows (another's: 4003); the overseeing departments list, open and
 * export every enterprise's rows, each with its enterprise's name (单位名称, searchable by the keyword).
 */
export function employmentMonitorRoutes(r: Router): void {
  for (const [ledger, table, rule] of REGISTERS) {
    const server: LedgerServerOptions = {
      select: { entName: sql<string>`(select ${enterprise.name} from ${enterprise} where ${enterprise.id} = ${table.enterpriseId})` },
      derive: (row) => ({ entName: row.entName }),
      ...(rule ? { check: async (_db, values) => rule(values) } : {}),
    };
    mountLedger(r, ledger, table, { ...server, scope: ownRows });
  }
}
