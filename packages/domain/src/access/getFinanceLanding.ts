import type { UserProfile } from '../model/UserProfile.ts';
import { evaluateRouteAccess } from './evaluateRouteAccess.ts';
import { FINANCE_CHILDREN } from './financeChildren.ts';
import { getAppHome } from './getAppHome.ts';
import { ROUTE_ACCESS } from './routeAccess.ts';

/** Where `/agency/accounting` sends the user: the first Finance page they may open, else agency home. */
export function getFinanceLanding(
  profile: Pick<UserProfile, 'business_role' | 'roles' | 'permissions'>,
): string {
  const landing = FINANCE_CHILDREN.find(
    (child) =>
      evaluateRouteAccess({
        profile,
        appType: 'agency',
        access: ROUTE_ACCESS[`agency.accounting.${child}`],
        location: { pathname: `/agency/accounting/${child}`, search: '' },
      }).allow,
  );
  return landing === undefined ? getAppHome('agency') : `/agency/accounting/${landing}`;
}
