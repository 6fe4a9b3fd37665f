import { isLoginRoute } from '../navigation/isLoginRoute.ts';
import { LOW_END_CONNECTION_TYPES, LOW_END_MAX_CORES } from './performanceReporting.ts';

/** Whether to send page performance: not on low-end devices, query-string URLs or login pages. */
export function shouldReportPerformance(context: {
  /** navigator.hardwareConcurrency; undefined where the browser hides it. */
  readonly hardwareConcurrency?: number | undefined;
  /** navigator.connection.effectiveType; undefined where the API is missing. */
  readonly effectiveConnectionType?: string | undefined;
  /** location.search, with or without its '?'. */
  readonly search: string;
  readonly pathname: string;
}): boolean {
  const { hardwareConcurrency, effectiveConnectionType, search, pathname } = context;
  // Unknown device facts (browsers that hide them) do not block reporting.
  if (hardwareConcurrency !== undefined && hardwareConcurrency <= LOW_END_MAX_CORES) {
    return false;
  }
  if (LOW_END_CONNECTION_TYPES.some((type) => type === effectiveConnectionType?.toLowerCase())) {
    return false;
  }
  // A query string means a filtered or deep-linked view, not comparable with the plain page.
  if (search !== '' && search !== '?') {
    return false;
  }
  // Login pages are seen signed out and say nothing about the app itself.
  return !isLoginRoute(pathname);
}
