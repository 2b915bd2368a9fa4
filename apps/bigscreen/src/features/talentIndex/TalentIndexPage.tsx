import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DataChart, openByName } from '../overview/Charts';
import { BAR_COLORS, rankedBars } from '../overview/chartOptions';
import { Panel, QueryView } from '../overview/Panel';
import { ExportButton, ScreenPage } from '../layout/ScreenHeader';
import { compositeGaugeOption, formatIndex } from './chartOptions';
import { PanelLink, RadarPanel, RevenueInputPanel, SubIndexGrid, TrendPanel } from './panels';
import { byTalentIndex } from './pickScope';
import { indexHomeQuery, tradeIndexQuery, type IndexHome, type TradeIndex } from './queries';
import { IndustryLinks, StreetLinks, WithLinks } from './ScopeLinks';
import { t } from '../../i18n/zh-CN';

const DISTRICT = {};

const gauge = (home: IndexHome) => compositeGaugeOption(home.composite, home.baseYear);

function Gauge({ home }: { home: IndexHome }) {
  return <DataChart data={home} option={gauge} ariaLabel={t.talentIndex.gauge(formatIndex(home.composite))} testId="chart-gauge" />;
}

const streetBars = (home: IndexHome) => rankedBars(home.streets.map((s) => ({ name: s.streetName, value: s.composite ?? 0, extra: t.common.yearOnBase(home.year, home.baseYear) })), '', BAR_COLORS.blue, 100, 16);

function StreetRanking({ home }: { home: IndexHome }) {
  const navigate = useNavigate();
  const open = openByName(home.streets, (s) => s.streetName, (s) => void navigate({ to: '/streetMacroDetail', search: { streetCode: s.streetCode } }));
  return <DataChart data={home} option={streetBars} ariaLabel={t.talentIndex.streetRanking} testId="chart-street-index" onItemClick={open} />;
}

/** The ten industry sections with the highest talent index, highest first. */
const topIndustries = (trade: TradeIndex) => byTalentIndex(trade.industries.filter((i) => i.composite !== null), (i) => i.composite).slice(0, 10);

const industryBars = (rows: TradeIndex['industries']) => rankedBars(rows.map((i) => ({ name: i.industryName, value: i.composite ?? 0, extra: t.common.talentOf(i.talentCount) })), '', BAR_COLORS.gold, 150, 12);

function IndustryRanking({ trade }: { trade: TradeIndex }) {
  const navigate = useNavigate();
  const rows = useMemo(() => topIndustries(trade), [trade]);
  const open = openByName(rows, (i) => i.industryName, (i) => void navigate({ to: '/industryMacroDetail', search: { industryCode: i.industryCode } }));
  return <DataChart data={rows} option={industryBars} ariaLabel={t.talentIndex.industryTop} testId="chart-industry-index" onItemClick={open} />;
}

/** /screen3/talentIndex: the district's composite talent index, its eight sub-indices, trend and rankings. */
export function TalentIndexPage() {
  const home = useQuery(indexHomeQuery);
  const trade = useQuery(tradeIndexQuery);
  const title = home.data ? t.talentIndex.title(home.data.districtName) : t.talentIndex.titleFallback;
  return (
    <ScreenPage title={title} right={<ExportButton module="talentIndex" />}>
      <div className="bs-col">
        <Panel title={t.talentIndex.composite} className="bs-panel--h360" extra={<PanelLink to="/talentIndexDetail1">{home.data ? t.talentIndex.historyOf(home.data.year) : t.talentIndex.history}</PanelLink>}>
          <QueryView query={home}>{(h) => <Gauge home={h} />}</QueryView>
        </Panel>
        <QueryView query={home}>{(h) => <RadarPanel subIndices={h.subIndices} className="bs-panel--grow" extra={<PanelLink to="/talentIndexDetail4">{t.talentIndex.weights}</PanelLink>} />}</QueryView>
      </div>
      <div className="bs-col">
        <Panel title={t.talentIndex.subIndices} className="bs-panel--h300">
          <QueryView query={home}>{(h) => <SubIndexGrid subIndices={h.subIndices} />}</QueryView>
        </Panel>
        <TrendPanel scope={DISTRICT} composite={home.data?.trend} className="bs-panel--grow" />
        <RevenueInputPanel scope={DISTRICT} className="bs-panel--h300" />
      </div>
      <div className="bs-col">
        <Panel title={t.talentIndex.streetIndex} className="bs-panel--h420" extra={<PanelLink to="/talentIndexDetail2">{t.talentIndex.streetDetail}</PanelLink>}>
          <QueryView query={home}>{(h) => <WithLinks links={<StreetLinks streets={byTalentIndex(h.streets, (s) => s.composite)} />}><StreetRanking home={h} /></WithLinks>}</QueryView>
        </Panel>
        <Panel title={t.talentIndex.industryTop} className="bs-panel--grow" extra={<PanelLink to="/talentIndexDetail3">{t.talentIndex.industryDetail}</PanelLink>}>
          <QueryView query={trade}>{(trade) => <WithLinks links={<IndustryLinks industries={topIndustries(trade)} />}><IndustryRanking trade={trade} /></WithLinks>}</QueryView>
        </Panel>
      </div>
    </ScreenPage>
  );
}
