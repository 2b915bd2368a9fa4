import { describe, expect, it } from 'vitest';
import { compositeGaugeOption, formatIndex, subIndexRadarOption } from './talentIndex';

describe('talent index charts', () => {
  it('shows indices with 2 decimals and "-" when there is none', () => {
    expect(formatIndex(149.5)).toBe('149.50');
    expect(formatIndex(null)).toBe('-');
  });

  it('scales the radar to the largest sub-index rounded up to 50', () => {
    const option = subIndexRadarOption([
      { code: 'economy', name: '产业经济指数', weight: 15, value: 212.3 },
      { code: 'scale', name: '人才规模指数', weight: 15, value: null },
    ]);
    const radar = option.radar as { indicator: { name: string; max: number }[] };
    expect(radar.indicator).toEqual([
      { name: '产业经济', max: 250 },
      { name: '人才规模', max: 250 },
    ]);
  });

  it('runs the gauge past the value', () => {
    const series = (compositeGaugeOption(260, 2021).series as { max: number; data: { value: number; name: string }[] }[])[0]!;
    expect(series.max).toBe(300);
    expect(series.data[0]).toEqual({ value: 260, name: '2021年 = 100' });
  });
});
