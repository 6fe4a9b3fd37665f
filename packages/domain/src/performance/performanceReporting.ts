/** A device with this many logical cores or fewer counts as low-end (spec §5). */
export const LOW_END_MAX_CORES = 2;

/** Connection types (Network Information API) that count as low-end; slow-2g is worse than 2g. */
export const LOW_END_CONNECTION_TYPES = ['slow-2g', '2g'] as const;

/** CLS is a small fraction; it is sent times this so the API stores a whole number (spec §7). */
export const CLS_SCALE = 10000;

/** How the page load time was measured: a full browser load, or a navigation inside the app. */
export const PAGE_LOAD_KINDS = ['cold', 'warm'] as const;
export type PageLoadKind = (typeof PAGE_LOAD_KINDS)[number];

/** The metric names sent to POST /api/pulse-page-metrics; the spec does not name them. */
export const PERFORMANCE_METRIC_NAMES = ['cls', 'lcp', 'page_load_cold', 'page_load_warm'] as const;
export type PerformanceMetricName = (typeof PERFORMANCE_METRIC_NAMES)[number];
