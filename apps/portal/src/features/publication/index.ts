/** What other features may import from publication (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { StationCategory } from './PublicationListPage';
export { usePublicationPage } from './queries';
