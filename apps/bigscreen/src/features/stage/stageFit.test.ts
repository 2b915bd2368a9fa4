import { describe, expect, it } from 'vitest';
import { DESIGN_SIZE, fitStage } from './stageFit';

describe('fitStage', () => {
  it('keeps the design size at 1920x1080', () => {
    expect(fitStage({ width: 1920, height: 1080 })).toEqual({ scale: 1, offsetX: 0, offsetY: 0, width: 1920, height: 1080 });
  });

  it('scales 1280x720 down to two thirds, filling the window', () => {
    const fit = fitStage({ width: 1280, height: 720 });
    expect(fit.scale).toBeCloseTo(0.6667, 4);
    expect(fit.offsetX).toBeCloseTo(0, 6);
    expect(fit.offsetY).toBeCloseTo(0, 6);
    expect(fit.width).toBeCloseTo(1280, 6);
    expect(fit.height).toBeCloseTo(720, 6);
  });

  it('letterboxes a taller window vertically: 1920x1200 keeps scale 1 with 60 px above and below', () => {
    const fit = fitStage({ width: 1920, height: 1200 });
    expect(fit.scale).toBe(1);
    expect(fit.offsetX).toBe(0);
    expect(fit.offsetY).toBe(60);
  });

  it('letterboxes a wider window horizontally and centres the stage', () => {
    const fit = fitStage({ width: 2560, height: 1080 });
    expect(fit.scale).toBe(1);
    expect(fit.offsetX).toBe(320);
    expect(fit.offsetY).toBe(0);
  });

  it('uses the smaller ratio on a phone (390x844): the whole stage stays visible', () => {
    const fit = fitStage({ width: 390, height: 844 });
    expect(fit.scale).toBeCloseTo(390 / 1920, 6);
    expect(fit.width).toBeCloseTo(390, 6);
    expect(fit.height).toBeCloseTo(219.375, 3);
    expect(fit.offsetY).toBeCloseTo((844 - 219.375) / 2, 3);
  });

  it('scales up on a 4K screen', () => {
    expect(fitStage({ width: 3840, height: 2160 }).scale).toBe(2);
  });

  it('falls back to scale 1 for a window with no area', () => {
    expect(fitStage({ width: 0, height: 0 })).toMatchObject({ scale: 1, offsetX: 0, offsetY: 0 });
  });

  it('has one design size of 1920x1080', () => {
    expect(DESIGN_SIZE).toEqual({ width: 1920, height: 1080 });
  });
});
