import { endpoints, postdocRecordLedger, postdocTicketLedger, postdocUnitLedger } from '@portal/api';
import type { Router } from '../../http/router';
import { mountLedger } from '../ledger/mount';
import { currentYear, exitStay, fundingYear, headCounts, stayServer, unitOnRegister, unitStays } from './service';
import { postdocRecord, postdocTicket, postdocUnit } from './tables';

/**
 * The postdoctoral registers (SPEC.md section 7, Postdoctoral; docs/ledgers.md, 博士后), for the
 * professional technology office only (the declarations' roles): station units, funding tickets
 * and entry/exit records on the ledger engine, with the records' own operations beside it (add,
 * the two exits, head counts, one unit's researchers) and the yearly funding view.
 */
export function postdoctoralRoutes(r: Router): void {
  mountLedger(r, postdocUnitLedger, postdocUnit);
  mountLedger(r, postdocTicketLedger, postdocTicket, { check: unitOnRegister });
  const records = mountLedger(r, postdocRecordLedger, postdocRecord, stayServer);
  r.handle(endpoints.postdocRecordAdd, (input, { db, user }) => records.save(db, user, input));
  r.handle(endpoints.exitExpo, ({ id, exitDate }, { db, user }) => exitStay(db, records, user, { id, exitDate, kind: '期满出站' }));
  r.handle(endpoints.midwayExit, ({ id, exitDate, reason }, { db, user }) => exitStay(db, records, user, { id, exitDate, kind: '中途退站', reason }));
  r.handle(endpoints.statisticPerNum, ({ year }, { db }) => headCounts(db, year ?? currentYear()));
  r.handle(endpoints.getEntPostdoctoral, ({ unitCode }, { db, user }) => unitStays(db, records, user, unitCode));
  r.handle(endpoints.postdocFundingYear, ({ year }, { db }) => fundingYear(db, year));
}
