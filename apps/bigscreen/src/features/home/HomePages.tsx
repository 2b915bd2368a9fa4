import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, type LinkProps } from '@tanstack/react-router';
import { useState } from 'react';
import { KpiCards } from '../overview/KpiCards';
import { BigNumber, Panel, QueryView } from '../overview/Panel';
import { ScreenPage } from '../layout/ScreenHeader';
import { formatIndex } from '../talentIndex/chartOptions';
import { boardModuleQuery } from '../modules/queries';
import { indexHomeQuery } from '../talentIndex/queries';
import { WALL_LIMITS, WALL_PAGES, type WallPage } from '../wall/wall';
import { t } from '../../i18n/zh-CN';

/** The pages the board_router table offers (/api/dataBoard/getRouters): path, title, group. */
function usePages() {
  return useQuery(boardModuleQuery('getRouters'));
}

function Tiles({ limit }: { limit?: number }) {
  const routers = usePages();
  return (
    <QueryView query={routers} isEmpty={(p) => p.rows.length === 0}>
      {(p) => (
        <nav className="bs-tiles" aria-label={t.home.tiles} data-testid="page-tiles">
          {p.rows.slice(0, limit).map((r) => (
            <Link key={String(r['path'])} to={`/${String(r['path'])}` as LinkProps['to']} className="bs-tile">
              <span className="bs-tile__title">{String(r['title'])}</span>
              <span className="bs-tile__note">{String(r['groupName'])}</span>
            </Link>
          ))}
        </nav>
      )}
    </QueryView>
  );
}

/** The lines the board_notice table sets (/api/dataBoard/getNoticeConfig), scrolling. */
function NoticeTicker() {
  const notices = useQuery(boardModuleQuery('getNoticeConfig'));
  const lines = notices.data?.rows.map((r) => String(r['content'])) ?? [];
  if (lines.length === 0) return null;
  return (
    <div className="bs-ticker" role="marquee" aria-label={t.home.ticker} data-testid="notice-ticker">
      <div className="bs-ticker__track">
        {[...lines, ...lines].map((l, i) => (
          <span key={i} className="bs-ticker__item">
            {l}
          </span>
        ))}
      </div>
    </div>
  );
}

/** /screen3/welcome: the district's greeting screen: composite index, headline figures and the main pages. */
export function WelcomePage() {
  const home = useQuery(indexHomeQuery);
  return (
    <ScreenPage title={home.data ? t.home.title(home.data.districtName) : t.home.titleFallback} className="bs-screen--one">
      <div className="bs-col">
        <Panel title={t.home.welcome} className="bs-panel--h300">
          <QueryView query={home}>
            {(h) => <BigNumber label={t.home.compositeOfYear(h.year, h.baseYear)} value={formatIndex(h.composite)} testId="welcome-index" />}
          </QueryView>
          <NoticeTicker />
        </Panel>
        <KpiCards />
        <Panel title={t.home.enter} className="bs-panel--grow">
          <Tiles limit={8} />
        </Panel>
      </div>
    </ScreenPage>
  );
}

/** Starts a wall playlist (/screen3/wall) with the chosen pages and interval. */
function WallForm() {
  const navigate = useNavigate();
  const [pages, setPages] = useState<WallPage[]>([...WALL_PAGES]);
  const [interval, setIntervalSeconds] = useState<number>(WALL_LIMITS.interval.default);
  const titles = new Map(usePages().data?.rows.map((r) => [`/${String(r['path'])}`, String(r['title'])]));
  return (
    <form
      className="bs-form"
      onSubmit={(e) => {
        e.preventDefault();
        void navigate({ to: '/wall', search: { pages: pages.map((p) => p.slice(1)).join(','), interval } });
      }}
    >
      <div className="bs-chips" role="group" aria-label={t.home.wallPages}>
        {WALL_PAGES.map((p) => (
          <button key={p} type="button" className="bs-chip" aria-pressed={pages.includes(p)} onClick={() => setPages((cur) => (cur.includes(p) ? cur.filter((x) => x !== p) : WALL_PAGES.filter((x) => x === p || cur.includes(x))))}>
            {titles.get(p) ?? p}
          </button>
        ))}
      </div>
      <label>
        {t.home.dwell}
        <input className="bs-input bs-input--short" type="number" min={WALL_LIMITS.interval.min} max={WALL_LIMITS.interval.max} value={interval} onChange={(e) => setIntervalSeconds(Number(e.target.value))} />
      </label>
      <button type="submit" className="bs-link" disabled={pages.length === 0}>
        {t.home.startWall}
      </button>
    </form>
  );
}

/** /screen3/biglHome: the directory of dashboard pages and the wall playlist's settings. */
export function BiglHomePage() {
  return (
    <ScreenPage title={t.home.screensTitle} className="bs-screen--one">
      <div className="bs-col">
        <Panel title={t.home.wall} className="bs-panel--search">
          <WallForm />
        </Panel>
        <Panel title={t.home.directory} className="bs-panel--grow">
          <Tiles />
        </Panel>
      </div>
    </ScreenPage>
  );
}
