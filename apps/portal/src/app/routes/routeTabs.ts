import type { RouteAccessKey } from '@airtime/domain';
import type { RouteTab } from '../../features/page/RouteTabs.tsx';
import type { PageRoute } from '../defineRoutes.ts';
import { routeLabel } from './findRoute.ts';

/** A tab read from the route table, with the access rule that hides it. */
export interface TabOfRoute extends RouteTab {
  readonly access?: RouteAccessKey;
}

/** The path a tab links to, without optional params; null when it needs one (a record's id). */
function tabPath(path: string): string | null {
  const segments = path.split('/').filter((segment) => !segment.endsWith('?'));
  return segments.some((segment) => segment.startsWith(':')) ? null : segments.join('/');
}

/**
 * The child pages of `route` as tabs, in the table's order, each named by its label or title:
 * redirects, untitled entries and pages that need a param are no tabs. `base` goes before each
 * path: '' for a layout's own children, a child's path for a nested row, or an absolute path.
 */
export function routeTabs(route: PageRoute, base = ''): TabOfRoute[] {
  return (route.children ?? []).flatMap((child) => {
    const label = routeLabel(child);
    const path = child.index === true ? '' : tabPath(child.path ?? '');
    const isPage = child.page !== undefined || child.children !== undefined;
    if (label === undefined || path === null || !isPage) return [];
    const to = base === '' ? path : path === '' ? base : `${base}/${path}`;
    return [{ label, to, ...(child.access === undefined ? {} : { access: child.access }) }];
  });
}
