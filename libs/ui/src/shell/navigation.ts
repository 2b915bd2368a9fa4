import type { MouseEvent } from 'react';

/**
 * One item of the header menu. An item with `children` is a dropdown; otherwise it has an
 * `href` (a path of the app, navigated with `onNavigate`) or an `onSelect` action (for items whose
 * target is decided by a role rule when clicked, such as 数据采集 or 可视化平台), or both.
 */
export interface NavItem {
  key: string;
  label: string;
  href?: string;
  onSelect?: () => void;
  children?: NavItem[];
  /** how many things wait behind the item (a workbench task's count, issue 24); shown as a badge, 0 muted */
  count?: number;
}

/** Navigates inside the single-page app (e.g. the router's navigate). */
export type NavigateFn = (href: string) => void;

/** True for a plain left click, which the app handles itself; modified clicks open tabs as usual. */
export function isPlainLeftClick(e: MouseEvent): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * Runs a nav item: its action when it has one, otherwise a navigation to its href.
 * Call from an anchor's onClick; keeps ctrl/cmd-click opening a new tab for plain links.
 */
export function activateNavItem(e: MouseEvent, item: NavItem, onNavigate: NavigateFn): void {
  if (item.onSelect) {
    e.preventDefault();
    item.onSelect();
    return;
  }
  if (item.href) followInApp(item.href, onNavigate)(e);
}

/** An anchor's onClick that navigates inside the app to `href` on a plain left click; modified clicks open tabs as usual. */
export const followInApp =
  (href: string, onNavigate: NavigateFn) =>
  (e: MouseEvent): void => {
    if (isPlainLeftClick(e)) {
      e.preventDefault();
      onNavigate(href);
    }
  };

/** '2025-02-28' (or '2025-02-28 10:00:00') as '2025年2月28日'; other text unchanged. */
export function formatChineseDate(value: string): string {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value.trim());
  if (!m) return value;
  return `${Number(m[1])}年${Number(m[2])}月${Number(m[3])}日`;
}

/** A count for a small badge: '99+' above 99. */
export const badgeCount = (n: number): string => (n > 99 ? '99+' : String(n));
