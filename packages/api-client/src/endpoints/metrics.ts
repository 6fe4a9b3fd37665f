import type { PerformanceMetricsPayload } from '@airtime/domain';
import { nothing } from '../decode/nothing.ts';
import { defineCall } from './defineCall.ts';

/** The body of a page-metrics report: url, the visitor's ip and the measured values. */
export type PageMetricsInput = PerformanceMetricsPayload;

/** POST /api/pulse-page-metrics: one page load's CLS, LCP and load time (spec §7); 204. */
export const sendPageMetrics = /* @__PURE__ */ defineCall<never, PageMetricsInput>()({
  method: 'POST',
  path: '/api/pulse-page-metrics',
  decode: nothing,
});
