export { EChart, type EChartProps } from './EChart';
export { LazyEChart } from './LazyEChart';
export { categoryAxis, chartBase, CHART_FONT_FAMILY, countBarsOption, LIGHT_COLORS, SCREEN_COLORS, screenChartBase, valueAxis, type ChartColors, type EChartOption } from './echarts';
export { compositeGaugeOption, formatIndex, indexTrendOption, subIndexRadarOption, type SubIndexPoint } from './talentIndex';
export { StageScaleContext, renderPixelRatio, useStageScale, type StageScale } from './stageScale';
export { chartTable, type ChartTable } from './chartTable';
