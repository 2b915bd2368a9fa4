import type { Layer, PickingInfo } from '@deck.gl/core';
import { ArcLayer, PolygonLayer, ScatterplotLayer } from '@deck.gl/layers';
import { colorForValue, type LngLat, type Rgba } from './geo';

/**
 * Points over a map (enterprises, say): circles sized in pixels, coloured per point, drawn over
 * the areas whatever their depth; `onClick` receives the point clicked.
 */
export function pointsLayer<T>(opts: {
  id: string;
  data: readonly T[];
  getPosition: (d: T) => LngLat;
  /** radius in pixels */
  getRadius: (d: T) => number;
  getColor: (d: T) => Rgba;
  onClick?: (d: T) => void;
}): Layer {
  return new ScatterplotLayer<T>({
    id: opts.id,
    data: opts.data as T[],
    getPosition: opts.getPosition,
    getRadius: opts.getRadius,
    radiusUnits: 'pixels',
    getFillColor: opts.getColor,
    stroked: true,
    getLineColor: [255, 255, 255, 160],
    lineWidthUnits: 'pixels',
    getLineWidth: 1,
    pickable: Boolean(opts.onClick),
    autoHighlight: true,
    highlightColor: [255, 236, 160, 255],
    onClick: (info: PickingInfo<T>) => {
      if (info.object && opts.onClick) opts.onClick(info.object);
    },
    parameters: { depthCompare: 'always' },
  });
}

/** Flows as arcs from `getSource` to `getTarget`, width by value (pixels), colour from source to target. */
export function arcsLayer<T>(opts: { id: string; data: readonly T[]; getSource: (d: T) => LngLat; getTarget: (d: T) => LngLat; getWidth: (d: T) => number; sourceColor?: Rgba; targetColor?: Rgba }): Layer {
  return new ArcLayer<T>({
    id: opts.id,
    data: opts.data as T[],
    getSourcePosition: opts.getSource,
    getTargetPosition: opts.getTarget,
    getWidth: opts.getWidth,
    widthUnits: 'pixels',
    getSourceColor: opts.sourceColor ?? [255, 206, 92, 230],
    getTargetColor: opts.targetColor ?? [31, 209, 255, 230],
    greatCircle: false,
    getHeight: 0.5,
  });
}

/** Colours of hexagon columns, few to many: teal, cyan, gold, orange. */
export const HEXAGON_COLORS: readonly Rgba[] = [
  [30, 150, 190, 210],
  [60, 220, 240, 225],
  [255, 206, 92, 235],
  [255, 122, 69, 245],
];

/**
 * Aggregated cells (hexagons, e.g. H3 cells from the server) as columns: each cell's `getBoundary`
 * ring ([lng, lat] in degrees), coloured and raised by `getValue` (the tallest `maxElevation`
 * metres); drawn over the areas whatever their depth. `onHover` receives the cell under the pointer.
 */
export function hexagonsLayer<T>(opts: {
  id: string;
  data: readonly T[];
  getBoundary: (d: T) => LngLat[];
  getValue: (d: T) => number;
  maxElevation: number;
  colors?: readonly Rgba[];
  onHover?: (d: T | null) => void;
}): Layer {
  const values = opts.data.map(opts.getValue);
  const max = Math.max(1, ...values);
  return new PolygonLayer<T>({
    id: opts.id,
    data: opts.data as T[],
    getPolygon: opts.getBoundary,
    extruded: true,
    wireframe: false,
    filled: true,
    stroked: false,
    getElevation: (d: T) => (opts.maxElevation * opts.getValue(d)) / max,
    getFillColor: (d: T) => colorForValue(opts.getValue(d), 0, max, opts.colors ?? HEXAGON_COLORS),
    material: { ambient: 0.55, diffuse: 0.6, shininess: 24 },
    pickable: Boolean(opts.onHover),
    autoHighlight: true,
    highlightColor: [255, 255, 255, 120],
    onHover: (info: PickingInfo<T>) => opts.onHover?.(info.object ?? null),
    parameters: { depthCompare: 'less-equal' },
  });
}
