/** What other features may import from layout (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { AppRoot } from './AppRoot';
export { SiteFooter } from './SiteChrome';
export { useSysConfig } from './banner';
export { useDocumentTitle } from './useDocumentTitle';
export { useSiteTitle } from './queries';
export { useGoTo, useLinkProps } from './useOutcome';
