import { useSessionState } from '@airtime/api-client';
import { evaluateRouteAccess, ROUTE_ACCESS } from '@airtime/domain';

/** Whether the signed-in user may see brand revenue and budgets (decisions §7: view_brands.revenue). */
export function useCanSeeBrandRevenue(): boolean {
  const { profile } = useSessionState();
  return evaluateRouteAccess({
    profile,
    appType: 'agency',
    access: ROUTE_ACCESS['agency.brand.reporting.revenue'],
    location: { pathname: '', search: '' },
  }).allow;
}
