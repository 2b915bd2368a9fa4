import { categoryAxis, SCREEN_COLORS, screenChartBase, valueAxis, type EChartOption } from '@portal/ui/charts';
import { escapeHtml, formatCount } from '../overview/format';
import type { Portrait, RevenueAndInput } from './queries';
import { t } from '../../i18n/zh-CN';

export { compositeGaugeOption, formatIndex, indexTrendOption, subIndexRadarOption } from '@portal/ui/charts';

const legend = { top: 0, textStyle: { color: SCREEN_COLORS.text, fontSize: 14 }, itemWidth: 14, itemHeight: 8 };

/** Revenue and tax as bars, R&D and talent input as lines (万元), per year. */
export function revenueInputOption(rows: RevenueAndInput | Portrait['annual']): EChartOption {
  const base = screenChartBase();
  return {
    ...base,
    tooltip: { ...(base.tooltip as object), trigger: 'axis', valueFormatter: (v: unknown) => `${formatCount(Number(v))} ${t.common.unitTenThousandYuan}` },
    legend,
    grid: { left: 8, right: 8, top: 44, bottom: 8, containLabel: true },
    xAxis: categoryAxis(rows.map((r) => r.year)),
    yAxis: [valueAxis(t.talentIndex.revenueAxis), { ...valueAxis(t.talentIndex.inputAxis), splitLine: { show: false } }],
    series: [
      { type: 'bar', name: t.talentIndex.series.revenue, barMaxWidth: 22, data: rows.map((r) => r.revenue), itemStyle: { borderRadius: [3, 3, 0, 0] } },
      { type: 'bar', name: t.talentIndex.series.tax, barMaxWidth: 22, data: rows.map((r) => r.tax), itemStyle: { borderRadius: [3, 3, 0, 0] } },
      { type: 'line', name: t.talentIndex.series.rdInput, yAxisIndex: 1, smooth: true, data: rows.map((r) => r.rdInput) },
      { type: 'line', name: t.talentIndex.series.talentInput, yAxisIndex: 1, smooth: true, data: rows.map((r) => r.talentInput) },
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
    series: [{ type: 'bar', barMaxWidth: 28, data: values, itemStyle: { color, borderRadius: [3, 3, 0, 0] }, label: { show: true, position: 'top', color: SCREEN_COLORS.text, fontSize: 14 } }],
  };
}

/** A pie of named counts with a tooltip share. */
export function shareOption(rows: { name: string; value: number }[], unit: string): EChartOption {
  const base = screenChartBase();
  return {
    ...base,
    tooltip: { ...(base.tooltip as object), trigger: 'item', formatter: (p: unknown) => { const { name, value, percent } = p as { name: string; value: number; percent: number }; return `<b>${escapeHtml(name)}</b><br/>${formatCount(value)} ${unit}（${percent}%）`; } },
    legend: { ...legend, top: 'auto', bottom: 0 },
    series: [{ type: 'pie', radius: ['40%', '66%'], center: ['50%', '45%'], itemStyle: { borderColor: '#041634', borderWidth: 2 }, label: { color: SCREEN_COLORS.text, fontSize: 14, formatter: '{b}\n{d}%' }, data: rows }],
  };
}
