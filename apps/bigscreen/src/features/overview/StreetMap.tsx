import { DistrictMap, type AreaFeature, type LngLat } from '@portal/ui/maps';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Panel, QueryView } from './Panel';
import { formatCount, formatShare } from './format';
import { streetHomeQuery, type StreetHome, type StreetWithGeometry } from './queries';
import { t } from '../../i18n/zh-CN';

type StreetProps = Omit<StreetWithGeometry, 'geometry'> & { districtTalent: number };

const getValue = (s: StreetProps) => s.talentCount;
const getLabel = (s: StreetProps) => s.streetName;
const getLabelPosition = (f: AreaFeature<StreetProps>): LngLat => f.properties.center;
const formatLegend = (v: number) => t.common.people(formatCount(v));

function renderTooltip(s: StreetProps) {
  return (
    <div data-testid="map-tooltip">
      <div className="bs-tooltip__title">{s.streetName}</div>
      <div>
        {t.overview.tooltipTalent} <b>{formatCount(s.talentCount)}</b> {t.common.unitPeople}
      </div>
      <div>
        {t.overview.tooltipFirms} <b>{formatCount(s.enterpriseCount)}</b> {t.common.unitFirms}
      </div>
      <div className="bs-tooltip__muted">{t.overview.districtShare(formatShare(s.talentCount, s.districtTalent))}</div>
    </div>
  );
}

/** Streets of the answer as GeoJSON features; every figure comes from the server. */
export function streetFeatures(home: StreetHome): AreaFeature<StreetProps>[] {
  const districtTalent = home.streets.reduce((sum, s) => sum + s.talentCount, 0);
  return home.streets.map(({ geometry, ...street }) => ({
    type: 'Feature',
    id: street.streetCode,
    properties: { ...street, districtTalent },
    geometry,
  }));
}

function StreetMapView({ home }: { home: StreetHome }) {
  const features = useMemo(() => streetFeatures(home), [home]);
  return (
    <DistrictMap
      features={features}
      getValue={getValue}
      getLabel={getLabel}
      getLabelPosition={getLabelPosition}
      renderTooltip={renderTooltip}
      legend={{ title: t.overview.mapLegend, format: formatLegend }}
      ariaLabel={t.overview.mapChart(home.districtName)}
      data-testid="district-map"
      className="bs-map"
    >
      {home.demoGeometry ? (
        <div className="bs-map__note" data-testid="demo-geometry-note">
          {t.common.demoGeometry}
        </div>
      ) : null}
    </DistrictMap>
  );
}

/** The district's streets coloured and raised by talent, labelled in Chinese, with figures on hover. */
export function StreetMapPanel({ className }: { className?: string }) {
  const query = useQuery(streetHomeQuery);
  return (
    <Panel title={t.overview.map} className={className} extra={<span className="bs-panel__unit">{t.overview.mapHint}</span>}>
      <QueryView query={query} isEmpty={(d) => d.streets.length === 0}>
        {(home) => <StreetMapView home={home} />}
      </QueryView>
    </Panel>
  );
}
