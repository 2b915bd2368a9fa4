export { EChart, type EChartProps } from './EChart';
export { CHART_FONT_FAMILY, registerCharts, SCREEN_COLORS, screenChartBase, type EChartOption } from './echarts';
export { StageScaleContext, renderPixelRatio, useStageScale, type StageScale } from './stageScale';
