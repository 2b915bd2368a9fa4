import { EChart } from '@portal/ui/charts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ScreenTable } from '../common/ScreenTable';
import { DataChart } from '../overview/Charts';
import { BAR_COLORS, rankedBars } from '../overview/chartOptions';
import { BigNumber, Panel, QueryView } from '../overview/Panel';
import { streetHomeQuery } from '../overview/queries';
import { BackButton, ScreenPage } from '../layout/ScreenHeader';
import type { BoardModuleName } from '@portal/api';
import { ModulePanel } from '../modules/ModulePanel';
import type { ChartSpec } from '../modules/moduleChart';
import { formatIndex, indexTrendOption } from './chartOptions';
import { subIndexQuery, type SUB_INDEX_ENDPOINTS, type SubIndexVO } from './queries';
import { t } from '../../i18n/zh-CN';

type SubIndexEndpoint = (typeof SUB_INDEX_ENDPOINTS)[number];

/** The dashboard module shown with each sub-index's detail: the figures behind it over the years or the streets. */
const MODULE_OF: Record<string, { name: BoardModuleName; spec: ChartSpec }> = {
  '/api/dataBoard/getIndustrialEconomyIndex': { name: 'getHighTechTrendVO', spec: { kind: 'bars', category: 'year', bars: ['revenue'], lines: ['highTechCount'] } },
  '/api/dataBoard/getTalentScaleIndex': { name: 'getScaleTalentVO', spec: { kind: 'bars', category: 'streetName', bars: ['talentCount', 'degreeCount'], lines: ['onTheFourCount'] } },
  '/api/dataBoard/getSupplyDemandIndex': { name: 'getTalentSupplyVO', spec: { kind: 'bars', category: 'year', bars: ['demand', 'filled'], lines: ['fillRate'] } },
  '/api/dataBoard/getTopTalentsIndex': { name: 'getTopTalentDistVO', spec: { kind: 'bars', category: 'streetName', bars: ['doctors', 'masters'], lines: ['share'], stack: true } },
  '/api/dataBoard/getTalentEnvIndexVO': { name: 'getSpecialFundVO', spec: { kind: 'bars', category: 'year', bars: ['specialFund'], lines: ['fundedEnterprises'] } },
  '/api/dataBoard/getTalentStructureIndexVO': { name: 'getEducationVO', spec: { kind: 'pie', category: 'education', value: 'count' } },
  '/api/dataBoard/getTalentPutIntoIndexVO': { name: 'getRdInputVO', spec: { kind: 'bars', category: 'year', bars: ['rdInput'], lines: ['intensity'] } },
  '/api/dataBoard/getTalentOutputIndexVO': { name: 'getTalentOutputVO', spec: { kind: 'bars', category: 'year', bars: ['patents'], lines: ['revenuePerTalent'] } },
};

function Indicators({ d }: { d: SubIndexVO }) {
  return (
    <ScreenTable
      info
      scroll={false}
      testId="indicator-table"
      rows={d.indicators}
      rowKey={(i) => i.code}
      columns={[
        { header: t.talentIndex.indicatorColumns.name, cell: (i) => i.name },
        { header: t.common.year(d.year), num: true, cell: (i) => (i.unit ? `${i.value.toLocaleString('zh-CN')} ${i.unit}` : `${(i.value * 100).toFixed(1)}%`) },
        { header: t.talentIndex.indicatorColumns.index, num: true, cell: (i) => formatIndex(i.index) },
        { header: t.talentIndex.indicatorColumns.weight, num: true, cell: (i) => i.weight },
      ]}
    />
  );
}

const trend = (d: SubIndexVO) => indexTrendOption([{ name: d.name, data: d.trend }]);

function Trend({ d }: { d: SubIndexVO }) {
  return <DataChart data={d} option={trend} ariaLabel={t.talentIndex.trendOf(d.name)} testId="chart-trend" />;
}

function StreetBars({ endpoint }: { endpoint: SubIndexEndpoint }) {
  const home = useQuery(streetHomeQuery);
  const streets = home.data?.streets ?? [];
  const results = useQueries({ queries: streets.map((s) => subIndexQuery(endpoint, { streetCode: s.streetCode })) });
  const ready = streets.length > 0 && results.every((r) => r.data);
  const values = results.map((r) => r.data?.value ?? 0);
  const option = useMemo(
    () => (ready ? rankedBars(streets.map((s, i) => ({ name: s.streetName, value: values[i] ?? 0, extra: '' })), '', BAR_COLORS.green, 100, 16) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the answers change
    [ready, streets, ...values],
  );
  return option ? <EChart option={option} ariaLabel={t.talentIndex.streetSubRanking} data-testid="chart-street-sub-index" className="bs-fill" /> : <QueryView query={home}>{() => null}</QueryView>;
}

/**
 * A sub-index's detail (rcgmDetail, cyjjDetail, ...): its value and indicators with weights, its
 * trend from the base year, the dashboard module behind it ({@link MODULE_OF}) and its value in
 * each street (docs/talent-index.md).
 */
export function SubIndexDetailPage({ endpoint }: { endpoint: SubIndexEndpoint }) {
  const query = useQuery(subIndexQuery(endpoint, {}));
  return (
    <ScreenPage title={query.data ? t.talentIndex.subIndexTitle(query.data.name) : t.talentIndex.subIndexFallback} left={<BackButton fallback="/talentIndex" />} menu={false} className="bs-screen--detail">
      <div className="bs-col">
        <Panel title={t.talentIndex.indicatorsPanel} className="bs-panel--grow">
          <QueryView query={query}>
            {(d) => (
              <>
                <BigNumber label={t.talentIndex.districtOn(d.year, d.baseYear)} value={formatIndex(d.value)} testId="sub-index-value" inline />
                <Indicators d={d} />
              </>
            )}
          </QueryView>
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title={t.talentIndex.historyTrend} className="bs-panel--fill" note={t.common.baseYear}>
          <QueryView query={query}>{(d) => <Trend d={d} />}</QueryView>
        </Panel>
        {MODULE_OF[endpoint.path] ? <ModulePanel {...MODULE_OF[endpoint.path]!} /> : null}
      </div>
      <div className="bs-col">
        <Panel title={t.talentIndex.streets} className="bs-panel--grow">
          <StreetBars endpoint={endpoint} />
        </Panel>
      </div>
    </ScreenPage>
  );
}
