/** What other features may import from station (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { timeRange } from './ActivityCard';
export { SessionCounts, SessionEnterprises } from './RecruitmentSession';
export { DatedRows } from './DatedRows';
export { PagedGrid } from './PagedGrid';
