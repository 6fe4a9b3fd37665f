import type { PageLoadKind } from '@airtime/domain';

/** How long the page took to load, and whether it came over the network (cold) or not (warm). */
export interface PageLoad {
  readonly kind: PageLoadKind;
  readonly durationMs: number;
}

/** The fields of a PerformanceNavigationTiming entry this reads. */
export type NavigationTiming = Pick<
  PerformanceNavigationTiming,
  'type' | 'startTime' | 'loadEventEnd' | 'transferSize'
>;

/**
 * The page load of a navigation timing entry: from navigation start to the end of the load event;
 * warm when the document came without a network transfer (the HTTP cache, back/forward), cold
 * otherwise. Undefined while the page has not finished loading.
 */
export function getPageLoad(entry: NavigationTiming | undefined): PageLoad | undefined {
  if (entry === undefined || !(entry.loadEventEnd > 0)) return undefined;
  const fromCache = entry.transferSize === 0 || entry.type === 'back_forward';
  return {
    kind: fromCache ? 'warm' : 'cold',
    durationMs: entry.loadEventEnd - entry.startTime,
  };
}

/** The page load of this document, from the Navigation Timing API where the browser has it. */
export function readPageLoad(): PageLoad | undefined {
  const performance = globalThis.performance as Performance | undefined;
  if (typeof performance?.getEntriesByType !== 'function') return undefined;
  return getPageLoad(performance.getEntriesByType('navigation')[0] as NavigationTiming | undefined);
}
