/** The ledger engine's pages (issue 12): the page of any declared ledger, its pieces for a page of its own (filters, record form, data hooks), and the import dialog other features share. */
export { LedgerPage, type LedgerPageProps } from './LedgerPage';
export { LedgerFilters, type LedgerFiltersProps } from './LedgerFilters';
export { DraftFilterBar, type DraftFilterBarProps, type DraftFilters } from './DraftFilterBar';
export { LedgerFieldInput, RecordDialog } from './RecordDialog';
export { ImportDialog, ImportOutcome, ImportProgress, saveErrorWorkbook, type ImportDialogProps, type ImportTexts } from './ImportDialog';
export { ledgerPageOptions, ledgerQueryKey, prefetchLedgerPage, useLedger, type LedgerItem } from './queries';
export { ledgerGroupSearch, ledgerSearchSchema, type LedgerGroupSearch, type LedgerSearch } from './search';
export { LedgerGroupPage, type LedgerGroupPageProps } from './LedgerGroupPage';
export { ledgerGroupRoute } from './ledgerGroupRoute';
