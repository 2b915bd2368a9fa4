import { boundsDiagonalMeters, featureBounds, hexagonsLayer, pointsLayer, type LayersList, type Rgba } from '@portal/ui/maps';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { formatCount } from '../overview/format';
import { streetFeatures, StreetsMap, type StreetProps } from '../overview/StreetMap';
import type { StreetHome } from '../overview/queries';
import { formatIndex } from './chartOptions';
import { enterprisePointsQuery, type EnterprisePoints } from './queries';
import { STREET_INDICATORS, type StreetIndicator } from './streetIndicators';
import { t } from '../../i18n/zh-CN';

const HIGH_TECH: Rgba = [255, 197, 66, 235];
const OTHER: Rgba = [120, 230, 255, 200];

function renderTooltip(s: StreetProps) {
  return (
    <div data-testid="map-tooltip">
      <div className="bs-tooltip__title">{s.streetName}</div>
      <div>
        {t.talentIndex.tooltipIndex} <b>{formatIndex(s.talentIndex)}</b>
      </div>
      <div>
        {t.talentIndex.tooltipTalent} <b>{formatCount(s.talentCount)}</b> {t.common.unitPeople}，{t.talentIndex.tooltipFirms} <b>{formatCount(s.enterpriseCount)}</b> {t.common.unitFirms}
      </div>
      <div className="bs-tooltip__muted">{t.talentIndex.clickStreet}</div>
    </div>
  );
}

type Hexagon = EnterprisePoints['hexagons'][number];

/**
 * The district's streets coloured (and raised) by the chosen figure, the largest enterprises as
 * points (gold: high-tech); a click on a street opens streetMacroDetail, on a point
 * enterpriseDetail. `extruded` raises the streets by the figure; `hexagons` adds every enterprise
 * aggregated into H3 hexagons raised by their count (the sand table), with flat streets under them.
 */
export function StreetIndexMap({ home, indicator, extruded = false, hexagons = false }: { home: StreetHome; indicator: StreetIndicator; extruded?: boolean; hexagons?: boolean }) {
  const navigate = useNavigate();
  const features = useMemo(() => streetFeatures(home), [home]);
  const sand = useQuery(enterprisePointsQuery);
  const onSelect = useCallback((s: StreetProps) => void navigate({ to: '/streetMacroDetail', search: { streetCode: s.streetCode } }), [navigate]);
  const layers = useMemo((): LayersList | undefined => {
    if (!sand.data) return undefined;
    const bounds = featureBounds(features);
    return [
      ...(hexagons
        ? [
            hexagonsLayer<Hexagon>({
              id: 'enterprise-hexagons',
              data: sand.data.hexagons,
              getBoundary: (h) => h.boundary,
              getValue: (h) => h.enterpriseCount,
              maxElevation: bounds ? boundsDiagonalMeters(bounds) * 0.14 : 1000,
            }),
          ]
        : []),
      pointsLayer<EnterprisePoints['points'][number]>({
        id: 'enterprises',
        data: hexagons ? sand.data.points.slice(0, 60) : sand.data.points,
        getPosition: (e) => [e.lng, e.lat],
        getRadius: (e) => 2 + Math.sqrt(e.talentCount) / 2,
        getColor: (e) => (e.highTech ? HIGH_TECH : OTHER),
        onClick: (e) => void navigate({ to: '/enterpriseDetail', search: { id: e.id } }),
      }),
    ];
  }, [sand.data, navigate, hexagons, features]);
  const spec = STREET_INDICATORS[indicator];
  return (
    <StreetsMap
      features={features}
      demoGeometry={home.demoGeometry}
      getValue={spec.get}
      renderTooltip={renderTooltip}
      onSelect={onSelect}
      layers={layers}
      extruded={extruded && !hexagons}
      {...(hexagons ? { pitch: 48, bearing: -12 } : {})}
      legend={{ title: spec.label, format: spec.format }}
      ariaLabel={t.talentIndex.streetMapOf(home.districtName, spec.label)}
    />
  );
}
