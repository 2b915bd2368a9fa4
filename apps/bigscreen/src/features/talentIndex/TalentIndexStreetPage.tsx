import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { ScreenTable } from '../common/ScreenTable';
import { LazyStreetIndexMap } from '../maps/lazyMaps';
import { DataChart } from '../overview/Charts';
import { BAR_COLORS, rankedBars } from '../overview/chartOptions';
import { formatCount } from '../overview/format';
import { Panel, QueryView } from '../overview/Panel';
import { streetHomeQuery, type StreetHome } from '../overview/queries';
import { ExportButton, ScreenPage } from '../layout/ScreenHeader';
import { formatIndex } from './chartOptions';
import { RevenueInputPanel } from './panels';
import { STREET_INDICATORS, type StreetIndicator } from './streetIndicators';
import { t } from '../../i18n/zh-CN';

function StreetTable({ home }: { home: StreetHome }) {
  const navigate = useNavigate();
  return (
    <ScreenTable
      testId="street-table"
      rows={home.streets}
      rowKey={(s) => s.streetCode}
      rowData={(s) => ({ 'data-street': s.streetCode })}
      open={(s) => void navigate({ to: '/streetMacroDetail', search: { streetCode: s.streetCode } })}
      columns={[
        {
          header: t.talentIndex.columns.street,
          cell: (s) => (
            <Link to="/streetMacroDetail" search={{ streetCode: s.streetCode }} className="bs-rowlink">
              {s.streetName}
            </Link>
          ),
        },
        { header: t.talentIndex.columns.enterpriseCount, num: true, cell: (s) => formatCount(s.enterpriseCount) },
        { header: t.talentIndex.columns.talentCount, num: true, cell: (s) => formatCount(s.talentCount) },
        { header: t.talentIndex.columns.talentIndex, num: true, cell: (s) => formatIndex(s.talentIndex) },
      ]}
    />
  );
}

function IndicatorRanking({ home, indicator }: { home: StreetHome; indicator: StreetIndicator }) {
  const spec = STREET_INDICATORS[indicator];
  const bars = useCallback((h: StreetHome) => rankedBars(h.streets.map((s) => ({ name: s.streetName, value: spec.get({ ...s, districtTalent: 0 }), extra: spec.label })), '', BAR_COLORS.green, 100, 16), [spec]);
  return <DataChart data={home} option={bars} ariaLabel={t.talentIndex.streetRankingOf(spec.label)} testId="chart-street-ranking" />;
}

/** /screen3/talentIndexStreet: the district map coloured by the chosen figure; a street opens its detail. */
export function TalentIndexStreetPage() {
  const query = useQuery(streetHomeQuery);
  const [indicator, setIndicator] = useState<StreetIndicator>('talentIndex');
  const chooser = (
    <div className="bs-chips" role="group" aria-label={t.talentIndex.indicator}>
      {(Object.keys(STREET_INDICATORS) as StreetIndicator[]).map((k) => (
        <button key={k} type="button" className="bs-chip" aria-pressed={k === indicator} onClick={() => setIndicator(k)}>
          {STREET_INDICATORS[k].label}
        </button>
      ))}
    </div>
  );
  return (
    <ScreenPage title={t.talentIndex.streetIndex} right={<ExportButton module="street" />}>
      <div className="bs-col">
        <Panel title={t.talentIndex.streetList} className="bs-panel--h420 bs-panel--table" note={t.common.clickForDetail}>
          <QueryView query={query}>{(home) => <StreetTable home={home} />}</QueryView>
        </Panel>
        <RevenueInputPanel scope={{}} className="bs-panel--grow" />
      </div>
      <div className="bs-col">
        <Panel title={t.talentIndex.streetMap} className="bs-panel--grow" extra={chooser}>
          <QueryView query={query} isEmpty={(d) => d.streets.length === 0}>
            {(home) => <LazyStreetIndexMap home={home} indicator={indicator} />}
          </QueryView>
        </Panel>
      </div>
      <div className="bs-col">
        <Panel title={t.talentIndex.rankingOf(STREET_INDICATORS[indicator].label)} className="bs-panel--grow">
          <QueryView query={query}>{(home) => <IndicatorRanking home={home} indicator={indicator} />}</QueryView>
        </Panel>
      </div>
    </ScreenPage>
  );
}
