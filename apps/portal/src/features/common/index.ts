/** Page pieces every portal feature shares: the page frame, the filter bar and the two dialogs. */
export * from './PageFrame';
export * from './FilterBar';
export * from './FormDialog';
export * from './ConfirmDialog';
