/** Longitude, latitude in degrees (GeoJSON position, RFC 7946). */
export type LngLat = [number, number];

/** A GeoJSON Polygon or MultiPolygon geometry. */
export type AreaGeometry =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };

/** A GeoJSON feature with an area geometry and typed properties. */
export interface AreaFeature<P> {
  type: 'Feature';
  id?: string | number;
  properties: P;
  geometry: AreaGeometry;
}

/** [[west, south], [east, north]] */
export type LngLatBounds = [LngLat, LngLat];

/** RGB or RGBA, 0-255 each. */
export type Rgba = [number, number, number] | [number, number, number, number];

function* positions(geometry: AreaGeometry): Generator<number[]> {
  if (geometry.type === 'Polygon') {
    for (const ring of geometry.coordinates) yield* ring;
  } else {
    for (const polygon of geometry.coordinates) for (const ring of polygon) yield* ring;
  }
}

/** Bounding box of the features' geometries; null when there is no valid position. */
export function featureBounds(features: readonly AreaFeature<unknown>[]): LngLatBounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const f of features) {
    for (const p of positions(f.geometry)) {
      const [lng, lat] = p;
      if (typeof lng !== 'number' || typeof lat !== 'number' || !Number.isFinite(lng) || !Number.isFinite(lat)) continue;
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  if (!Number.isFinite(west)) return null;
  return [
    [west, south],
    [east, north],
  ];
}

/** Centre of a bounding box. */
export const boundsCenter = ([[w, s], [e, n]]: LngLatBounds): LngLat => [(w + e) / 2, (s + n) / 2];

/** Approximate width/height diagonal of a bounding box in metres (equirectangular; fine for a district). */
export function boundsDiagonalMeters([[w, s], [e, n]]: LngLatBounds): number {
  const R = 6_371_000;
  const lat = (((s + n) / 2) * Math.PI) / 180;
  const dx = (((e - w) * Math.PI) / 180) * Math.cos(lat) * R;
  const dy = (((n - s) * Math.PI) / 180) * R;
  return Math.hypot(dx, dy);
}

/**
 * Colour of a value on a sequential scale: t = (value - min) / (max - min), clamped to [0, 1],
 * linearly interpolated between evenly spaced stops. With max == min every value gets the last stop.
 */
export function colorForValue(value: number, min: number, max: number, stops: readonly Rgba[]): [number, number, number, number] {
  if (stops.length === 0) throw new Error('colorForValue needs at least one colour stop');
  const t = max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 1;
  const pos = t * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(pos));
  if (i < 0) return rgba(stops[0]!);
  const a = rgba(stops[i]!);
  const b = rgba(stops[i + 1]!);
  const f = pos - i;
  return [0, 1, 2, 3].map((k) => Math.round(a[k]! + (b[k]! - a[k]!) * f)) as [number, number, number, number];
}

const rgba = (c: Rgba): [number, number, number, number] => [c[0], c[1], c[2], c[3] ?? 255];

/** CSS colour of an RGB(A) tuple. */
export const cssColor = (c: Rgba): string => `rgba(${c[0]}, ${c[1]}, ${c[2]}, ${((c[3] ?? 255) / 255).toFixed(3)})`;
