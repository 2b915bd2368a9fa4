/** Labour relations (issue 14): the cross-register inquiry /laoDongQuery; the registers themselves are ledger pages (features/ledger LedgerGroupPage). */
export { LaborQueryPage } from './LaborQueryPage';
