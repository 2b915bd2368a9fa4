/** Page pieces every portal feature shares: the page frame, the filter bar, the two dialogs, the row-selection checkbox and the form drafts kept across a forced login. */
export * from './PageFrame';
export * from './FilterBar';
export * from './FormDialog';
export * from './ConfirmDialog';
export * from './SelectBox';
export { useFormDraft } from './draft';
export * from './MaskedNumber';
export * from './ExportButtons';
export * from './LinkTabs';
export * from './TableOrCards';
export * from './ReasonDialog';
export * from './PagedTable';
export * from './staticSteps';
export * from './FactList';
export * from './useDict';
export * from './TextField';
