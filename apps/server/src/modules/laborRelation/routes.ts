import { consultInfoLedger, courtFeedbackLedger, harmonyEntLedger, LABOR_INQUIRIES, petitionLedger, sgxkzdjLedger, siteInfoLedger, supervisionLedger, type Ledger } from '@portal/api';
import type { Router } from '../../http/router';
import { mountLedger, type LedgerEngine, type LedgerTable } from '../ledger/mount';
import { constructionPermit, harmonyEnterprise, laborConsult, laborCourtFeedback, laborPetition, laborSite, laborSupervision } from './tables';

/** Each labour-relations ledger with its table (issue 14). */
const LEDGERS: [Ledger, LedgerTable][] = [
  [harmonyEntLedger, harmonyEnterprise],
  [supervisionLedger, laborSupervision],
  [courtFeedbackLedger, laborCourtFeedback],
  [petitionLedger, laborPetition],
  [consultInfoLedger, laborConsult],
  [siteInfoLedger, laborSite],
  [sgxkzdjLedger, constructionPermit],
];

/** How many rows of one ledger an inquiry lists (the newest); the total and the counts by year cover all. */
const INQUIRY_ROWS = 200;

/**
 * The labour-relations ledgers (SPEC.md section 7, Labour relations), served by the ledger engine
 * from their declarations (@portal/api endpoints/laborRelation.ts) for the labour-relations office,
 * and the three inquiries of /laoDongQuery: one ledger's rows about an enterprise (name contains
 * or credit code starts with the keyword), newest first, masked as in the ledger, with their count
 * by year of the ledger's date.
 */
export function laborRelationRoutes(r: Router): void {
  const engines = new Map<string, LedgerEngine>(LEDGERS.map(([ledger, table]) => [ledger.name, mountLedger(r, ledger, table)]));
  for (const { ledger, date, endpoint } of Object.values(LABOR_INQUIRIES)) {
    const engine = engines.get(ledger.name)!;
    r.handle(endpoint, async ({ keyword }, { db, user }) => {
      const [page, byYear] = await Promise.all([engine.page(db, user!, { keyword, page: 1, limit: INQUIRY_ROWS }), engine.countByYear(db, user!, { keyword }, date)]);
      return { ...page, byYear };
    });
  }
}
