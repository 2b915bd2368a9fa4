import { EChart } from '@portal/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { rankedBars } from '../overview/chartOptions';
import { Panel, QueryView } from '../overview/Panel';
import { ExportButton, ScreenPage } from '../layout/ScreenHeader';
import { compositeGaugeOption, formatIndex } from './chartOptions';
import { PanelLink, RadarPanel, RevenueInputPanel, SubIndexGrid, TrendPanel } from './panels';
import { indexHomeQuery, tradeIndexQuery, type IndexHome, type TradeIndex } from './queries';

const DISTRICT = {};

function Gauge({ home }: { home: IndexHome }) {
  const option = useMemo(() => compositeGaugeOption(home.composite, home.baseYear), [home]);
  return <EChart option={option} ariaLabel={`综合人才指数 ${formatIndex(home.composite)}`} data-testid="chart-gauge" className="bs-fill" />;
}

function StreetRanking({ home }: { home: IndexHome }) {
  const navigate = useNavigate();
  const option = useMemo(
    () => rankedBars(home.streets.map((s) => ({ name: s.streetName, value: s.composite ?? 0, extra: `${home.year}年（${home.baseYear}年 = 100）` })), '', ['rgba(31, 109, 255, 0.35)', '#1fd1ff'], 100, 16),
    [home],
  );
  return (
    <EChart
      option={option}
      ariaLabel="各街道人才指数排名"
      data-testid="chart-street-index"
      className="bs-fill"
      onItemClick={({ name }) => {
        const street = home.streets.find((s) => s.streetName === name);
        if (street) void navigate({ to: '/streetMacroDetail', search: { streetCode: street.streetCode } });
      }}
    />
  );
}

function IndustryRanking({ trade }: { trade: TradeIndex }) {
  const navigate = useNavigate();
  const rows = useMemo(() => [...trade.industries].filter((i) => i.composite !== null).sort((a, b) => (b.composite ?? 0) - (a.composite ?? 0)).slice(0, 10), [trade]);
  const option = useMemo(() => rankedBars(rows.map((i) => ({ name: i.industryName, value: i.composite ?? 0, extra: `人才 ${i.talentCount} 人` })), '', ['rgba(255, 197, 66, 0.3)', '#ffc542'], 150, 12), [rows]);
  return (
    <EChart
      option={option}
      ariaLabel="行业人才指数前十"
      data-testid="chart-industry-index"
      className="bs-fill"
      onItemClick={({ name }) => {
        const industry = rows.find((i) => i.industryName === name);
        if (industry) void navigate({ to: '/industryMacroDetail', search: { industryCode: industry.industryCode } });
      }}
    />
  );
}

/** /screen3/talentIndex: the district's composite talent index, its eight sub-indices, trend and rankings. */
export function TalentIndexPage() {
  const home = useQuery(indexHomeQuery);
  const trade = useQuery(tradeIndexQuery);
  const title = home.data ? `${home.data.districtName}人才指数` : '人才指数';
  return (
    <ScreenPage title={title} right={<ExportButton module="talentIndex" />}>
      <div className="bs-col">
        <Panel title="综合人才指数" className="bs-panel--h360" extra={<PanelLink to="/talentIndexDetail1">{home.data ? `${home.data.year}年 · 历年明细` : '历年明细'}</PanelLink>}>
          <QueryView query={home}>{(h) => <Gauge home={h} />}</QueryView>
        </Panel>
        <QueryView query={home}>{(h) => <RadarPanel subIndices={h.subIndices} className="bs-panel--grow" extra={<PanelLink to="/talentIndexDetail4">权重</PanelLink>} />}</QueryView>
      </div>
      <div className="bs-col">
        <Panel title="分指数" className="bs-panel--h300">
          <QueryView query={home}>{(h) => <SubIndexGrid subIndices={h.subIndices} />}</QueryView>
        </Panel>
        <TrendPanel scope={DISTRICT} composite={home.data?.trend} className="bs-panel--grow" />
        <RevenueInputPanel scope={DISTRICT} className="bs-panel--h300" />
      </div>
      <div className="bs-col">
        <Panel title="街道人才指数" className="bs-panel--h420" extra={<PanelLink to="/talentIndexDetail2">点击查看街道 · 明细</PanelLink>}>
          <QueryView query={home}>{(h) => <StreetRanking home={h} />}</QueryView>
        </Panel>
        <Panel title="行业人才指数前十" className="bs-panel--grow" extra={<PanelLink to="/talentIndexDetail3">点击查看行业 · 明细</PanelLink>}>
          <QueryView query={trade}>{(t) => <IndustryRanking trade={t} />}</QueryView>
        </Panel>
      </div>
    </ScreenPage>
  );
}
