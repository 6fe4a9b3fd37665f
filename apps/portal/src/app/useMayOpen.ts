import { useSessionState } from '@airtime/api-client';
import { evaluateRouteAccess, ROUTE_ACCESS, type RouteAccessKey } from '@airtime/domain';
import { useMatches } from 'react-router';
import { appTypeOf } from './routeHandle.ts';

// Only whether the user may go is asked, not where a refusal sends them.
const NOWHERE = { pathname: '', search: '' };

/**
 * Whether the signed-in user may open a route guarded by an access rule, as its guard decides
 * (decisions §7): a tab or a link to it shows only then.
 */
export function useMayOpen(): (access: RouteAccessKey) => boolean {
  const { profile } = useSessionState();
  const appType = appTypeOf(useMatches());
  return (access) =>
    evaluateRouteAccess({ profile, appType, access: ROUTE_ACCESS[access], location: NOWHERE })
      .allow;
}
