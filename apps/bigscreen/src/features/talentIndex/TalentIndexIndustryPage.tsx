import { EChart } from '@portal/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { IndustryPanel } from '../overview/Charts';
import { rankedBars } from '../overview/chartOptions';
import { formatCount } from '../overview/format';
import { Panel, QueryView } from '../overview/Panel';
import { ExportButton, ScreenPage } from '../layout/ScreenHeader';
import { formatIndex } from './chartOptions';
import { tradeIndexQuery, type TradeIndex } from './queries';

function useOpenIndustry() {
  const navigate = useNavigate();
  return (industryCode: string) => void navigate({ to: '/industryMacroDetail', search: { industryCode } });
}

function IndustryTable({ trade }: { trade: TradeIndex }) {
  const open = useOpenIndustry();
  return (
    <div className="bs-scroll">
      <table className="bs-table" data-testid="industry-table">
        <thead>
          <tr>
            <th>门类</th>
            <th>行业</th>
            <th className="bs-num">企业</th>
            <th className="bs-num">人才</th>
            <th className="bs-num">指数</th>
          </tr>
        </thead>
        <tbody>
          {trade.industries.map((i) => (
            <tr key={i.industryCode} onClick={() => open(i.industryCode)}>
              <td>{i.industryCode}</td>
              <td title={i.industryName}>{i.industryName.slice(0, 9)}</td>
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
    () => rankedBars(rows.map((i) => ({ name: i.industryName, value: i.composite ?? 0, extra: `企业 ${formatCount(i.enterpriseCount)} 家，人才 ${formatCount(i.talentCount)} 人` })), '', ['rgba(255, 197, 66, 0.3)', '#ffc542'], 240, 16),
    [rows],
  );
  return (
    <EChart
      option={option}
      ariaLabel="各行业人才指数排名"
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
    <ScreenPage title="行业人才指数" right={<ExportButton module="industry" />}>
      <div className="bs-col">
        <Panel title="行业一览" className="bs-panel--grow bs-panel--table" extra={<span className="bs-panel__unit">点击查看详情</span>}>
          <QueryView query={query}>{(t) => <IndustryTable trade={t} />}</QueryView>
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title="行业人才指数排名" className="bs-panel--grow" extra={<span className="bs-panel__unit">{query.data ? `${query.data.year}年（${query.data.baseYear}年 = 100）` : ''}</span>}>
          <QueryView query={query}>{(t) => <IndexBars trade={t} />}</QueryView>
        </Panel>
      </div>
      <div className="bs-col">
        <IndustryPanel className="bs-panel--grow" />
      </div>
    </ScreenPage>
  );
}
