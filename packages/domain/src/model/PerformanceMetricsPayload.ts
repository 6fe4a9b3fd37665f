/** One measured value of a page load. */
export interface PerformanceMetricValue {
  /** Metric name, e.g. 'cls' (sent times 10000), 'lcp', or the cold or warm page load time. */
  readonly name: string;
  readonly value: number;
}

/** Body of POST /api/pulse-page-metrics (spec §3, §7). */
export interface PerformanceMetricsPayload {
  readonly url: string;
  /** The visitor's IP; null when the lookup failed. */
  readonly ip: string | null;
  readonly metrics: readonly PerformanceMetricValue[];
}
