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
export const SCREEN_COLORS = {
  text: '#d8ecff',
  textMuted: '#8fb3d9',
  axisLine: 'rgba(120, 180, 255, 0.35)',
  splitLine: 'rgba(120, 180, 255, 0.12)',
  tooltipBg: 'rgba(6, 26, 58, 0.92)',
  tooltipBorder: '#2a7fd4',
  palette: ['#1fd1ff', '#3b8bff', '#36e2a9', '#ffc542', '#ff7a59', '#a57bff', '#5ad8e6', '#f25f9a'],
} as const;

/** Base option for a chart on the dark dashboard: palette, fonts, transparent background, styled tooltip. */
export function screenChartBase(): EChartOption {
  return {
    backgroundColor: 'transparent',
    color: [...SCREEN_COLORS.palette],
    textStyle: { fontFamily: CHART_FONT_FAMILY, color: SCREEN_COLORS.text, fontSize: 14 },
    tooltip: {
      backgroundColor: SCREEN_COLORS.tooltipBg,
      borderColor: SCREEN_COLORS.tooltipBorder,
      textStyle: { color: '#ffffff', fontFamily: CHART_FONT_FAMILY, fontSize: 14 },
    },
  };
}
