/** What other features may import from policyMatter (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { useMatters } from './queries';
