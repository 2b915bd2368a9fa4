import { Box } from '@chakra-ui/react';
import type { StreetShape } from '@portal/api';

type Ring = [number, number][];

/** A street's rings: a Polygon's, or every polygon's of a MultiPolygon. */
const ringsOf = (geometry: unknown): Ring[] => {
  const g = geometry as { type: string; coordinates: unknown };
  return (g.type === 'Polygon' ? [g.coordinates] : (g.coordinates as unknown[])).flatMap((polygon) => polygon as Ring[]);
};

/** Colours of the preview's streets, in turn. */
const FILLS = ['#c7dcf5', '#d7ecd4', '#f6e3c1', '#e7d6f0', '#f5d0d0', '#d0eef0'];

/**
 * The preview of a street boundaries file before it is applied (区情配置): each street's outline
 * drawn to scale in an SVG (longitude shrunk by the cosine of the middle latitude, an
 * equirectangular view, enough for a district a few tens of kilometres wide) and its name at its
 * label point; no tiles, no WebGL, so it draws on any phone.
 */
export function StreetMap({ streets }: { streets: readonly StreetShape[] }) {
  const all = streets.flatMap((s) => ringsOf(s.geometry).flat());
  const [minLng, maxLng] = [Math.min(...all.map((p) => p[0])), Math.max(...all.map((p) => p[0]))];
  const [minLat, maxLat] = [Math.min(...all.map((p) => p[1])), Math.max(...all.map((p) => p[1]))];
  const kx = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const width = 1000;
  const scale = width / Math.max((maxLng - minLng) * kx, 1e-9);
  const height = Math.max(200, (maxLat - minLat) * scale);
  const x = (lng: number) => (lng - minLng) * kx * scale;
  const y = (lat: number) => (maxLat - lat) * scale;
  // labels about 13 px on a phone (the drawing 1000 units wide shown some 330 px wide), larger on a desk
  const label = 40;
  return (
    <Box borderWidth="1px" borderRadius="md" bg="gray.50" p="2" data-testid="street-map">
      <svg viewBox={`-20 -20 ${width + 40} ${height + 40}`} width="100%" role="img" aria-label={`街道边界预览：${streets.map((s) => s.name).join('、')}`} style={{ display: 'block', maxHeight: '70vh' }}>
        {streets.map((s, i) => (
          <path
            key={s.code}
            d={ringsOf(s.geometry)
              .map((ring) => `M${ring.map(([lng, lat]) => `${x(lng).toFixed(1)},${y(lat).toFixed(1)}`).join('L')}Z`)
              .join('')}
            fill={FILLS[i % FILLS.length]}
            fillRule="evenodd"
            stroke="#1f4e8c"
            strokeWidth={2}
          >
            <title>{`${s.name}（${s.code}），${s.areaKm2} 平方公里`}</title>
          </path>
        ))}
        {streets.map((s) => (
          <text key={s.code} x={x(s.centerLng)} y={y(s.centerLat)} textAnchor="middle" dominantBaseline="middle" fontSize={label} fill="#0b2a55" style={{ paintOrder: 'stroke', stroke: 'white', strokeWidth: 4 }}>
            {s.name}
          </text>
        ))}
      </svg>
    </Box>
  );
}
