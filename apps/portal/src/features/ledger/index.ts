/** The ledger engine's pages (issue 12): the page of any declared ledger, its pieces for a page of its own (filters, record form, data hooks), and the import dialog other features share. */
export { LedgerPage } from './LedgerPage';
export { LedgerFilters } from './LedgerFilters';
export { DraftFilterBar } from './DraftFilterBar';
export { LedgerFieldInput, RecordDialog } from './RecordDialog';
export { ImportDialog, ImportOutcome, ImportProgress, type ImportTexts } from './ImportDialog';
export { ledgerQueryKey, prefetchLedgerPage, useLedger, type LedgerItem } from './queries';
export { ledgerGroupRouteSearch, ledgerRouteSearch, useLedgerSearch, type LedgerGroupSearch, type LedgerSearch } from './search';
export { LedgerGroupPage } from './LedgerGroupPage';
export { ledgerGroupRoute, ledgerRoute } from './ledgerGroupRoute';
