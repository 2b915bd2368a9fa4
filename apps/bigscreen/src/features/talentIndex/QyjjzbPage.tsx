import { useQuery } from '@tanstack/react-query';
import { DataChart } from '../overview/Charts';
import { BAR_COLORS, rankedBars } from '../overview/chartOptions';
import { Panel, QueryView } from '../overview/Panel';
import { ExportButton, ScreenPage } from '../layout/ScreenHeader';
import { EnterpriseTable, RevenueInputPanel, Stats } from './panels';
import { revenueAndInputQuery, tradeIndexQuery, type TradeIndex } from './queries';
import { t } from '../../i18n/zh-CN';

const DISTRICT = {};

const economyBars = (trade: TradeIndex) =>
  rankedBars(
    trade.industries.map((i) => ({ name: i.industryName, value: i.subIndices.find((s) => s.code === 'economy')?.value ?? 0, extra: t.common.yearOnBase(trade.year, trade.baseYear) })),
    '',
    BAR_COLORS.gold,
    200,
    12,
  );

function EconomyRanking({ trade }: { trade: TradeIndex }) {
  return <DataChart data={trade} option={economyBars} ariaLabel={t.talentIndex.economyIndex} testId="chart-economy-ranking" />;
}

/** /screen3/qyjjzb: enterprise economic indicators: revenue, tax and input by year, the on-the-four enterprises, industries by economy index. */
export function QyjjzbPage() {
  const annual = useQuery(revenueAndInputQuery(DISTRICT));
  const trade = useQuery(tradeIndexQuery);
  return (
    <ScreenPage title={t.talentIndex.economy} right={<ExportButton module="revenueAndInput" />}>
      <div className="bs-col">
        <Panel title={t.talentIndex.latestYear} className="bs-panel--h360">
          <QueryView query={annual} isEmpty={(rows) => rows.length === 0}>
            {(rows) => {
              const last = rows[rows.length - 1]!;
              return (
                <Stats
                  columns={2}
                  testId="economy-stats"
                  items={[
                    { label: t.talentIndex.revenueOfYear(last.year), value: Math.round(last.revenue), unit: t.common.unitTenThousandYuan },
                    { label: t.talentIndex.tax, value: Math.round(last.tax), unit: t.common.unitTenThousandYuan },
                    { label: t.talentIndex.rdInput, value: Math.round(last.rdInput), unit: t.common.unitTenThousandYuan },
                    { label: t.talentIndex.talentInput, value: Math.round(last.talentInput), unit: t.common.unitTenThousandYuan },
                    { label: t.talentIndex.patents, value: last.patents, unit: t.common.unitPatents },
                  ]}
                />
              );
            }}
          </QueryView>
        </Panel>
        <RevenueInputPanel scope={DISTRICT} className="bs-panel--grow" />
      </div>
      <div className="bs-col">
        <Panel title={t.talentIndex.fourAbove} className="bs-panel--grow bs-panel--table">
          <EnterpriseTable filter={{ mode: 'onTheFour' }} detail="/enterpriseDataDetail" />
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title={t.talentIndex.economyIndex} className="bs-panel--grow">
          <QueryView query={trade}>{(trade) => <EconomyRanking trade={trade} />}</QueryView>
        </Panel>
      </div>
    </ScreenPage>
  );
}
