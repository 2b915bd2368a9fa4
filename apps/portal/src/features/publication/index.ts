/** What other features may import from publication (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { PublicationListPage, StationCategory, PUBLICATION_PAGES } from './PublicationListPage';
export { PublicationDetailPage } from './PublicationDetailPage';
export { usePublicationPage, prefetchPublicationPage, type PublicationKind, type PublicationSearch } from './queries';
