/** The labour-relations registers (issue 14) the routes /modifyLabor and /modifySite load with their pages (features/ledger ledgerGroupRoute), not in the first load. */
export { LABOR_LEDGERS, SITE_LEDGERS } from '@portal/api';
