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
import { href } from '../../app/paths.ts';

// The three side menus of spec §2, as DS SideNav groups; which items show is the domain's rule.

const AGENCY_ICONS: Record<AgencyMenuKey, ReactNode> = {
  home: <House />,
  prospecting: <Telescope />,
  planning: <ClipboardList />,
  production: <Clapperboard />,
  agencies: <Building />,
  brands: <Store />,
  creators: <Users />,
  accounting: <Landmark />,
  traffic: <TrafficCone />,
};

const BRAND_ICONS: Record<BrandMenuKey, ReactNode> = {
  home: <LayoutDashboard />,
  calendar: <CalendarDays />,
  approvals: <Users />,
  prospecting: <Telescope />,
  reports: <ChartColumn />,
};

/** The agency menu the user may see (permissions, and the Prospecting feature's hidden items). */
export function getAgencyNavGroups(
  profile: Pick<UserProfile, 'roles' | 'permissions'>,
): SideNavGroup[] {
  const items = getAgencyMenu(profile).map((item) => ({
    id: item.key,
    label: item.label,
    href: `/agency/${item.segment}`,
    icon: AGENCY_ICONS[item.key],
  }));
  return [{ id: 'agency', items }];
}

/** The brand menu: every brand user sees all of it. */
export function getBrandNavGroups(): SideNavGroup[] {
  const items = BRAND_MENU_ITEMS.map((item) => ({
    id: item.key,
    label: item.label,
    href: `/brand/${item.segment}`,
    icon: BRAND_ICONS[item.key],
  }));
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
export function getCreatorNavGroups(brands: {
  readonly active: readonly Brand[];
  readonly inactive: readonly Brand[];
}): SideNavGroup[] {
  return [
    {
      id: 'creator',
      items: [
        { id: 'home', label: 'Performance', href: '/creator/home', icon: <Gauge /> },
        { id: 'payments', label: 'Payments', href: '/creator/payments', icon: <CreditCard /> },
        {
          id: 'projections',
          label: 'Projections',
          href: '/creator/projections',
          icon: <TrendingUp />,
        },
      ],
    },
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
): SideNavItem[] {
  if (appType === 'creator') return [];
  return [
    ...(canSeeApplicationSettings(profile, appType)
      ? [{ id: 'settings', label: 'Application settings', href: href('settings') }]
      : []),
    { id: 'optout', label: 'Contact support', href: `/${appType}/optout` },
    { id: 'privacy', label: 'Privacy policy', href: `/${appType}/privacy` },
    { id: 'terms', label: 'Terms of service', href: `/${appType}/terms` },
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
