/** The ledger engine's pages (issue 12): the page of any declared ledger, its record form, and the import dialog other features share. */
export { LedgerPage, type LedgerPageProps } from './LedgerPage';
export { RecordDialog } from './RecordDialog';
export { ImportDialog, ImportOutcome, ImportProgress, saveErrorWorkbook, type ImportDialogProps, type ImportTexts } from './ImportDialog';
export { ledgerSearchSchema, type LedgerSearch } from './search';
