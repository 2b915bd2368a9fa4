/** What other features may import from listing (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { KeywordSearch, ListFrame } from './ListFrame';
