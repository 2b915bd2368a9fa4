import type { EChartOption } from './echarts';

/** The figures of a chart as a table: column headings and rows of cell texts (first cell: the category or item name). */
export interface ChartTable {
  columns: string[];
  rows: string[][];
}

type Loose = Record<string, unknown>;
const list = <T>(v: T | T[] | undefined | null): T[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

/** One data item's shown value: a number in Chinese grouping ('12,345'), a [x, y] pair's last number, an item's `value`; '' for none. */
function cell(item: unknown): string {
  const v = item && typeof item === 'object' && !Array.isArray(item) ? (item as Loose).value : item;
  if (Array.isArray(v)) return v.map(cell).join(' / ');
  if (typeof v === 'number') return Number.isFinite(v) ? v.toLocaleString('zh-CN', { maximumFractionDigits: 2 }) : '';
  return v == null ? '' : String(v);
}

/** The name of a data item ({ name }), or ''. */
const nameOf = (item: unknown) => (item && typeof item === 'object' && !Array.isArray(item) ? String((item as Loose).name ?? '') : '');

/**
 * The data of an echarts option as a table, the text alternative of a chart for screen readers
 * (WCAG 1.1.1; issue 19): a dataset's source as it is; bar and line series against their category
 * axis (x, or y for horizontal bars) — one row per category, one column per series; pie and gauge
 * items (name, value); a radar's indicators against its series' items. Answers null when the
 * option holds no data it can read (the chart keeps its aria-label only).
 */
export function chartTable(option: EChartOption): ChartTable | null {
  const o = option as Loose;
  const dataset = list(o.dataset as Loose | Loose[])[0];
  const source = dataset?.source;
  if (Array.isArray(source) && source.length > 0) {
    if (Array.isArray(source[0])) return { columns: (source[0] as unknown[]).map(String), rows: (source.slice(1) as unknown[][]).map((r) => r.map(cell)) };
    const keys = Object.keys(source[0] as Loose);
    return { columns: keys, rows: (source as Loose[]).map((r) => keys.map((k) => cell(r[k]))) };
  }
  const series = list(o.series as Loose | Loose[]);
  if (series.length === 0) return null;
  const type = String(series[0]!.type ?? '');
  if (type === 'pie' || type === 'gauge') {
    const rows = series.flatMap((s) => list(s.data as unknown[]).map((d) => [nameOf(d) || String(s.name ?? ''), cell(d)]));
    return rows.length ? { columns: ['名称', String(series[0]!.name ?? '数值')], rows } : null;
  }
  if (type === 'radar') {
    const radar = list(o.radar as Loose | Loose[])[0];
    const indicators = list(radar?.indicator as Loose[]).map((i) => String(i.name ?? ''));
    const items = series.flatMap((s) => list(s.data as unknown[]));
    if (!indicators.length || !items.length) return null;
    return {
      columns: ['指标', ...items.map((d, i) => nameOf(d) || `系列${i + 1}`)],
      rows: indicators.map((name, r) => [name, ...items.map((d) => cell(list((d as Loose).value as unknown[])[r]))]),
    };
  }
  const axes = [...list(o.xAxis as Loose | Loose[]), ...list(o.yAxis as Loose | Loose[])];
  const categoryAxis = axes.find((a) => Array.isArray(a.data));
  const categories = list(categoryAxis?.data as unknown[]).map((c) => (c && typeof c === 'object' ? String((c as Loose).value ?? '') : String(c)));
  if (!categories.length) return null;
  return {
    columns: [String(categoryAxis?.name ?? '类别'), ...series.map((s, i) => String(s.name ?? `系列${i + 1}`))],
    rows: categories.map((c, r) => [c, ...series.map((s) => cell(list(s.data as unknown[])[r]))]),
  };
}
