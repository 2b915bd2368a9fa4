import { describe, expect, it } from 'vitest';
import { formatCell, moduleChartOption, type BoardTable } from './moduleChart';

const flow: BoardTable = {
  title: '人才流动',
  columns: [
    { key: 'year', label: '年份', unit: '' },
    { key: 'entries', label: '入职人数', unit: '人' },
    { key: 'employed', label: '年末在职', unit: '人' },
  ],
  rows: [
    { year: 2024, entries: 120, employed: 900 },
    { year: 2025, entries: 150, employed: 1010 },
  ],
};

describe('module charts', () => {
  it('draws bar columns on the first axis and line columns on the second, named by the column labels', () => {
    const option = moduleChartOption(flow, { kind: 'bars', category: 'year', bars: ['entries'], lines: ['employed'] });
    expect((option.xAxis as { data: string[] }).data).toEqual(['2024', '2025']);
    const series = option.series as { type: string; name: string; data: number[]; yAxisIndex?: number }[];
    expect(series.map((s) => [s.type, s.name, s.data, s.yAxisIndex ?? 0])).toEqual([
      ['bar', '入职人数', [120, 150], 0],
      ['line', '年末在职', [900, 1010], 1],
    ]);
    expect((option.yAxis as { name: string }[]).map((a) => a.name)).toEqual(['人', '人']);
  });

  it('draws a pie of one column by the category column', () => {
    const option = moduleChartOption(flow, { kind: 'pie', category: 'year', value: 'entries' });
    expect((option.series as { data: { name: string; value: number }[] }[])[0]!.data).toEqual([
      { name: '2024', value: 120 },
      { name: '2025', value: 150 },
    ]);
  });

  it('shows empty figures as "-" and numbers grouped', () => {
    expect([formatCell(null), formatCell(''), formatCell(12345.678), formatCell('街道')]).toEqual(['-', '-', '12,345.68', '街道']);
  });
});
