/** What other features may import from notice (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { NoticeRows } from './NoticeRows';
export { proseCss } from './prose';
export { categoryPath, dateOf, noticeKeys, prefetchNoticeList, refreshReadState, useNoticeList, useViewer } from './queries';
export type { NoticeCategory } from './queries';
export { sanitizeNoticeHtml } from './sanitize';
