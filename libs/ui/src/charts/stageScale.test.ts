import { describe, expect, it } from 'vitest';
import { renderPixelRatio } from './stageScale';

describe('renderPixelRatio', () => {
  it('multiplies the device pixel ratio by the stage scale so canvases match screen pixels', () => {
    expect(renderPixelRatio(0.5, 2)).toBe(1);
    expect(renderPixelRatio(2, 1)).toBe(2);
    expect(renderPixelRatio(2 / 3, 1)).toBeCloseTo(0.667, 3);
  });

  it('stays within 0.25 and 4', () => {
    expect(renderPixelRatio(0.1, 1)).toBe(0.25);
    expect(renderPixelRatio(3, 3)).toBe(4);
  });

  it('treats a missing device pixel ratio as 1', () => {
    expect(renderPixelRatio(1, 0)).toBe(1);
  });
});
