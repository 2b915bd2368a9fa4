import { differenceCiede2000, filterDeficiencyDeuter, filterDeficiencyProt, filterDeficiencyTrit, parse, wcagContrast, type Color } from 'culori';
import { describe, expect, it } from 'vitest';
import { LIGHT_COLORS, SCREEN_COLORS } from './echarts';

const difference = differenceCiede2000();
/** Colour vision as simulated by Machado, Oliveira and Fernandes (2009), full severity. */
const VISION: Record<string, (c: Color) => Color> = {
  typical: (c) => c,
  protanopia: filterDeficiencyProt(1),
  deuteranopia: filterDeficiencyDeuter(1),
  tritanopia: filterDeficiencyTrit(1),
};
/** The least CIEDE2000 difference at which two series colours count as told apart. */
const MIN_DIFFERENCE = 10;

/** Pairs of a palette's colours closer than MIN_DIFFERENCE for some colour vision, e.g. 'deuteranopia #3b8bff~#a57bff 6.0'. */
function closePairs(palette: readonly string[]): string[] {
  const close: string[] = [];
  for (const [vision, simulate] of Object.entries(VISION))
    for (let i = 0; i < palette.length; i++)
      for (let j = i + 1; j < palette.length; j++) {
        const d = difference(simulate(parse(palette[i]!)!), simulate(parse(palette[j]!)!));
        if (d < MIN_DIFFERENCE) close.push(`${vision} ${palette[i]}~${palette[j]} ${d.toFixed(1)}`);
      }
  return close;
}

/** Issue 19: chart colours distinguishable for colour-blind viewers, checked with a simulation. */
describe('chart series colours', () => {
  it.each([
    ['the bigscreen (dark)', SCREEN_COLORS.palette, '#0b2447'],
    ['the portal (white)', LIGHT_COLORS.palette, '#ffffff'],
  ])('%s: every two stay apart under protanopia, deuteranopia and tritanopia, and keep 3:1 on the background', (_name, palette, background) => {
    expect(palette).toHaveLength(8);
    expect(closePairs(palette)).toEqual([]);
    expect(palette.filter((c) => wcagContrast(c, background) < 3)).toEqual([]);
  });

  it('would catch the palette the bigscreen had before (blue and violet merge for a protanope)', () => {
    expect(closePairs(['#1fd1ff', '#3b8bff', '#36e2a9', '#ffc542', '#ff7a59', '#a57bff', '#5ad8e6', '#f25f9a']).some((p) => p.startsWith('protanopia #3b8bff~#a57bff'))).toBe(true);
  });
});
