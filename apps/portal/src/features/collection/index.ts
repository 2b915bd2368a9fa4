/** What other features and routes may import from collection (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { CollectionSummaryPage } from './CollectionSummaryPage';
export { collectionSearchSchema } from './search';
