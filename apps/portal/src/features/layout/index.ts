/** What other features may import from layout (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { GlobalLoadingMask } from './RootLayout';
export { SiteFooter } from './SiteChrome';
export { useSysConfig } from './banner';
export { useDocumentTitle } from './useDocumentTitle';
export { useSiteTitle } from './queries';
export { useGoTo, useLinkProps } from './useOutcome';
