import { describe, expect, it } from 'vitest';
import { boundsDiagonalMeters, colorForValue, cssColor, featureBounds, type AreaFeature } from './geo';

const square = (x: number, y: number, size: number): AreaFeature<{ name: string }> => ({
  type: 'Feature',
  properties: { name: `${x},${y}` },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [x, y],
        [x + size, y],
        [x + size, y + size],
        [x, y + size],
        [x, y],
      ],
    ],
  },
});

describe('featureBounds', () => {
  it('spans every polygon and multipolygon ring', () => {
    const multi: AreaFeature<{ name: string }> = {
      type: 'Feature',
      properties: { name: 'm' },
      geometry: { type: 'MultiPolygon', coordinates: [square(114.3, 22.7, 0.05).geometry.coordinates as number[][][]] },
    };
    expect(featureBounds([square(114, 22.5, 0.1), multi])).toEqual([
      [114, 22.5],
      [114.35, 22.75],
    ]);
  });

  it('is null without positions', () => {
    expect(featureBounds([])).toBeNull();
  });
});

describe('colorForValue', () => {
  const stops = [
    [0, 0, 0],
    [100, 200, 250],
  ] as const;

  it('maps min to the first stop and max to the last', () => {
    expect(colorForValue(10, 10, 20, stops.map((s) => [...s] as [number, number, number]))).toEqual([0, 0, 0, 255]);
    expect(colorForValue(20, 10, 20, stops.map((s) => [...s] as [number, number, number]))).toEqual([100, 200, 250, 255]);
  });

  it('interpolates linearly and clamps outside the range', () => {
    const s = stops.map((x) => [...x] as [number, number, number]);
    expect(colorForValue(15, 10, 20, s)).toEqual([50, 100, 125, 255]);
    expect(colorForValue(-5, 10, 20, s)).toEqual([0, 0, 0, 255]);
    expect(colorForValue(99, 10, 20, s)).toEqual([100, 200, 250, 255]);
  });

  it('uses the top colour when all values are equal', () => {
    expect(colorForValue(3, 3, 3, [[1, 2, 3, 4], [5, 6, 7, 8]])).toEqual([5, 6, 7, 8]);
  });

  it('works with three or more stops', () => {
    expect(colorForValue(0.5, 0, 1, [[0, 0, 0], [10, 10, 10], [20, 20, 20]])).toEqual([10, 10, 10, 255]);
    expect(colorForValue(0.75, 0, 1, [[0, 0, 0], [10, 10, 10], [20, 20, 20]])).toEqual([15, 15, 15, 255]);
  });
});

describe('helpers', () => {
  it('measures a 0.1 degree square near 22.5N as about 15 km across', () => {
    const d = boundsDiagonalMeters([
      [114, 22.5],
      [114.1, 22.6],
    ]);
    expect(d).toBeGreaterThan(14_500);
    expect(d).toBeLessThan(15_500);
  });

  it('formats CSS colours', () => {
    expect(cssColor([255, 128, 0])).toBe('rgba(255, 128, 0, 1.000)');
  });
});
