/** What other features may import from publication (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { PublicationListPage, StationCategory } from './PublicationListPage';
export { PublicationDetailPage } from './PublicationDetailPage';
export { usePublicationPage, prefetchPublicationPage } from './queries';
