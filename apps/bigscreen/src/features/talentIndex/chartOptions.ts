import { SCREEN_COLORS, screenChartBase, type EChartOption } from '@portal/ui/charts';
import { escapeHtml, formatCount } from '../overview/format';
import type { Portrait, RevenueAndInput, SubIndexValue } from './queries';

/** An index value for display: 2 decimals, '-' when there is none. */
export const formatIndex = (v: number | null | undefined): string => (v === null || v === undefined ? '-' : v.toFixed(2));

const categoryAxis = (data: (string | number)[]) => ({
  type: 'category' as const,
  data: data.map(String),
  axisTick: { show: false },
  axisLine: { lineStyle: { color: SCREEN_COLORS.axisLine } },
  axisLabel: { color: SCREEN_COLORS.text, fontSize: 13 },
});

const valueAxis = (name = '') => ({
  type: 'value' as const,
  name,
  nameTextStyle: { color: SCREEN_COLORS.textMuted, fontSize: 12 },
  axisLabel: { color: SCREEN_COLORS.textMuted, fontSize: 12 },
  splitLine: { lineStyle: { color: SCREEN_COLORS.splitLine } },
  scale: true,
});

const legend = { top: 0, textStyle: { color: SCREEN_COLORS.text, fontSize: 13 }, itemWidth: 14, itemHeight: 8 };

/** A gauge of the composite index (base year = 100), its scale running to the next 50 above the value. */
export function compositeGaugeOption(value: number | null, baseYear: number): EChartOption {
  const max = Math.max(200, Math.ceil(((value ?? 0) + 1) / 50) * 50);
  return {
    ...screenChartBase(),
    series: [
      {
        type: 'gauge',
        min: 0,
        max,
        radius: '92%',
        center: ['50%', '58%'],
        startAngle: 210,
        endAngle: -30,
        progress: { show: true, width: 16, itemStyle: { color: { type: 'linear', x: 0, y: 0, x2: 1, y2: 0, colorStops: [{ offset: 0, color: '#1f6dff' }, { offset: 1, color: '#1fd1ff' }] } } },
        axisLine: { lineStyle: { width: 16, color: [[1, 'rgba(60, 130, 220, 0.18)']] } },
        axisTick: { show: false },
        splitLine: { length: 8, lineStyle: { color: SCREEN_COLORS.axisLine, width: 2 } },
        axisLabel: { color: SCREEN_COLORS.textMuted, fontSize: 12, distance: 22 },
        pointer: { width: 5, length: '58%', itemStyle: { color: '#ffd66b' } },
        anchor: { show: true, size: 12, itemStyle: { color: '#ffd66b' } },
        title: { offsetCenter: [0, '72%'], color: SCREEN_COLORS.textMuted, fontSize: 14 },
        detail: { offsetCenter: [0, '40%'], color: '#ffffff', fontSize: 40, fontWeight: 'bold', formatter: (v: number) => formatIndex(v) },
        data: [{ value: value ?? 0, name: `${baseYear}年 = 100` }],
      },
    ],
  };
}

/** The eight sub-indices on a radar, the axis running to the largest value rounded up to 50. */
export function subIndexRadarOption(subIndices: SubIndexValue[]): EChartOption {
  const max = Math.max(150, Math.ceil(Math.max(...subIndices.map((s) => s.value ?? 0)) / 50) * 50);
  const base = screenChartBase();
  return {
    ...base,
    tooltip: { ...(base.tooltip as object), trigger: 'item' },
    radar: {
      center: ['50%', '54%'],
      radius: '66%',
      indicator: subIndices.map((s) => ({ name: s.name.replace('指数', ''), max })),
      axisName: { color: SCREEN_COLORS.text, fontSize: 14 },
      splitLine: { lineStyle: { color: SCREEN_COLORS.axisLine } },
      splitArea: { areaStyle: { color: ['rgba(31, 120, 255, 0.04)', 'rgba(31, 120, 255, 0.1)'] } },
      axisLine: { lineStyle: { color: SCREEN_COLORS.axisLine } },
    },
    series: [
      {
        type: 'radar',
        symbolSize: 6,
        lineStyle: { color: '#1fd1ff', width: 2 },
        itemStyle: { color: '#1fd1ff' },
        areaStyle: { color: 'rgba(31, 209, 255, 0.28)' },
        data: [{ name: '分指数', value: subIndices.map((s) => s.value ?? 0) }],
      },
    ],
  };
}

/** Index lines per year (one series per name), base year = 100. */
export function indexTrendOption(series: { name: string; data: { year: number; value: number | null }[] }[]): EChartOption {
  const years = [...new Set(series.flatMap((s) => s.data.map((d) => d.year)))].sort((a, b) => a - b);
  const base = screenChartBase();
  return {
    ...base,
    tooltip: { ...(base.tooltip as object), trigger: 'axis' },
    legend: { ...legend, type: 'scroll' },
    grid: { left: 8, right: 24, top: 44, bottom: 8, containLabel: true },
    xAxis: { ...categoryAxis(years), boundaryGap: false },
    yAxis: valueAxis('指数'),
    series: series.map((s, i) => ({
      type: 'line',
      name: s.name,
      smooth: true,
      symbolSize: 6,
      lineStyle: { width: i === 0 ? 3 : 2 },
      ...(i === 0 ? { areaStyle: { opacity: 0.15 } } : {}),
      data: years.map((y) => s.data.find((d) => d.year === y)?.value ?? null),
    })),
  };
}

/** Revenue and tax as bars, R&D and talent input as lines (万元), per year. */
export function revenueInputOption(rows: RevenueAndInput | Portrait['annual']): EChartOption {
  const base = screenChartBase();
  return {
    ...base,
    tooltip: { ...(base.tooltip as object), trigger: 'axis', valueFormatter: (v: unknown) => `${formatCount(Number(v))} 万元` },
    legend,
    grid: { left: 8, right: 8, top: 44, bottom: 8, containLabel: true },
    xAxis: categoryAxis(rows.map((r) => r.year)),
    yAxis: [valueAxis('营收（万元）'), { ...valueAxis('投入（万元）'), splitLine: { show: false } }],
    series: [
      { type: 'bar', name: '营业收入', barMaxWidth: 22, data: rows.map((r) => r.revenue), itemStyle: { borderRadius: [3, 3, 0, 0] } },
      { type: 'bar', name: '纳税', barMaxWidth: 22, data: rows.map((r) => r.tax), itemStyle: { borderRadius: [3, 3, 0, 0] } },
      { type: 'line', name: '研发投入', yAxisIndex: 1, smooth: true, data: rows.map((r) => r.rdInput) },
      { type: 'line', name: '人才投入', yAxisIndex: 1, smooth: true, data: rows.map((r) => r.talentInput) },
    ],
  };
}

/** Vertical bars of one figure per category, e.g. patents per year or staff per education level. */
export function columnsOption(categories: (string | number)[], values: number[], unit: string, color = '#36e2a9'): EChartOption {
  const base = screenChartBase();
  return {
    ...base,
    tooltip: { ...(base.tooltip as object), trigger: 'axis', valueFormatter: (v: unknown) => `${formatCount(Number(v))} ${unit}` },
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    xAxis: categoryAxis(categories),
    yAxis: { ...valueAxis(), scale: false, minInterval: 1 },
    series: [{ type: 'bar', barMaxWidth: 28, data: values, itemStyle: { color, borderRadius: [3, 3, 0, 0] }, label: { show: true, position: 'top', color: SCREEN_COLORS.text, fontSize: 12 } }],
  };
}

/** A pie of named counts with a tooltip share. */
export function shareOption(rows: { name: string; value: number }[], unit: string): EChartOption {
  const base = screenChartBase();
  return {
    ...base,
    tooltip: { ...(base.tooltip as object), trigger: 'item', formatter: (p: unknown) => { const { name, value, percent } = p as { name: string; value: number; percent: number }; return `<b>${escapeHtml(name)}</b><br/>${formatCount(value)} ${unit}（${percent}%）`; } },
    legend: { ...legend, top: 'auto', bottom: 0 },
    series: [{ type: 'pie', radius: ['40%', '66%'], center: ['50%', '45%'], itemStyle: { borderColor: '#041634', borderWidth: 2 }, label: { color: SCREEN_COLORS.text, fontSize: 13, formatter: '{b}\n{d}%' }, data: rows }],
  };
}
