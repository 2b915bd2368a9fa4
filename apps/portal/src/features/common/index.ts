/** Page pieces every portal feature shares: the page frame, the filter bar, the two dialogs and the row-selection checkbox. */
export * from './PageFrame';
export * from './FilterBar';
export * from './FormDialog';
export * from './ConfirmDialog';
export * from './SelectBox';
export * from './MaskedNumber';
export * from './ExportButtons';
