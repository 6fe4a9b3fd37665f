import type { SideNavGroup, SideNavItem } from '@airtime/design-system';
import { formatNumericDate } from '@airtime/design-system/format';
import {
  type AgencyMenuKey,
  type AppType,
  BRAND_MENU_ITEMS,
  type Brand,
  type BrandMenuKey,
  canSeeApplicationSettings,
  getAgencyMenu,
  type UserProfile,
} from '@airtime/domain';
import {
  Building,
  CalendarDays,
  ChartColumn,
  Clapperboard,
  ClipboardList,
  CreditCard,
  Gauge,
  House,
  Landmark,
  LayoutDashboard,
  Store,
  Telescope,
  TrafficCone,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { PageRoute } from '../../app/defineRoutes.ts';
import { href, type PlainRouteName } from '../../app/paths.ts';
import { findRoute, routeLabel } from '../../app/routes/findRoute.ts';

// The three side menus of spec §2, as DS SideNav groups: which items show is the domain's rule,
// their labels and paths are their routes' entries in the app's part of the route table.

/** An app's part of the route table (its root's handle carries it: appRoutesOf). */
type AppRoutes = readonly PageRoute[];

interface MenuLink {
  readonly route: PlainRouteName;
  readonly icon?: ReactNode;
}

const AGENCY_MENU: Record<AgencyMenuKey, MenuLink> = {
  home: { route: 'agency-home', icon: <House /> },
  prospecting: { route: 'agency-prospecting', icon: <Telescope /> },
  planning: { route: 'agency-planning', icon: <ClipboardList /> },
  production: { route: 'agency-production', icon: <Clapperboard /> },
  agencies: { route: 'agency-agencies', icon: <Building /> },
  brands: { route: 'agency-brands', icon: <Store /> },
  creators: { route: 'agency-creators', icon: <Users /> },
  accounting: { route: 'agency-accounting', icon: <Landmark /> },
  traffic: { route: 'agency-traffic', icon: <TrafficCone /> },
};

const BRAND_MENU: Record<BrandMenuKey, MenuLink> = {
  home: { route: 'brand-home', icon: <LayoutDashboard /> },
  calendar: { route: 'brand-calendar', icon: <CalendarDays /> },
  approvals: { route: 'brand-approvals', icon: <Users /> },
  prospecting: { route: 'brand-prospecting', icon: <Telescope /> },
  reports: { route: 'brand-reports', icon: <ChartColumn /> },
};

/** The creator's own pages, in menu order (every creator sees them all). */
const CREATOR_MENU: readonly (MenuLink & { readonly id: string })[] = [
  { id: 'home', route: 'creator-home', icon: <Gauge /> },
  { id: 'payments', route: 'creator-payments', icon: <CreditCard /> },
  { id: 'projections', route: 'creator-projections', icon: <TrendingUp /> },
];

/** A menu item linking to a named route, labelled as the route's entry says. */
function menuItem(routes: AppRoutes, id: string, { route, icon }: MenuLink): SideNavItem {
  const label = routeLabel(findRoute(routes, route));
  if (label === undefined) throw new Error(`The route ${route} has no title for its menu item.`);
  return { id, label, href: href(route), ...(icon === undefined ? {} : { icon }) };
}

/** The agency menu the user may see (permissions, and the Prospecting feature's hidden items). */
export function getAgencyNavGroups(
  profile: Pick<UserProfile, 'roles' | 'permissions'>,
  routes: AppRoutes,
): SideNavGroup[] {
  const items = getAgencyMenu(profile).map(({ key }) => menuItem(routes, key, AGENCY_MENU[key]));
  return [{ id: 'agency', items }];
}

/** The brand menu: every brand user sees all of it. */
export function getBrandNavGroups(routes: AppRoutes): SideNavGroup[] {
  const items = BRAND_MENU_ITEMS.map(({ key }) => menuItem(routes, key, BRAND_MENU[key]));
  return [{ id: 'brand', items }];
}

function brandItem(brand: Pick<Brand, 'id' | 'name' | 'last_event_date'>): SideNavItem {
  return {
    id: `brand-${brand.id}`,
    label: brand.name,
    href: href('creator-brand', { brandId: brand.id }),
    ...(brand.last_event_date === null
      ? {}
      : { description: `Last aired ${formatNumericDate(brand.last_event_date)}` }),
  };
}

/** The creator's pages, then their brands in Active Brands and Inactive Brands. */
export function getCreatorNavGroups(
  routes: AppRoutes,
  brands: { readonly active: readonly Brand[]; readonly inactive: readonly Brand[] },
): SideNavGroup[] {
  return [
    { id: 'creator', items: CREATOR_MENU.map((link) => menuItem(routes, link.id, link)) },
    {
      id: 'active',
      title: 'Active Brands',
      items: brands.active.map(brandItem),
      emptyText: 'No Brands',
    },
    {
      id: 'inactive',
      title: 'Inactive Brands',
      items: brands.inactive.map(brandItem),
      emptyText: 'No Brands',
    },
  ];
}

/** The links at the bottom of the agency and brand navigation (none in the creator app). */
export function getBottomLinks(
  profile: Pick<UserProfile, 'roles'>,
  appType: AppType,
  routes: AppRoutes,
): SideNavItem[] {
  if (appType === 'creator') return [];
  return [
    ...(canSeeApplicationSettings(profile, appType)
      ? [menuItem(routes, 'settings', { route: 'settings' })]
      : []),
    menuItem(routes, 'optout', { route: `${appType}-optout` }),
    menuItem(routes, 'privacy', { route: `${appType}-privacy` }),
    menuItem(routes, 'terms', { route: `${appType}-terms` }),
  ];
}

/** The link of the page being shown: the one whose path is the longest prefix of `pathname`. */
export function getCurrentNavId(
  pathname: string,
  items: readonly SideNavItem[],
): string | undefined {
  let best: SideNavItem | undefined;
  for (const item of items) {
    const matches = pathname === item.href || pathname.startsWith(`${item.href}/`);
    if (matches && (best === undefined || item.href.length > best.href.length)) best = item;
  }
  return best?.id;
}
