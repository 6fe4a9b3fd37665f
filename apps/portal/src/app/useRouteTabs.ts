import { useLocation, useResolvedPath } from 'react-router';
import type { RouteTab } from '../features/page/RouteTabs.tsx';
import type { PageRoute, PathRoute } from './defineRoutes.ts';
import { routeTabs } from './routes/routeTabs.ts';
import { useMayOpen } from './useMayOpen.ts';

/**
 * A layout's tab bar, read from its route's entry: the child pages the user may open (decisions
 * §7), so a tab never leads to a redirect. `base` as routeTabs takes it.
 */
export function useRouteTabs(route: PageRoute, base = ''): RouteTab[] {
  const mayOpen = useMayOpen();
  return routeTabs(route, base).filter((tab) => tab.access === undefined || mayOpen(tab.access));
}

/**
 * The second row of a layout's tabs: the pages of its child `route` (Reporting's reports), or
 * null while the page shown is not under that child.
 */
export function useNestedRouteTabs(route: PathRoute): RouteTab[] | null {
  const tabs = useRouteTabs(route, route.path);
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  const { pathname } = useLocation();
  const under = `${base}/${route.path}`;
  return pathname === under || pathname.startsWith(`${under}/`) ? tabs : null;
}
