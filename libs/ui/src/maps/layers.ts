import type { Layer, PickingInfo } from '@deck.gl/core';
import { ArcLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { LngLat, Rgba } from './geo';

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
