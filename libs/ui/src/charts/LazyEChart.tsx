import { lazyComponent } from '../shell/lazyComponent';

/**
 * {@link EChart} loaded with its first use, echarts in a chunk of its own: the page's text and
 * tables draw before the chart library has loaded (issue 45: a page showing a chart loaded about
 * 190 KiB more before it could draw anything). Meanwhile the chart's box (`className`, `style`)
 * stands empty, so nothing moves when the chart comes in.
 */
export const LazyEChart = lazyComponent(
  () => import('./EChart').then((m) => m.EChart),
  ({ className, style, ariaLabel }) => <div className={className} style={style} role="img" aria-label={ariaLabel} aria-busy="true" />,
);
