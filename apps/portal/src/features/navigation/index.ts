/** What other features may import from navigation (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { ForbiddenError, loginPathOf, useMayOpen } from './guard';
export { activeMenuKey, buildMenu, outcomeHref } from './menu';
export { PageLink } from './PageLink';
export { PAGES, offers, pageOf, placeHref } from './pages';
export { ProfileLinks } from './ProfileLinks';
export { TaskList, useWorkbenchTasks } from './tasks';
