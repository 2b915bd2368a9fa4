import { lazy, Suspense } from 'react';
import type { EChartProps } from './EChart';

const Chart = lazy(() => import('./EChart').then((m) => ({ default: m.EChart })));

/**
 * {@link EChart} loaded with its first use, echarts in a chunk of its own: the page's text and
 * tables draw before the chart library has loaded (issue 45: a page showing a chart loaded about
 * 190 KiB more before it could draw anything). Meanwhile the chart's box (`className`, `style`)
 * stands empty, so nothing moves when the chart comes in.
 */
export function LazyEChart(props: EChartProps) {
  return (
    <Suspense fallback={<div className={props.className} style={props.style} role="img" aria-label={props.ariaLabel} aria-busy="true" />}>
      <Chart {...props} />
    </Suspense>
  );
}
