import { DistrictMap, type AreaFeature, type DistrictMapProps, type LngLat } from '@portal/ui/maps';
import { useMemo } from 'react';
import { formatCount, formatShare } from './format';
import type { StreetHome, StreetWithGeometry } from './queries';
import { t } from '../../i18n/zh-CN';

/** A street's figures on the map: the answer's street without its geometry, and the district's talent (for the share). */
export type StreetProps = Omit<StreetWithGeometry, 'geometry'> & { districtTalent: number };

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

/**
 * The district's streets on a map: the features of {@link streetFeatures}, each labelled with its
 * name at its centre, and the note that the boundaries are demo geometry when they are. The other
 * props (colouring, tooltip, legend, layers, a click on a street, the view) go to DistrictMap.
 */
export function StreetsMap({ features, demoGeometry, ...map }: { features: AreaFeature<StreetProps>[]; demoGeometry: boolean } & Omit<DistrictMapProps<StreetProps>, 'features' | 'getLabel' | 'getLabelPosition' | 'className' | 'data-testid' | 'children'>) {
  return (
    <DistrictMap features={features} getLabel={getLabel} getLabelPosition={getLabelPosition} {...map} data-testid="district-map" className="bs-map">
      {demoGeometry ? (
        <div className="bs-map__note" data-testid="demo-geometry-note">
          {t.common.demoGeometry}
        </div>
      ) : null}
    </DistrictMap>
  );
}

/** The district's streets coloured and raised by talent, labelled in Chinese, with figures on hover (loaded lazily: maps/lazyMaps.tsx). */
export function StreetMapView({ home }: { home: StreetHome }) {
  const features = useMemo(() => streetFeatures(home), [home]);
  return (
    <StreetsMap
      features={features}
      demoGeometry={home.demoGeometry}
      getValue={getValue}
      renderTooltip={renderTooltip}
      legend={{ title: t.overview.mapLegend, format: formatLegend }}
      ariaLabel={t.overview.mapChart(home.districtName)}
    />
  );
}
