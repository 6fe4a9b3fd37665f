// What usePageMetrics loads after the first render, apart from realtime: every page reports its
// metrics, the sign-in page too, but only a signed-in page needs realtime's modules.
export { startPageMetrics } from '@airtime/api-client';
