/** What other features may import from listing (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { CardPage, KeywordSearch, ListFrame, PageCrumbs } from './ListFrame';
export type { Crumb } from './ListFrame';
