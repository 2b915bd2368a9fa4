import { BarChart, GaugeChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, RadarComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerEchartsExtensions, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { chartTable } from './chartTable';
import type { EChartOption } from './echarts';
import { useStageScale } from './stageScale';

let registered = false;

/**
 * Registers the charts and components {@link EChart} draws with (once), before the first chart is
 * created. Kept here, not with the option builders (echarts.ts): a page that builds an option
 * loads echarts only with the chart itself.
 */
function registerCharts(): void {
  if (registered) return;
  registerEchartsExtensions([BarChart, LineChart, PieChart, GaugeChart, RadarChart, RadarComponent, GridComponent, TooltipComponent, LegendComponent, TitleComponent, DatasetComponent, CanvasRenderer]);
  registered = true;
}

/** Hidden from sight, read by screen readers (the usual "sr-only" rules). */
const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: 0 };

export interface EChartProps {
  /** the full option; a new object replaces the previous option (notMerge) */
  option: EChartOption;
  /** accessible name of the chart (role img) */
  ariaLabel: string;
  className?: string;
  /** the container needs a size: give width and height here or through className */
  style?: CSSProperties;
  'data-testid'?: string;
  /** overrides the pixel ratio taken from the stage (window.devicePixelRatio x stage scale) */
  pixelRatio?: number;
  /** called when a data item (bar, point, sector) is clicked, with its category name and index */
  onItemClick?: (item: { name: string; dataIndex: number }) => void;
}

/**
 * One echarts instance in a div: created on mount with the stage's pixel ratio (so text stays
 * crisp when the stage is scaled; re-created when that ratio changes), option replaced when it
 * changes, resized whenever the container's size changes, disposed on unmount. The container
 * gets data-ready="true" once the chart has finished drawing. The figures are also given as a
 * visually hidden table after the canvas (captioned with `ariaLabel`, see {@link chartTable}), the
 * chart's text alternative for screen readers (issue 19).
 */
export function EChart({ option, ariaLabel, className, style, pixelRatio, onItemClick, 'data-testid': testId }: EChartProps) {
  const stage = useStageScale();
  const ratio = pixelRatio ?? stage.pixelRatio;
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ECharts | null>(null);
  const optionRef = useRef(option);
  const clickRef = useRef(onItemClick);
  useEffect(() => {
    clickRef.current = onItemClick;
  }, [onItemClick]);

  useEffect(() => {
    optionRef.current = option;
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    registerCharts();
    const chart = init(el, null, { renderer: 'canvas', devicePixelRatio: ratio });
    chart.setOption(optionRef.current, { notMerge: true });
    chartRef.current = chart;
    // data-ready="true" once the chart has finished drawing (for tests and screenshots)
    chart.on('finished', () => {
      el.dataset['ready'] = 'true';
    });
    chart.on('click', (p) => clickRef.current?.({ name: p.name, dataIndex: p.dataIndex }));
    const observer = new ResizeObserver(() => {
      if (!chart.isDisposed()) chart.resize();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chartRef.current = null;
      el.dataset['ready'] = 'false';
      chart.dispose();
    };
  }, [ratio]);

  const table = useMemo(() => chartTable(option), [option]);
  return (
    <>
      <div ref={containerRef} className={className} style={style} role="img" aria-label={ariaLabel} data-testid={testId} />
      {table && (
        <table style={VISUALLY_HIDDEN} data-testid={testId ? `${testId}-table` : undefined}>
          <caption>{ariaLabel}</caption>
          <thead>
            <tr>
              {table.columns.map((c, i) => (
                <th key={i} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((c, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {c}
                    </th>
                  ) : (
                    <td key={i}>{c}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
