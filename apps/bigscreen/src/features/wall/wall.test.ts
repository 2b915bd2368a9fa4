import { describe, expect, it } from 'vitest';
import { nextWallPage, parseWallConfig, WALL_PAGES } from './wall';

describe('wall playlist', () => {
  it('reads pages, interval and refresh from the query, dropping unknown pages', () => {
    expect(parseWallConfig({ pages: 'talentIndex, wholeDwq,nope,/wholeCountry', interval: '45', refresh: '120' })).toEqual({
      pages: ['/talentIndex', '/wholeDwq', '/wholeCountry'],
      intervalMs: 45_000,
      refreshMs: 120_000,
    });
  });

  it('plays every page every 30 s with a 5-minute refresh when nothing is given, and clamps intervals', () => {
    expect(parseWallConfig({})).toEqual({ pages: [...WALL_PAGES], intervalMs: 30_000, refreshMs: 300_000 });
    expect(parseWallConfig({ interval: '1', refresh: '999999' })).toMatchObject({ intervalMs: 10_000, refreshMs: 86_400_000 });
    expect(parseWallConfig({ interval: 'x' }).intervalMs).toBe(30_000);
  });

  it('goes round the playlist, starting over after the last page or from a page outside it', () => {
    const pages = ['/talentIndex', '/wholeDwq'] as const;
    expect(nextWallPage(pages, '/talentIndex')).toBe('/wholeDwq');
    expect(nextWallPage(pages, '/wholeDwq')).toBe('/talentIndex');
    expect(nextWallPage(pages, '/portraitSearch')).toBe('/talentIndex');
  });
});
