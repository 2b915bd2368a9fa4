import type { LngLat } from '@portal/ui/maps';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ScreenTable } from '../common/ScreenTable';
import { LazyFlowMap } from '../maps/lazyMaps';
import { DataChart } from '../overview/Charts';
import { BAR_COLORS, rankedBars } from '../overview/chartOptions';
import { formatCount, formatShare } from '../overview/format';
import { BigNumber, Panel, QueryView } from '../overview/Panel';
import { streetHomeQuery } from '../overview/queries';
import { ExportButton, ScreenPage } from '../layout/ScreenHeader';
import { Stats } from '../talentIndex/panels';
import { macroTalentQuery, type MacroTalent } from '../talentIndex/queries';
import type { RegionFlowSpec } from './geo';
import { t } from '../../i18n/zh-CN';

type RegionCount = MacroTalent['byProvince'][number];

const sourceBars = (rows: RegionCount[]) => rankedBars(rows.filter((r) => r.count > 0).slice(0, 15).map((r) => ({ name: r.name, value: r.count, extra: '' })), t.common.unitPeople, BAR_COLORS.gold, 70, 12);

function Ranking({ rows }: { rows: RegionCount[] }) {
  return <DataChart data={rows} option={sourceBars} ariaLabel={t.regions.sources} testId="chart-source-ranking" />;
}

/**
 * Talent by place of household registration on a map of regions (provinces, or the Greater Bay
 * Area's cities), with arcs from each region to the district; rankings and totals beside it.
 */
export function RegionFlowPage({ spec }: { spec: RegionFlowSpec }) {
  const macro = useQuery(macroTalentQuery);
  const geo = useQuery(spec.geo);
  const home = useQuery(streetHomeQuery);
  const target = useMemo<LngLat | null>(() => {
    const streets = home.data?.streets;
    if (!streets?.length) return null;
    return [streets.reduce((a, s) => a + s.center[0], 0) / streets.length, streets.reduce((a, s) => a + s.center[1], 0) / streets.length];
  }, [home.data]);
  return (
    <ScreenPage title={spec.title} right={<ExportButton module="talentSource" />}>
      <div className="bs-col">
        <Panel title={t.regions.sources} className="bs-panel--grow" note={t.regions.byOrigin}>
          <QueryView query={macro}>{(m) => <Ranking rows={[...spec.counts(m)].sort((a, b) => b.count - a.count)} />}</QueryView>
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title={spec.mapTitle} className="bs-panel--grow">
          <QueryView query={geo}>{(regions) => <QueryView query={macro}>{(m) => (target ? <LazyFlowMap spec={spec} regions={regions} macro={m} target={target} /> : null)}</QueryView>}</QueryView>
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title={t.regions.overview} className="bs-panel--h420">
          <QueryView query={macro}>
            {(m) => (
                <>
                  <Stats
                    testId="source-stats"
                    items={[
                      { label: t.regions.facts.talent, value: m.talentCount, unit: t.common.unitPeople },
                      { label: t.regions.facts.local, value: m.localCount, unit: t.common.unitPeople },
                      { label: t.regions.facts.outside, value: m.outsideProvinceCount, unit: t.common.unitPeople },
                    ]}
                  />
                  <BigNumber label={spec.share.label} value={formatShare(spec.share.part(m), m.talentCount)} testId="source-share" inline />
                </>
            )}
          </QueryView>
        </Panel>
        <Panel title={t.regions.list} className="bs-panel--grow bs-panel--table">
          <QueryView query={macro}>
            {(m) => (
              <ScreenTable
                rows={[...spec.counts(m)].sort((a, b) => b.count - a.count)}
                rowKey={(c) => c.code}
                columns={[
                  { header: t.regions.columns.region, cell: (c) => c.name },
                  { header: t.regions.columns.count, num: true, cell: (c) => formatCount(c.count) },
                  { header: t.regions.columns.share, num: true, cell: (c) => formatShare(c.count, m.talentCount) },
                ]}
              />
            )}
          </QueryView>
        </Panel>
      </div>
    </ScreenPage>
  );
}
