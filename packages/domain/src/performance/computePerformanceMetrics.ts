import type { PerformanceMetricValue } from '../model/PerformanceMetricsPayload.ts';
import { assertNever } from '../shared/assertNever.ts';
import {
  CLS_SCALE,
  type PageLoadKind,
  type PerformanceMetricName,
} from './performanceReporting.ts';

/** Computes the payload's metrics: CLS times 10000, LCP and cold or warm page load, as integers. */
export function computePerformanceMetrics(measures: {
  /** Cumulative layout shift, the unitless score the browser reports. */
  readonly cls?: number | undefined;
  /** Largest contentful paint in milliseconds. */
  readonly lcp?: number | undefined;
  readonly pageLoad?: { readonly kind: PageLoadKind; readonly durationMs: number } | undefined;
}): PerformanceMetricValue[] {
  const { cls, lcp, pageLoad } = measures;
  const metrics: [PerformanceMetricName, number | undefined][] = [
    ['cls', cls === undefined ? undefined : cls * CLS_SCALE],
    ['lcp', lcp],
  ];
  if (pageLoad !== undefined) {
    metrics.push([getPageLoadMetricName(pageLoad.kind), pageLoad.durationMs]);
  }
  // A missing, negative or infinite measure is left out rather than sent as a misleading zero.
  return metrics.flatMap(([name, value]) =>
    value !== undefined && Number.isFinite(value) && value >= 0
      ? [{ name, value: Math.round(value) }]
      : [],
  );
}

function getPageLoadMetricName(kind: PageLoadKind): PerformanceMetricName {
  switch (kind) {
    case 'cold':
      return 'page_load_cold';
    case 'warm':
      return 'page_load_warm';
    default:
      return assertNever(kind, 'page load kind');
  }
}
