import {
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  RadarChart,
  type BarSeriesOption,
  type GaugeSeriesOption,
  type LineSeriesOption,
  type PieSeriesOption,
  type RadarSeriesOption,
} from 'echarts/charts';
import {
  DatasetComponent,
  GridComponent,
  RadarComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  type DatasetComponentOption,
  type GridComponentOption,
  type RadarComponentOption,
  type LegendComponentOption,
  type TitleComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { use as registerEchartsExtensions, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

let registered = false;

/**
 * Registers the charts and components {@link EChart} draws with (once). Called before the first
 * chart is created rather than at import, so importing '@portal/ui' costs nothing in apps without charts.
 */
export function registerCharts(): void {
  if (registered) return;
  registerEchartsExtensions([BarChart, LineChart, PieChart, GaugeChart, RadarChart, RadarComponent, GridComponent, TooltipComponent, LegendComponent, TitleComponent, DatasetComponent, CanvasRenderer]);
  registered = true;
}

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

/** Colours of the dark government dashboard (bigscreen). */
export const SCREEN_COLORS: ChartColors = {
  text: '#d8ecff',
  textMuted: '#8fb3d9',
  axisLine: 'rgba(120, 180, 255, 0.35)',
  splitLine: 'rgba(120, 180, 255, 0.12)',
  tooltipBg: 'rgba(6, 26, 58, 0.92)',
  tooltipBorder: '#2a7fd4',
  tooltipText: '#ffffff',
  palette: ['#1fd1ff', '#3b8bff', '#36e2a9', '#ffc542', '#ff7a59', '#a57bff', '#5ad8e6', '#f25f9a'],
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
  palette: ['#1f6dff', '#12b5cb', '#1fb57a', '#f0a020', '#e8603c', '#7d5ce6', '#3aa0c8', '#d64f8a'],
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

/** Base option for a chart on the dark dashboard: palette, fonts, transparent background, styled tooltip. */
export function screenChartBase(): EChartOption {
  return chartBase(SCREEN_COLORS);
}
