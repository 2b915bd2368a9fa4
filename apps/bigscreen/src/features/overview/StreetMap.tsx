import { DistrictMap, type AreaFeature, type LngLat } from '@portal/ui/maps';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Panel, QueryView } from './Panel';
import { formatCount, formatShare } from './format';
import { streetHomeQuery, type StreetHome, type StreetWithGeometry } from './queries';

type StreetProps = Omit<StreetWithGeometry, 'geometry'> & { districtTalent: number };

const getValue = (s: StreetProps) => s.talentCount;
const getLabel = (s: StreetProps) => s.streetName;
const getLabelPosition = (f: AreaFeature<StreetProps>): LngLat => f.properties.center;
const formatLegend = (v: number) => `${formatCount(v)}人`;

function renderTooltip(s: StreetProps) {
  return (
    <div data-testid="map-tooltip">
      <div className="bs-tooltip__title">{s.streetName}</div>
      <div>
        在职人才 <b>{formatCount(s.talentCount)}</b> 人
      </div>
      <div>
        企业 <b>{formatCount(s.enterpriseCount)}</b> 家
      </div>
      <div className="bs-tooltip__muted">占全区人才 {formatShare(s.talentCount, s.districtTalent)}</div>
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
      legend={{ title: '在职人才', format: formatLegend }}
      ariaLabel={`${home.districtName}街道人才分布地图`}
      data-testid="district-map"
      className="bs-map"
    >
      {home.demoGeometry ? (
        <div className="bs-map__note" data-testid="demo-geometry-note">
          示意边界（演示数据）
        </div>
      ) : null}
    </DistrictMap>
  );
}

/** The district's streets coloured and raised by talent, labelled in Chinese, with figures on hover. */
export function StreetMapPanel({ className }: { className?: string }) {
  const query = useQuery(streetHomeQuery);
  return (
    <Panel title="街道人才分布" className={className} extra={<span className="bs-panel__unit">悬停街道查看详情</span>}>
      <QueryView query={query} isEmpty={(d) => d.streets.length === 0}>
        {(home) => <StreetMapView home={home} />}
      </QueryView>
    </Panel>
  );
}
