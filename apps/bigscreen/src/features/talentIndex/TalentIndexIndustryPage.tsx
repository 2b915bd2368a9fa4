import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ScreenTable } from '../common/ScreenTable';
import { DataChart, IndustryPanel, openByName } from '../overview/Charts';
import { BAR_COLORS, rankedBars } from '../overview/chartOptions';
import { formatCount } from '../overview/format';
import { Panel, QueryView } from '../overview/Panel';
import { ExportButton, ScreenPage } from '../layout/ScreenHeader';
import { formatIndex } from './chartOptions';
import { tradeIndexQuery, type TradeIndex } from './queries';
import { t } from '../../i18n/zh-CN';

function useOpenIndustry() {
  const navigate = useNavigate();
  return (industryCode: string) => void navigate({ to: '/industryMacroDetail', search: { industryCode } });
}

function IndustryTable({ trade }: { trade: TradeIndex }) {
  const open = useOpenIndustry();
  return (
    <ScreenTable
      testId="industry-table"
      rows={trade.industries}
      rowKey={(i) => i.industryCode}
      open={(i) => open(i.industryCode)}
      columns={[
        { header: t.talentIndex.columns.section, cell: (i) => i.industryCode },
        {
          header: t.talentIndex.columns.industry,
          title: (i) => i.industryName,
          clip: true,
          cell: (i) => (
            <Link to="/industryMacroDetail" search={{ industryCode: i.industryCode }} className="bs-rowlink">
              {i.industryName}
            </Link>
          ),
        },
        { header: t.talentIndex.columns.enterprises, num: true, cell: (i) => formatCount(i.enterpriseCount) },
        { header: t.talentIndex.columns.talent, num: true, cell: (i) => formatCount(i.talentCount) },
        { header: t.talentIndex.columns.index, num: true, cell: (i) => formatIndex(i.composite) },
      ]}
    />
  );
}

const indexBars = (rows: TradeIndex['industries']) =>
  rankedBars(rows.map((i) => ({ name: i.industryName, value: i.composite ?? 0, extra: t.common.firmsAndTalent(formatCount(i.enterpriseCount), formatCount(i.talentCount)) })), '', BAR_COLORS.gold, 240, 16);

function IndexBars({ trade }: { trade: TradeIndex }) {
  const open = useOpenIndustry();
  const rows = useMemo(() => trade.industries.filter((i) => i.composite !== null), [trade]);
  return <DataChart data={rows} option={indexBars} ariaLabel={t.talentIndex.industryRanking} testId="chart-industry-index" onItemClick={openByName(rows, (i) => i.industryName, (i) => open(i.industryCode))} />;
}

/** /screen3/talentIndexIndustry: every industry section's talent index; a section opens its detail. */
export function TalentIndexIndustryPage() {
  const query = useQuery(tradeIndexQuery);
  return (
    <ScreenPage title={t.talentIndex.industryIndex} right={<ExportButton module="industry" />}>
      <div className="bs-col">
        <Panel title={t.talentIndex.industryList} className="bs-panel--grow bs-panel--table" note={t.common.clickForDetail}>
          <QueryView query={query}>{(trade) => <IndustryTable trade={trade} />}</QueryView>
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title={t.talentIndex.industryRanking} className="bs-panel--grow" note={query.data ? t.common.yearOnBase(query.data.year, query.data.baseYear) : ''}>
          <QueryView query={query}>{(trade) => <IndexBars trade={trade} />}</QueryView>
        </Panel>
      </div>
      <div className="bs-col">
        <IndustryPanel className="bs-panel--grow" />
      </div>
    </ScreenPage>
  );
}
