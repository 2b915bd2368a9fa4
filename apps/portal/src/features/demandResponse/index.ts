/** What other features may import from demandResponse (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { EntResponses } from './EntResponses';
export { RespondBox } from './RespondBox';
