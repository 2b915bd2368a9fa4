import { arcsLayer, DistrictMap, type AreaFeature, type LngLat } from '@portal/ui/maps';
import { useMemo } from 'react';
import { formatCount } from '../overview/format';
import type { MacroTalent } from '../talentIndex/queries';
import type { RegionFlowSpec, RegionProps } from './geo';
import { t } from '../../i18n/zh-CN';

type Props = RegionProps & { count: number };

// Colour by log10(1 + count) so one large region does not wash out the rest; the legend shows counts.
const getValue = (p: Props) => Math.log10(1 + p.count);
const getLabel = (p: Props) => p.name;
const getLabelPosition = (f: AreaFeature<Props>): LngLat => f.properties.cp;
const legendFormat = (v: number) => t.common.people(formatCount(Math.round(10 ** v - 1)));
const renderTooltip = (p: Props) => (
  <div>
    <div className="bs-tooltip__title">{p.name}</div>
    <div>
      {t.regions.tooltip} <b>{formatCount(p.count)}</b> {t.common.unitPeople}
    </div>
  </div>
);

/** Regions coloured by the talent registered there, with an arc from each region with talent (but those of `spec.noArc`) to the district at `target` (loaded lazily: maps/lazyMaps.tsx). */
export function FlowMap({ spec, regions, macro, target }: { spec: RegionFlowSpec; regions: AreaFeature<RegionProps>[]; macro: MacroTalent; target: LngLat }) {
  const byName = useMemo(() => new Map(spec.counts(macro).map((c) => [c.name, c.count])), [spec, macro]);
  const features = useMemo(() => regions.map((f) => ({ ...f, properties: { ...f.properties, count: byName.get(f.properties.name) ?? 0 } })), [regions, byName]);
  const layers = useMemo(() => {
    const flows = features.filter((f) => f.properties.count > 0 && !spec.noArc?.includes(f.properties.name));
    const max = Math.max(1, ...flows.map((f) => f.properties.count));
    return [arcsLayer({ id: 'talent-flows', data: flows, getSource: (f) => f.properties.cp, getTarget: () => target, getWidth: (f) => 1 + (5 * f.properties.count) / max })];
  }, [features, spec, target]);
  return (
    <DistrictMap
      features={features}
      getValue={getValue}
      getLabel={getLabel}
      getLabelPosition={getLabelPosition}
      renderTooltip={renderTooltip}
      layers={layers}
      extruded={false}
      padding={24}
      legend={{ title: t.regions.registered, format: legendFormat }}
      ariaLabel={spec.mapTitle}
      data-testid={spec.testId}
      className="bs-map"
    />
  );
}
