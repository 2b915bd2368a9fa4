import { EChart } from '@portal/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { IndustryPanel } from '../overview/Charts';
import { rankedBars } from '../overview/chartOptions';
import { formatCount } from '../overview/format';
import { Panel, QueryView } from '../overview/Panel';
import { ExportButton, ScreenPage } from '../layout/ScreenHeader';
import { formatIndex } from './chartOptions';
import { rowClick } from './panels';
import { tradeIndexQuery, type TradeIndex } from './queries';
import { t } from '../../i18n/zh-CN';

function useOpenIndustry() {
  const navigate = useNavigate();
  return (industryCode: string) => void navigate({ to: '/industryMacroDetail', search: { industryCode } });
}

function IndustryTable({ trade }: { trade: TradeIndex }) {
  const open = useOpenIndustry();
  return (
    <div className="bs-scroll" tabIndex={0}>
      <table className="bs-table" data-testid="industry-table">
        <thead>
          <tr>
            <th>{t.talentIndex.columns.section}</th>
            <th>{t.talentIndex.columns.industry}</th>
            <th className="bs-num">{t.talentIndex.columns.enterprises}</th>
            <th className="bs-num">{t.talentIndex.columns.talent}</th>
            <th className="bs-num">{t.talentIndex.columns.index}</th>
          </tr>
        </thead>
        <tbody>
          {trade.industries.map((i) => (
            <tr key={i.industryCode} onClick={rowClick(() => open(i.industryCode))}>
              <td>{i.industryCode}</td>
              <td title={i.industryName} className="bs-cell--clip">
                <Link to="/industryMacroDetail" search={{ industryCode: i.industryCode }} className="bs-rowlink">
                  {i.industryName}
                </Link>
              </td>
              <td className="bs-num">{formatCount(i.enterpriseCount)}</td>
              <td className="bs-num">{formatCount(i.talentCount)}</td>
              <td className="bs-num">{formatIndex(i.composite)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function IndexBars({ trade }: { trade: TradeIndex }) {
  const open = useOpenIndustry();
  const rows = useMemo(() => trade.industries.filter((i) => i.composite !== null), [trade]);
  const option = useMemo(
    () => rankedBars(rows.map((i) => ({ name: i.industryName, value: i.composite ?? 0, extra: t.common.firmsAndTalent(formatCount(i.enterpriseCount), formatCount(i.talentCount)) })), '', ['rgba(255, 197, 66, 0.3)', '#ffc542'], 240, 16),
    [rows],
  );
  return (
    <EChart
      option={option}
      ariaLabel={t.talentIndex.industryRanking}
      data-testid="chart-industry-index"
      className="bs-fill"
      onItemClick={({ name }) => {
        const i = rows.find((r) => r.industryName === name);
        if (i) open(i.industryCode);
      }}
    />
  );
}

/** /screen3/talentIndexIndustry: every industry section's talent index; a section opens its detail. */
export function TalentIndexIndustryPage() {
  const query = useQuery(tradeIndexQuery);
  return (
    <ScreenPage title={t.talentIndex.industryIndex} right={<ExportButton module="industry" />}>
      <div className="bs-col">
        <Panel title={t.talentIndex.industryList} className="bs-panel--grow bs-panel--table" extra={<span className="bs-panel__unit">{t.common.clickForDetail}</span>}>
          <QueryView query={query}>{(trade) => <IndustryTable trade={trade} />}</QueryView>
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title={t.talentIndex.industryRanking} className="bs-panel--grow" extra={<span className="bs-panel__unit">{query.data ? t.common.yearOnBase(query.data.year, query.data.baseYear) : ''}</span>}>
          <QueryView query={query}>{(trade) => <IndexBars trade={trade} />}</QueryView>
        </Panel>
      </div>
      <div className="bs-col">
        <IndustryPanel className="bs-panel--grow" />
      </div>
    </ScreenPage>
  );
}
