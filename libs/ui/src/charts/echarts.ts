import type { BarSeriesOption, GaugeSeriesOption, LineSeriesOption, PieSeriesOption, RadarSeriesOption } from 'echarts/charts';
import type { DatasetComponentOption, GridComponentOption, RadarComponentOption, LegendComponentOption, TitleComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** The option type of every chart drawn through {@link EChart} (the registered charts and components). */
export type EChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GaugeSeriesOption
  | RadarSeriesOption
  | RadarComponentOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | DatasetComponentOption
>;

/** Fonts with Chinese glyphs, first the one Debian's fonts-noto-cjk installs. */
export const CHART_FONT_FAMILY = '"Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';

/**
 * Colours of the dark government dashboard (bigscreen). Chart series colours of both palettes stay
 * apart for viewers with protanopia, deuteranopia and tritanopia (Machado et al. 2009 simulation,
 * CIEDE2000 difference at least 10) and keep 3:1 against their background (WCAG 2.1 1.4.11); the
 * check is chartColors.test.ts (issue 19).
 */
export const SCREEN_COLORS: ChartColors = {
  text: '#d8ecff',
  textMuted: '#8fb3d9',
  axisLine: 'rgba(120, 180, 255, 0.35)',
  splitLine: 'rgba(120, 180, 255, 0.12)',
  tooltipBg: 'rgba(6, 26, 58, 0.92)',
  tooltipBorder: '#2a7fd4',
  tooltipText: '#ffffff',
  // Okabe–Ito's colours for colour-blind viewers, white for their black, a violet for the eighth (chartColors.test.ts)
  palette: ['#56b4e9', '#e69f00', '#009e73', '#f0e442', '#d55e00', '#cc79a7', '#f5f5f5', '#c806f9'],
};

/** Colours a chart is drawn in. */
export interface ChartColors {
  text: string;
  textMuted: string;
  /** the emphasised figure (the gauge's value) */
  strong?: string;
  axisLine: string;
  splitLine: string;
  tooltipBg: string;
  tooltipBorder: string;
  tooltipText: string;
  palette: readonly string[];
}

/** Colours of charts on the portal's white pages. */
export const LIGHT_COLORS: ChartColors = {
  text: '#1f2d3d',
  textMuted: '#5b6b7f',
  strong: '#0b3d91',
  axisLine: 'rgba(40, 80, 140, 0.35)',
  splitLine: 'rgba(40, 80, 140, 0.12)',
  tooltipBg: 'rgba(255, 255, 255, 0.96)',
  tooltipBorder: '#1f6dff',
  tooltipText: '#1f2d3d',
  // Okabe–Ito's colours that keep 3:1 on white, then three more as far apart as they go under simulation (chartColors.test.ts)
  palette: ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#6a87fb', '#862a13', '#0505c7', '#000000'],
};

/** Base option in `colors`: palette, fonts, transparent background, styled tooltip. */
export function chartBase(colors: ChartColors = SCREEN_COLORS): EChartOption {
  return {
    backgroundColor: 'transparent',
    color: [...colors.palette],
    textStyle: { fontFamily: CHART_FONT_FAMILY, color: colors.text, fontSize: 14 },
    tooltip: {
      backgroundColor: colors.tooltipBg,
      borderColor: colors.tooltipBorder,
      textStyle: { color: colors.tooltipText, fontFamily: CHART_FONT_FAMILY, fontSize: 14 },
    },
  };
}

/** A category axis in `colors` (default the dark wall's): the categories as text, no ticks, 14px labels. */
export const categoryAxis = (data: readonly (string | number)[], colors: ChartColors = SCREEN_COLORS) => ({
  type: 'category' as const,
  data: data.map(String),
  axisTick: { show: false },
  axisLine: { lineStyle: { color: colors.axisLine } },
  axisLabel: { color: colors.text, fontSize: 14 },
});

/** A value axis in `colors` (default the dark wall's) named `name` (e.g. its unit), its range fitted to the data (scale). */
export const valueAxis = (name = '', colors: ChartColors = SCREEN_COLORS) => ({
  type: 'value' as const,
  name,
  nameTextStyle: { color: colors.textMuted, fontSize: 14 },
  axisLabel: { color: colors.textMuted, fontSize: 14 },
  splitLine: { lineStyle: { color: colors.splitLine } },
  scale: true,
});

/**
 * A horizontal bar chart of counts on the light portal (a survey's answers per option, enterprises
 * per need): one bar per `bars` item from the top, its count written at its end, labels cut at
 * `labelWidth` px; whole numbers on the value axis.
 */
export function countBarsOption(bars: readonly { label: string; count: number }[], labelWidth = 120): EChartOption {
  return {
    ...chartBase(LIGHT_COLORS),
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: bars.map((b) => b.label), inverse: true, axisLabel: { width: labelWidth, overflow: 'truncate' } },
    series: [{ type: 'bar', data: bars.map((b) => b.count), barMaxWidth: 28, label: { show: true, position: 'right' } }],
  };
}

/** Base option for a chart on the dark dashboard: palette, fonts, transparent background, styled tooltip. */
export function screenChartBase(): EChartOption {
  return chartBase(SCREEN_COLORS);
}
