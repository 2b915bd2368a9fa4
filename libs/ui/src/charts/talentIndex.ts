import { categoryAxis, chartBase, SCREEN_COLORS, valueAxis, type ChartColors, type EChartOption } from './echarts';

/**
 * The talent index's charts (docs/talent-index.md), shared by the bigscreen's talentIndex pages
 * and the portal's desktop /talentIndexPC: composite gauge, sub-index radar, index trend. Each
 * takes the colours of where it is shown: SCREEN_COLORS (dark wall) or LIGHT_COLORS (portal pages).
 */

/** A sub-index's value in a scope (name, weight, value; null when it has none). */
export interface SubIndexPoint {
  code: string;
  name: string;
  weight: number;
  value: number | null;
}

/** An index value for display: 2 decimals, '-' when there is none. */
export const formatIndex = (v: number | null | undefined): string => (v === null || v === undefined ? '-' : v.toFixed(2));

/** A gauge of the composite index (base year = 100), its scale running to the next 50 above the value. */
export function compositeGaugeOption(value: number | null, baseYear: number, colors: ChartColors = SCREEN_COLORS): EChartOption {
  const max = Math.max(200, Math.ceil(((value ?? 0) + 1) / 50) * 50);
  return {
    ...chartBase(colors),
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
        splitLine: { length: 8, lineStyle: { color: colors.axisLine, width: 2 } },
        axisLabel: { color: colors.textMuted, fontSize: 14, distance: 22 },
        pointer: { width: 5, length: '58%', itemStyle: { color: '#ffd66b' } },
        anchor: { show: true, size: 12, itemStyle: { color: '#ffd66b' } },
        title: { offsetCenter: [0, '72%'], color: colors.textMuted, fontSize: 14 },
        detail: { offsetCenter: [0, '40%'], color: colors.strong ?? '#ffffff', fontSize: 40, fontWeight: 'bold', formatter: (v: number) => formatIndex(v) },
        data: [{ value: value ?? 0, name: `${baseYear}年 = 100` }],
      },
    ],
  };
}

/** The eight sub-indices on a radar, the axis running to the largest value rounded up to 50. */
export function subIndexRadarOption(subIndices: SubIndexPoint[], colors: ChartColors = SCREEN_COLORS): EChartOption {
  const max = Math.max(150, Math.ceil(Math.max(...subIndices.map((s) => s.value ?? 0)) / 50) * 50);
  const base = chartBase(colors);
  return {
    ...base,
    tooltip: { ...(base.tooltip as object), trigger: 'item' },
    radar: {
      center: ['50%', '54%'],
      radius: '66%',
      indicator: subIndices.map((s) => ({ name: s.name.replace('指数', ''), max })),
      axisName: { color: colors.text, fontSize: 14 },
      splitLine: { lineStyle: { color: colors.axisLine } },
      splitArea: { areaStyle: { color: ['rgba(31, 120, 255, 0.04)', 'rgba(31, 120, 255, 0.1)'] } },
      axisLine: { lineStyle: { color: colors.axisLine } },
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
export function indexTrendOption(series: { name: string; data: { year: number; value: number | null }[] }[], colors: ChartColors = SCREEN_COLORS): EChartOption {
  const years = [...new Set(series.flatMap((s) => s.data.map((d) => d.year)))].sort((a, b) => a - b);
  const base = chartBase(colors);
  return {
    ...base,
    tooltip: { ...(base.tooltip as object), trigger: 'axis' },
    legend: { top: 0, textStyle: { color: colors.text, fontSize: 14 }, itemWidth: 14, itemHeight: 8, type: 'scroll' },
    grid: { left: 8, right: 24, top: 44, bottom: 8, containLabel: true },
    xAxis: { ...categoryAxis(years, colors), boundaryGap: false },
    yAxis: valueAxis('指数', colors),
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

