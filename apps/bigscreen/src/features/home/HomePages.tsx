import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, type LinkProps } from '@tanstack/react-router';
import { useState } from 'react';
import { KpiCards } from '../overview/KpiCards';
import { Panel, QueryView } from '../overview/Panel';
import { ScreenPage } from '../layout/ScreenHeader';
import { formatIndex } from '../talentIndex/chartOptions';
import { indexHomeQuery } from '../talentIndex/queries';
import { WALL_LIMITS, WALL_PAGES, type WallPage } from '../wall/wall';

/** Every page a visitor can open without a query, with what it shows. */
const DIRECTORY: { to: LinkProps['to']; title: string; note: string }[] = [
  { to: '/overview', title: '人才发展总览', note: '企业、人才、行业与街道分布' },
  { to: '/sandTable', title: '人才沙盘', note: '街道立体沙盘与企业点位' },
  { to: '/talentIndex', title: '人才指数', note: '综合指数与八项分指数' },
  { to: '/talentIndexStreet', title: '街道人才指数', note: '街道地图、排名与详情' },
  { to: '/talentIndexIndustry', title: '行业人才指数', note: '行业门类排名与详情' },
  { to: '/qyjjzb', title: '企业经济指标', note: '营收、纳税、投入与四上企业' },
  { to: '/portraitSearch', title: '企业画像', note: '按名称、街道、行业查找企业' },
  { to: '/wholeDwq', title: '粤港澳大湾区', note: '大湾区各城市户籍人才' },
  { to: '/wholeCountry', title: '全国人才流入', note: '各省份户籍人才流入' },
  { to: '/talentIndexDetail1', title: '指数历年明细', note: '全区综合指数' },
  { to: '/talentIndexDetail2', title: '街道指数明细', note: '各街道分指数' },
  { to: '/talentIndexDetail4', title: '指数权重', note: '分指数与指标权重' },
];

function Tiles({ pages }: { pages: typeof DIRECTORY }) {
  return (
    <nav className="bs-tiles" aria-label="大屏页面目录" data-testid="page-tiles">
      {pages.map((p) => (
        <Link key={p.to} to={p.to} className="bs-tile">
          <span className="bs-tile__title">{p.title}</span>
          <span className="bs-tile__note">{p.note}</span>
        </Link>
      ))}
    </nav>
  );
}

/** /screen3/welcome: the district's greeting screen: composite index, headline figures and the main pages. */
export function WelcomePage() {
  const home = useQuery(indexHomeQuery);
  return (
    <ScreenPage title={home.data ? `${home.data.districtName}人才大数据平台` : '人才大数据平台'} className="bs-screen--one">
      <div className="bs-col">
        <Panel title="欢迎" className="bs-panel--h300">
          <QueryView query={home}>
            {(h) => (
              <div className="bs-bignum">
                <span className="bs-bignum__label">
                  {h.year}年综合人才指数（{h.baseYear}年 = 100）
                </span>
                <span className="bs-bignum__value" data-testid="welcome-index">
                  {formatIndex(h.composite)}
                </span>
              </div>
            )}
          </QueryView>
        </Panel>
        <KpiCards />
        <Panel title="进入" className="bs-panel--grow">
          <Tiles pages={DIRECTORY.slice(0, 8)} />
        </Panel>
      </div>
    </ScreenPage>
  );
}

const WALL_TITLES: Record<WallPage, string> = Object.fromEntries(WALL_PAGES.map((p) => [p, DIRECTORY.find((d) => d.to === p)?.title ?? p])) as Record<WallPage, string>;

/** Starts a wall playlist (/screen3/wall) with the chosen pages and interval. */
function WallForm() {
  const navigate = useNavigate();
  const [pages, setPages] = useState<WallPage[]>([...WALL_PAGES]);
  const [interval, setIntervalSeconds] = useState<number>(WALL_LIMITS.interval.default);
  return (
    <form
      className="bs-form"
      onSubmit={(e) => {
        e.preventDefault();
        void navigate({ to: '/wall', search: { pages: pages.map((p) => p.slice(1)).join(','), interval } });
      }}
    >
      <div className="bs-chips" role="group" aria-label="轮播页面">
        {WALL_PAGES.map((p) => (
          <button key={p} type="button" className="bs-chip" aria-pressed={pages.includes(p)} onClick={() => setPages((cur) => (cur.includes(p) ? cur.filter((x) => x !== p) : WALL_PAGES.filter((x) => x === p || cur.includes(x))))}>
            {WALL_TITLES[p]}
          </button>
        ))}
      </div>
      <label>
        每页停留（秒）
        <input className="bs-input bs-input--short" type="number" min={WALL_LIMITS.interval.min} max={WALL_LIMITS.interval.max} value={interval} onChange={(e) => setIntervalSeconds(Number(e.target.value))} />
      </label>
      <button type="submit" className="bs-link" disabled={pages.length === 0}>
        开始轮播
      </button>
    </form>
  );
}

/** /screen3/biglHome: the directory of dashboard pages and the wall playlist's settings. */
export function BiglHomePage() {
  return (
    <ScreenPage title="可视化大屏" className="bs-screen--one">
      <div className="bs-col">
        <Panel title="大屏轮播" className="bs-panel--search">
          <WallForm />
        </Panel>
        <Panel title="页面目录" className="bs-panel--grow">
          <Tiles pages={DIRECTORY} />
        </Panel>
      </div>
    </ScreenPage>
  );
}
