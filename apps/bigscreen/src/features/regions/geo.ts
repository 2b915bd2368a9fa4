import type { MacroTalent } from '../talentIndex/queries';
import { boundsCenter, featureBounds, type AreaFeature, type LngLat } from '@portal/ui/maps';
import { queryOptions } from '@tanstack/react-query';
import aoMenUrl from 'china-geojson/src/geojson/ao_men_geo.json?url';
import chinaUrl from 'china-geojson/src/geojson/china.json?url';
import guangDongUrl from 'china-geojson/src/geojson/guang_dong_geo.json?url';
import xiangGangUrl from 'china-geojson/src/geojson/xiang_gang_geo.json?url';
import { t } from '../../i18n/zh-CN';

/** Properties of china-geojson's features: the Chinese name and the label point (cp; the bounding box's centre where the file gives none). */
export interface RegionProps {
  name: string;
  cp: LngLat;
}

async function fetchGeo(url: string, signal: AbortSignal): Promise<AreaFeature<RegionProps>[]> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(t.common.mapError(res.status));
  const features = ((await res.json()) as { features: AreaFeature<Partial<RegionProps>>[] }).features.filter((f) => f.geometry && f.properties.name);
  return features.map((f) => {
    const bounds = featureBounds([f]);
    return { ...f, properties: { name: f.properties.name!, cp: f.properties.cp ?? (bounds ? boundsCenter(bounds) : [0, 0]) } };
  });
}

/** The Greater Bay Area's 9 Guangdong cities (as china-geojson names them); Hong Kong and Macao come from their own files. */
export const GBA_GUANGDONG_CITIES = ['广州市', '深圳市', '珠海市', '佛山市', '惠州市', '东莞市', '中山市', '江门市', '肇庆市'];

/** China's provinces, Hong Kong, Macao and Taiwan (china-geojson, served from this origin, fetched on first use). */
export const chinaGeoQuery = queryOptions({
  queryKey: ['geo', 'china'],
  queryFn: ({ signal }) => fetchGeo(chinaUrl, signal),
  staleTime: Infinity,
  refetchInterval: false,
});

/** The Greater Bay Area: 9 Guangdong cities plus Hong Kong and Macao. */
export const gbaGeoQuery = queryOptions({
  queryKey: ['geo', 'gba'],
  queryFn: async ({ signal }) => {
    const [gd, hk, mo] = await Promise.all([fetchGeo(guangDongUrl, signal), fetchGeo(xiangGangUrl, signal), fetchGeo(aoMenUrl, signal)]);
    return [...gd.filter((f) => GBA_GUANGDONG_CITIES.includes(f.properties.name)), ...hk, ...mo];
  },
  staleTime: Infinity,
  refetchInterval: false,
});

/** Which regions a flow page shows: their shapes, the counts per region, and regions whose arcs are left out. */
export interface RegionFlowSpec {
  title: string;
  mapTitle: string;
  geo: typeof chinaGeoQuery;
  counts: (m: MacroTalent) => MacroTalent['byProvince'][number][];
  /** names of regions drawn without an arc (the district's own province) */
  noArc?: readonly string[];
  /** the headline share: its label and its part of all talent */
  share: { label: string; part: (m: MacroTalent) => number };
  testId: string;
}
