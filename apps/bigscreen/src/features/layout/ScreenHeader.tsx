import { boardPagesIn, endpoints } from '@portal/api';
import { Link, useCanGoBack, useRouter, type LinkProps } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import type { ExportModule, InputOf } from '@portal/api';
import { api } from '../../api';
import { formatClock } from '../overview/format';
import './layout.css';
import { t } from '../../i18n/zh-CN';

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  const { date, time } = formatClock(now);
  return (
    <div className="bs-clock" aria-label={t.layout.clock}>
      <span className="bs-clock__time">{time}</span>
      <span className="bs-clock__date">{date}</span>
    </div>
  );
}

/**
 * The pages the header's menu lists, in order: the pages libs/api BOARD_PAGES offers in the menu,
 * labelled by the catalogue's short names.
 */
export const SCREEN_MENU: { to: LinkProps['to']; label: string }[] = boardPagesIn('menu').map((p) => ({ to: `/${p.path}`, label: t.layout.pages[p.path] }));

/** The menu's last this-many pages stand right of the title, before the page's own buttons and the clock; the others left of it. */
const MENU_RIGHT = 3;
const MENU_LEFT = Math.max(0, SCREEN_MENU.length - MENU_RIGHT);

function MenuLinks({ pages }: { pages: typeof SCREEN_MENU }) {
  return pages.map((m) => (
    <Link key={m.to} to={m.to} className="bs-menu__item" activeProps={{ className: 'bs-menu__item bs-menu__item--active' }}>
      {m.label}
    </Link>
  ));
}

/**
 * Back to where the user came from: the previous page of this app when there is one, else
 * `fallback` (a detail page opened directly).
 */
export function BackButton({ fallback }: { fallback: LinkProps['to'] }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <button type="button" className="bs-link bs-back" onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: fallback }))}>
      {t.common.back}
    </button>
  );
}

/** Downloads one dashboard module (for `scope`, when the module takes one) as xlsx through /api/dataBoard/export. */
export function ExportButton({ module, scope = {} }: { module: ExportModule; scope?: Omit<InputOf<typeof endpoints.dataBoardExport>, 'module'> }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="bs-link"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        api
          .download(endpoints.dataBoardExport, { ...scope, module })
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {t.common.export}
    </button>
  );
}

/** Titles longer than this many characters are set smaller so they clear the sides. */
const LONG_TITLE = 12;

/**
 * The title bar of every dashboard page: `left` (e.g. a back button), the page menu in two halves
 * either side of the title (left out with `menu={false}`, on detail pages), `right` (e.g. an export
 * button) and the clock.
 */
export function ScreenHeader({ title, left, right, menu = true }: { title: string; left?: ReactNode; right?: ReactNode; menu?: boolean }) {
  return (
    <header className="bs-titlebar">
      <div className="bs-titlebar__side bs-titlebar__side--left">
        {left}
        {menu ? (
          <nav className="bs-menu" aria-label={t.layout.menu}>
            <MenuLinks pages={SCREEN_MENU.slice(0, MENU_LEFT)} />
          </nav>
        ) : null}
      </div>
      <h1 className={`bs-titlebar__title ${title.length > LONG_TITLE ? 'bs-titlebar__title--long' : ''}`}>{title}</h1>
      <div className="bs-titlebar__side bs-titlebar__side--right">
        {menu ? (
          <nav className="bs-menu" aria-label={t.layout.menuMore}>
            <MenuLinks pages={SCREEN_MENU.slice(MENU_LEFT)} />
          </nav>
        ) : null}
        {right}
        <Clock />
      </div>
    </header>
  );
}

/** A dashboard page: the header ({@link ScreenHeader}) over a body filling the rest of the stage. */
export function ScreenPage({ className, children, ...header }: Parameters<typeof ScreenHeader>[0] & { className?: string; children: ReactNode }) {
  return (
    <div className="bs-overview">
      <ScreenHeader {...header} />
      <main className={`bs-screen ${className ?? ''}`}>{children}</main>
    </div>
  );
}
