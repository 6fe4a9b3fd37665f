import {
  evaluateRouteAccess,
  isProspectingFeatureOn,
  ROUTE_ACCESS,
  type RouteAccessKey,
  type UserProfile,
} from '@airtime/domain';
import { href } from '../../app/paths.ts';

// Which parts agency home shows a user, in order (issue 24): the day's worklist of what they may
// act on. Planning and production (assignments too) follow the menu, which hides them from the
// prospecting-only user; finance follows the Finance pages the user may open; finance staff
// (Finance pages, no role) get their invoices and payouts first.

/** A list of home's worklist. */
export type HomeSection =
  | 'plans'
  | 'productions'
  | 'airings'
  | 'assignments'
  | 'conversations'
  | 'ios'
  | 'invoices'
  | 'payouts';

/** A figure card at the top of home. */
export type HomeFigure =
  | 'plans'
  | 'productions'
  | 'airings'
  | 'revenue'
  | 'invoices'
  | 'payouts'
  | 'conversations';

/** Who home is for: operations staff (planning and production first) or finance staff. */
export type HomeFocus = 'operations' | 'finance';

export interface HomeLayout {
  readonly focus: HomeFocus;
  readonly figures: readonly HomeFigure[];
  readonly sections: readonly HomeSection[];
}

type Profile = Pick<UserProfile, 'business_role' | 'roles' | 'permissions'>;

/** Whether the user may open the agency route that `key` guards. */
function mayOpen(profile: Profile, key: RouteAccessKey): boolean {
  return evaluateRouteAccess({
    profile,
    appType: 'agency',
    access: ROUTE_ACCESS[key],
    location: { pathname: href('agency-home'), search: '' },
  }).allow;
}

/** Home's figures and lists for the user, in the order they show. */
export function getHomeLayout(profile: Profile): HomeLayout {
  const operations = !isProspectingFeatureOn(profile);
  const invoices = mayOpen(profile, 'agency.accounting.invoices');
  const payouts = mayOpen(profile, 'agency.accounting.payouts');
  const revenue = mayOpen(profile, 'agency.accounting.brand-revenue');
  const focus: HomeFocus =
    (invoices || payouts) && profile.roles.length === 0 ? 'finance' : 'operations';
  const finance: ('invoices' | 'payouts')[] = [
    ...(invoices ? (['invoices'] as const) : []),
    ...(payouts ? (['payouts'] as const) : []),
  ];
  if (focus === 'finance') {
    return {
      focus,
      figures: [...finance, ...(revenue ? (['revenue'] as const) : []), 'conversations'],
      sections: [...finance, 'conversations', 'assignments'],
    };
  }
  return {
    focus,
    figures: operations
      ? ['plans', 'productions', 'airings', revenue ? 'revenue' : 'conversations']
      : ['conversations'],
    sections: operations
      ? ['plans', 'productions', 'airings', 'assignments', 'conversations', 'ios', ...finance]
      : ['conversations'],
  };
}
