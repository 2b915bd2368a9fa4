import { EChart } from '@portal/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { rankedBars } from '../overview/chartOptions';
import { formatCount } from '../overview/format';
import { Panel, QueryView } from '../overview/Panel';
import { streetHomeQuery, type StreetHome } from '../overview/queries';
import { ExportButton, ScreenPage } from '../layout/ScreenHeader';
import { formatIndex } from './chartOptions';
import { RevenueInputPanel, rowClick } from './panels';
import { STREET_INDICATORS, StreetIndexMap, type StreetIndicator } from './StreetIndexMap';
import { t } from '../../i18n/zh-CN';

function StreetTable({ home }: { home: StreetHome }) {
  const navigate = useNavigate();
  return (
    <div className="bs-scroll" tabIndex={0}>
      <table className="bs-table" data-testid="street-table">
        <thead>
          <tr>
            <th>{t.talentIndex.columns.street}</th>
            <th className="bs-num">{t.talentIndex.columns.enterpriseCount}</th>
            <th className="bs-num">{t.talentIndex.columns.talentCount}</th>
            <th className="bs-num">{t.talentIndex.columns.talentIndex}</th>
          </tr>
        </thead>
        <tbody>
          {home.streets.map((s) => (
            <tr key={s.streetCode} data-street={s.streetCode} onClick={rowClick(() => void navigate({ to: '/streetMacroDetail', search: { streetCode: s.streetCode } }))}>
              <td>
                <Link to="/streetMacroDetail" search={{ streetCode: s.streetCode }} className="bs-rowlink">
                  {s.streetName}
                </Link>
              </td>
              <td className="bs-num">{formatCount(s.enterpriseCount)}</td>
              <td className="bs-num">{formatCount(s.talentCount)}</td>
              <td className="bs-num">{formatIndex(s.talentIndex)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function IndicatorRanking({ home, indicator }: { home: StreetHome; indicator: StreetIndicator }) {
  const spec = STREET_INDICATORS[indicator];
  const option = useMemo(
    () => rankedBars(home.streets.map((s) => ({ name: s.streetName, value: spec.get({ ...s, districtTalent: 0 }), extra: spec.label })), '', ['rgba(54, 226, 169, 0.3)', '#36e2a9'], 100, 16),
    [home, spec],
  );
  return <EChart option={option} ariaLabel={t.talentIndex.streetRankingOf(spec.label)} data-testid="chart-street-ranking" className="bs-fill" />;
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
        <Panel title={t.talentIndex.streetList} className="bs-panel--h420 bs-panel--table" extra={<span className="bs-panel__unit">{t.common.clickForDetail}</span>}>
          <QueryView query={query}>{(home) => <StreetTable home={home} />}</QueryView>
        </Panel>
        <RevenueInputPanel scope={{}} className="bs-panel--grow" />
      </div>
      <div className="bs-col">
        <Panel title={t.talentIndex.streetMap} className="bs-panel--grow" extra={chooser}>
          <QueryView query={query} isEmpty={(d) => d.streets.length === 0}>
            {(home) => <StreetIndexMap home={home} indicator={indicator} />}
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
