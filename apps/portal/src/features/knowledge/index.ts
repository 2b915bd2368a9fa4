/** What other features may import from knowledge (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { useKnowledgeMutations } from './queries';
export { KnowledgeSuggestions } from './Suggestions';
export { knowledgeBankSearchSchema } from './search';
