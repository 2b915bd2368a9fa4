import { boardPagesIn, type BoardPagesIn } from '@portal/api';

/** A wall's playlist: pages shown in turn, each for `intervalMs`, data refreshed every `refreshMs`. */
export interface WallConfig {
  /** page paths without the /screen3 prefix, e.g. '/talentIndex' */
  pages: WallPage[];
  intervalMs: number;
  refreshMs: number;
}

/** Pages a playlist may hold: those libs/api BOARD_PAGES offers for the wall (dashboard pages that need no query), in its order. */
export const WALL_PAGES: readonly WallPage[] = boardPagesIn('wall').map((p) => `/${p.path}` as const);
export type WallPage = `/${BoardPagesIn<'wall'>['path']}`;

/** Bounds and defaults of the intervals, in seconds. */
export const WALL_LIMITS = { interval: { min: 10, max: 3600, default: 30 }, refresh: { min: 30, max: 86_400, default: 300 } } as const;

const seconds = (v: unknown, limits: { min: number; max: number; default: number }): number => {
  const n = Number(v);
  return (Number.isFinite(n) && n > 0 ? Math.min(limits.max, Math.max(limits.min, Math.round(n))) : limits.default) * 1000;
};

/**
 * A playlist from the /wall page's query: `pages` (comma-separated names, e.g.
 * 'talentIndex,wholeDwq'; unknown names are dropped, none given means all of {@link WALL_PAGES}),
 * `interval` and `refresh` in seconds (clamped to {@link WALL_LIMITS}).
 */
export function parseWallConfig(search: Record<string, unknown>): WallConfig {
  const asked = typeof search['pages'] === 'string' ? search['pages'].split(',').map((p) => `/${p.trim().replace(/^\/+/, '')}`) : [];
  const pages = asked.filter((p): p is WallPage => (WALL_PAGES as readonly string[]).includes(p));
  return { pages: pages.length ? pages : [...WALL_PAGES], intervalMs: seconds(search['interval'], WALL_LIMITS.interval), refreshMs: seconds(search['refresh'], WALL_LIMITS.refresh) };
}

/** The page after `current` in the playlist (the first when `current` is not in it). */
export function nextWallPage(pages: readonly WallPage[], current: string): WallPage {
  const i = pages.indexOf(current as WallPage);
  return pages[(i + 1) % pages.length] ?? pages[0] ?? '/overview';
}

const KEY = 'bigscreen.wall';

/** The running playlist, kept in sessionStorage so it survives page changes and reloads of this tab. */
export const wallStore = {
  read(): WallConfig | null {
    try {
      const raw = sessionStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as WallConfig) : null;
    } catch {
      return null;
    }
  },
  write(config: WallConfig | null): void {
    if (config) sessionStorage.setItem(KEY, JSON.stringify(config));
    else sessionStorage.removeItem(KEY);
  },
};
