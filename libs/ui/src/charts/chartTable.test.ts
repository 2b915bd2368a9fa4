import { describe, expect, it } from 'vitest';
import { chartTable } from './chartTable';

describe('chartTable (the text alternative of a chart)', () => {
  it('reads bar and line series against their category axis', () => {
    expect(chartTable({ xAxis: { type: 'category', data: ['2024', '2025'] }, yAxis: { type: 'value' }, series: [{ type: 'bar', name: '企业数', data: [1200, 1350] }, { type: 'line', name: '增长率', data: [3.5, 12.5] }] })).toEqual({
      columns: ['类别', '企业数', '增长率'],
      rows: [
        ['2024', '1,200', '3.5'],
        ['2025', '1,350', '12.5'],
      ],
    });
  });

  it('reads horizontal bars from the y axis and pie items by name', () => {
    expect(chartTable({ xAxis: { type: 'value' }, yAxis: { type: 'category', data: ['南湾街'] }, series: [{ type: 'bar', data: [{ value: 7 }] }] })?.rows).toEqual([['南湾街', '7']]);
    expect(chartTable({ series: [{ type: 'pie', name: '人数', data: [{ name: '本科', value: 40 }, { name: '硕士', value: 12 }] }] })).toEqual({ columns: ['名称', '人数'], rows: [['本科', '40'], ['硕士', '12']] });
  });

  it('reads a radar by indicator and answers null without data', () => {
    expect(chartTable({ radar: { indicator: [{ name: '人才规模' }, { name: '人才结构' }] }, series: [{ type: 'radar', data: [{ name: '2025', value: [80, 72.25] }] }] })).toEqual({ columns: ['指标', '2025'], rows: [['人才规模', '80'], ['人才结构', '72.25']] });
    expect(chartTable({ series: [] })).toBeNull();
  });
});
