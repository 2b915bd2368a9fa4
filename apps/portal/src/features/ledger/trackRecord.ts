/** The track service register (跟踪服务记录, /track-service), a page of the ledger engine's own: loaded with its page (ledgerRoute), not in the first load. */
export { trackRecordLedger } from '@portal/api';
