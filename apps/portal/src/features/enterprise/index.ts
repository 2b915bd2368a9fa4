/** What other features may import from enterprise (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { EntFrame } from './EntFrame';
export { ANNUAL_FIELD_SETS, TalentTable } from './EntDataPage';
export { EntryCards } from './BusinessPage';
