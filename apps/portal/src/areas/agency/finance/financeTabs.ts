import {
  evaluateRouteAccess,
  FINANCE_CHILDREN,
  type FinanceChild,
  ROUTE_ACCESS,
  type UserProfile,
} from '@airtime/domain';
import type { RouteTab } from '../../../features/page/RouteTabs.tsx';

/** The tab label of each Finance page: the route table's titles (spec §2). */
const FINANCE_TAB_LABELS: Record<FinanceChild, string> = {
  'brand-revenue': 'Brand Revenue',
  'brand-forecasting': 'Brand Forecasting',
  invoices: 'Brand Invoicing',
  'creator-revenue': 'Creator Revenue',
  payouts: 'Creator Payout',
};

/**
 * The Finance pages the user may open, as tabs in the Finance redirect's order (decisions §7):
 * each page's rule is the one its route guard applies, so a tab never leads to a redirect.
 */
export function financeTabs(
  profile: Pick<UserProfile, 'business_role' | 'roles' | 'permissions'> | null,
): RouteTab[] {
  return FINANCE_CHILDREN.filter(
    (child) =>
      evaluateRouteAccess({
        profile,
        appType: 'agency',
        access: ROUTE_ACCESS[`agency.accounting.${child}`],
        location: { pathname: `/agency/accounting/${child}`, search: '' },
      }).allow,
  ).map((child) => ({ label: FINANCE_TAB_LABELS[child], to: `/agency/accounting/${child}` }));
}
