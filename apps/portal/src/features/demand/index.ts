/** What other features may import from demand (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { JobRows } from './JobRows';
export { useFilterOptions } from './queries';
