/** What other features and routes may import from collection (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { collectionSearchSchema } from './search';
