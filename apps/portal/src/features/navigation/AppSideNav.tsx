import { useCreatorBrands } from '@airtime/api-client';
import { SideNav, type SideNavGroup, type SideNavItem } from '@airtime/design-system';
import type { AppType, UserProfile } from '@airtime/domain';
import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { appRoutesOf } from '../../app/routeHandle.ts';
import {
  getAgencyNavGroups,
  getBottomLinks,
  getBrandNavGroups,
  getCreatorNavGroups,
  getCurrentNavId,
} from './menus.tsx';

function ShellSideNav({
  groups,
  bottomLinks,
}: {
  readonly groups: readonly SideNavGroup[];
  readonly bottomLinks: readonly SideNavItem[];
}) {
  const { pathname } = useLocation();
  const items = [...groups.flatMap((group) => group.items), ...bottomLinks];
  return (
    <SideNav
      groups={groups}
      bottomLinks={bottomLinks}
      currentId={getCurrentNavId(pathname, items)}
    />
  );
}

/** The agency or brand navigation with its bottom links. */
export function AppSideNav({
  appType,
  profile,
}: {
  readonly appType: Exclude<AppType, 'creator'>;
  readonly profile: UserProfile;
}) {
  const routes = appRoutesOf(useMatches());
  const groups = useMemo(
    () => (appType === 'agency' ? getAgencyNavGroups(profile, routes) : getBrandNavGroups(routes)),
    [appType, profile, routes],
  );
  return <ShellSideNav groups={groups} bottomLinks={getBottomLinks(profile, appType, routes)} />;
}

/** The creator navigation: their pages, then the selected creator's brands by activity. */
export function CreatorSideNav() {
  const { active, inactive, isLoading, error } = useCreatorBrands();
  const routes = appRoutesOf(useMatches());
  const groups = useMemo(() => {
    const built = getCreatorNavGroups(routes, { active, inactive });
    // 'No Brands' only once the list is known to be empty.
    const pending = isLoading ? 'Loading brands...' : error ? 'Brands could not be loaded.' : null;
    if (pending === null) return built;
    const waiting = built.map((group) =>
      group.title === undefined ? group : { ...group, emptyText: pending },
    );
    // Inactive Brands comes with the list: shown before, the active brands would push it down.
    return isLoading ? waiting.filter((group) => group.id !== 'inactive') : waiting;
  }, [routes, active, inactive, isLoading, error]);
  return <ShellSideNav groups={groups} bottomLinks={[]} />;
}
