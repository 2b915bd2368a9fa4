import type { OutputOf } from '@portal/api';
import type { BOARD_MODULES } from '@portal/api';
import { SCREEN_COLORS, screenChartBase, type EChartOption } from '@portal/ui/charts';
import { rankedBars } from '../overview/chartOptions';
import { formatCount } from '../overview/format';
import { shareOption } from '../talentIndex/chartOptions';

/** A table-shaped module's answer (libs/api boardTable). */
export type BoardTable = OutputOf<(typeof BOARD_MODULES)['getEducationVO']>;

/**
 * How a module is drawn: `bars` (one category column, some columns as bars and some as lines on a
 * second axis), `pie` (one category and one value column), `ranked` (horizontal bars, largest first)
 * or `table` (every column).
 */
export type ChartSpec =
  | { kind: 'bars'; category: string; bars: string[]; lines?: string[]; stack?: boolean }
  | { kind: 'pie'; category: string; value: string }
  | { kind: 'ranked'; category: string; value: string }
  | { kind: 'table' };

const column = (t: BoardTable, key: string) => t.columns.find((c) => c.key === key);
const label = (t: BoardTable, key: string) => column(t, key)?.label ?? key;
const unit = (t: BoardTable, key: string) => column(t, key)?.unit ?? '';
const num = (v: unknown) => (typeof v === 'number' ? v : v === null || v === undefined ? null : Number(v));

/** The echarts option of a module drawn as `spec` (not for `table`); every figure from the answer. */
export function moduleChartOption(t: BoardTable, spec: Exclude<ChartSpec, { kind: 'table' }>): EChartOption {
  const categories = t.rows.map((r) => String(r[spec.category] ?? ''));
  if (spec.kind === 'pie') return shareOption(t.rows.map((r, i) => ({ name: categories[i]!, value: num(r[spec.value]) ?? 0 })), unit(t, spec.value));
  if (spec.kind === 'ranked')
    return rankedBars(
      t.rows.map((r, i) => ({ name: categories[i]!, value: num(r[spec.value]) ?? 0, extra: label(t, spec.value) })),
      unit(t, spec.value),
      ['rgba(31, 209, 255, 0.25)', '#1fd1ff'],
      150,
      12,
    );
  const base = screenChartBase();
  const lines = spec.lines ?? [];
  const axis = (name: string) => ({
    type: 'value' as const,
    name,
    nameTextStyle: { color: SCREEN_COLORS.textMuted, fontSize: 14 },
    axisLabel: { color: SCREEN_COLORS.textMuted, fontSize: 14 },
    splitLine: { lineStyle: { color: SCREEN_COLORS.splitLine } },
  });
  return {
    ...base,
    color: [...SCREEN_COLORS.palette],
    tooltip: { ...(base.tooltip as object), trigger: 'axis' },
    legend: { top: 0, textStyle: { color: SCREEN_COLORS.text, fontSize: 14 }, itemWidth: 14, itemHeight: 8 },
    grid: { left: 8, right: 8, top: 44, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories, axisTick: { show: false }, axisLine: { lineStyle: { color: SCREEN_COLORS.axisLine } }, axisLabel: { color: SCREEN_COLORS.text, fontSize: 14, interval: 0, hideOverlap: true } },
    yAxis: [axis(unit(t, spec.bars[0] ?? '')), ...(lines.length ? [{ ...axis(unit(t, lines[0]!)), splitLine: { show: false } }] : [])],
    series: [
      ...spec.bars.map((k) => ({
        type: 'bar' as const,
        name: label(t, k),
        barMaxWidth: 22,
        ...(spec.stack ? { stack: 'total' } : {}),
        itemStyle: { borderRadius: spec.stack ? 0 : [3, 3, 0, 0] },
        tooltip: { valueFormatter: (v: unknown) => `${formatCount(Number(v))} ${unit(t, k)}` },
        data: t.rows.map((r) => num(r[k])),
      })),
      ...lines.map((k) => ({
        type: 'line' as const,
        name: label(t, k),
        yAxisIndex: 1,
        // a curve between years; straight segments between categories such as streets
        smooth: spec.category === 'year',
        symbolSize: 6,
        tooltip: { valueFormatter: (v: unknown) => `${v === null ? '-' : formatCount(Number(v))} ${unit(t, k)}` },
        data: t.rows.map((r) => num(r[k])),
      })),
    ],
  };
}

/** A cell for display: numbers grouped (up to 2 decimals), null and '' as '-' (SPEC.md section 5). */
export function formatCell(v: string | number | null | undefined): string {
  if (v === null || v === undefined || v === '') return '-';
  if (typeof v === 'number') return v.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
  return v;
}
