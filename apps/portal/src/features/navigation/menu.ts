import type { WorkbenchTaskCount } from '@portal/api';
import type { RuleOutcome, RuleSession } from '@portal/auth';
import type { NavItem } from '@portal/ui';
import { MENU_SLOTS, NAVIGATION, linksOf, offers, pageOf, placeHref, placeLabel, type MenuSlot, type NavEntry, type PageEntry } from './pages';

/** What the header does with a rule's outcome (go to a route, leave for another app, or show a message). */
export type OutcomeRunner = (outcome: RuleOutcome) => void;

/** A path with a search ('/perBusiness?status=awaiting_check'); the path alone when the search is empty. */
function hrefOf(path: string, search: Record<string, unknown> = {}): string {
  const qs = new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString();
  return qs ? `${path}?${qs}` : path;
}

/** The href of a rule outcome: its path plus its search. */
export const outcomeHref = (outcome: Extract<RuleOutcome, { kind: 'go' }>): string => hrefOf(outcome.to, outcome.search);

/** The items one table row gives a session in the header (none, one, or one per menu place). */
function itemsOf(entry: NavEntry, s: RuleSession, run: OutcomeRunner): { slot: MenuSlot; item: NavItem }[] {
  if (!('path' in entry)) {
    if (!entry.when(s)) return [];
    // a link to where the rule sends this session, drawn now (middle click opens a tab); a message becomes an action
    const outcome = entry.resolve(s);
    const item: NavItem = outcome.kind === 'go' ? { key: entry.key, label: entry.label, href: outcomeHref(outcome) } : { key: entry.key, label: entry.label, onSelect: () => run(outcome) };
    return [{ slot: entry.slot, item }];
  }
  return entry.places.flatMap((place) => (place.in === 'menu' && offers(entry, place, s) ? [{ slot: place.slot, item: { key: place.key, label: placeLabel(entry, place), href: placeHref(entry, place) } }] : []));
}

/** A workbench task's href: its list page with the search that shows its rows. */
export const taskHref = (task: Pick<WorkbenchTaskCount, 'path' | 'search'>): string => hrefOf(task.path, task.search);

/**
 * The header menu of a session, read from the navigation table: the slots of {@link MENU_SLOTS} in
 * order, each a link (its one item), a dropdown of its items, or for `auto` slots a link when it
 * has one item and a dropdown (key `<slot>Group`) otherwise; empty slots are left out. 工作台 holds
 * the session's `tasks` with their counts (GET /api/workbench/tasks), then the workbench tiles it
 * may open; it shows only for a session with tiles (staff; others see their tasks in 个人中心).
 */
export function buildMenu(session: RuleSession, run: OutcomeRunner, tasks: readonly WorkbenchTaskCount[] = []): NavItem[] {
  const bySlot = new Map<MenuSlot, NavItem[]>();
  for (const { slot, item } of NAVIGATION.flatMap((e) => itemsOf(e, session, run))) bySlot.set(slot, [...(bySlot.get(slot) ?? []), item]);
  const tiles = linksOf('workbench', session).map((l) => ({ key: l.path, label: l.label, href: l.path }));
  const todo = tasks.map((task) => ({ key: `task.${task.key}`, label: task.label, href: taskHref(task), count: task.count }));
  if (tiles.length > 0) bySlot.set('workbench', [...todo, ...tiles]);
  return MENU_SLOTS.flatMap((slot): NavItem[] => {
    const children = bySlot.get(slot.key) ?? [];
    if (children.length === 0) return [];
    if (slot.kind === 'link' || (slot.kind === 'auto' && children.length === 1)) return [slot.kind === 'link' ? { ...children[0]!, label: slot.label } : children[0]!];
    return [{ key: slot.kind === 'auto' ? `${slot.key}Group` : slot.key, label: slot.label, children }];
  });
}

/**
 * The menu item (or dropdown) to highlight for a path: the slot of the page's first menu place,
 * else 工作台 for a workbench tile, else that of the page it is reached from (e.g. /noticeDetail
 * from /notice); pages reached from 首页's blocks or 个人中心 highlight nothing.
 */
export function activeMenuKey(pathname: string): string | null {
  const seen = new Set<PageEntry>();
  for (let p = pageOf(pathname); p && !seen.has(p); ) {
    seen.add(p);
    const place = p.places.find((pl) => pl.in === 'menu');
    if (place?.in === 'menu') return place.slot === 'dataCollection' ? 'dataCollectionGroup' : place.slot;
    if (p.places.some((pl) => pl.in === 'workbench')) return 'workbench';
    const link = p.places.find((pl) => pl.in === 'link');
    p = link?.in === 'link' && link.from !== '/Home' ? pageOf(link.from) : undefined;
  }
  return null;
}
