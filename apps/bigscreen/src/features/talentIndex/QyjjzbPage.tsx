import { EChart } from '@portal/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { rankedBars } from '../overview/chartOptions';
import { Panel, QueryView } from '../overview/Panel';
import { ExportButton, ScreenPage } from '../layout/ScreenHeader';
import { EnterpriseTable, RevenueInputPanel, Stats } from './panels';
import { revenueAndInputQuery, tradeIndexQuery, type TradeIndex } from './queries';

const DISTRICT = {};

function EconomyRanking({ trade }: { trade: TradeIndex }) {
  const option = useMemo(
    () =>
      rankedBars(
        trade.industries.map((i) => ({ name: i.industryName, value: i.subIndices.find((s) => s.code === 'economy')?.value ?? 0, extra: `${trade.year}年（${trade.baseYear}年 = 100）` })),
        '',
        ['rgba(255, 197, 66, 0.3)', '#ffc542'],
        200,
        12,
      ),
    [trade],
  );
  return <EChart option={option} ariaLabel="各行业产业经济指数" data-testid="chart-economy-ranking" className="bs-fill" />;
}

/** /screen3/qyjjzb: enterprise economic indicators: revenue, tax and input by year, the on-the-four enterprises, industries by economy index. */
export function QyjjzbPage() {
  const annual = useQuery(revenueAndInputQuery(DISTRICT));
  const trade = useQuery(tradeIndexQuery);
  return (
    <ScreenPage title="企业经济指标" right={<ExportButton module="revenueAndInput" />}>
      <div className="bs-col">
        <Panel title="最新年度" className="bs-panel--h360">
          <QueryView query={annual} isEmpty={(rows) => rows.length === 0}>
            {(rows) => {
              const last = rows[rows.length - 1]!;
              return (
                <Stats
                  columns={2}
                  testId="economy-stats"
                  items={[
                    { label: `${last.year}年营业收入`, value: Math.round(last.revenue), unit: '万元' },
                    { label: '纳税', value: Math.round(last.tax), unit: '万元' },
                    { label: '研发投入', value: Math.round(last.rdInput), unit: '万元' },
                    { label: '人才投入', value: Math.round(last.talentInput), unit: '万元' },
                    { label: '发明专利', value: last.patents, unit: '件' },
                  ]}
                />
              );
            }}
          </QueryView>
        </Panel>
        <RevenueInputPanel scope={DISTRICT} className="bs-panel--grow" />
      </div>
      <div className="bs-col">
        <Panel title="四上企业（按人才数）" className="bs-panel--grow bs-panel--table">
          <EnterpriseTable filter={{ mode: 'onTheFour' }} detail="/enterpriseDataDetail" />
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title="各行业产业经济指数" className="bs-panel--grow">
          <QueryView query={trade}>{(t) => <EconomyRanking trade={t} />}</QueryView>
        </Panel>
      </div>
    </ScreenPage>
  );
}
