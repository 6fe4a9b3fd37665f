import type { RouteAccessKey } from '@airtime/domain';
import type { PageRoute } from '../defineRoutes.ts';
import type { RouteName } from '../paths.ts';

function* everyRoute(routes: readonly PageRoute[]): Generator<PageRoute> {
  for (const route of routes) {
    yield route;
    if (route.children !== undefined) yield* everyRoute(route.children);
  }
}

/** The entry of `routes`, at any depth, that carries `name`: a menu reads its facts from it. */
export function findRoute(routes: readonly PageRoute[], name: RouteName): PageRoute {
  for (const route of everyRoute(routes)) if (route.name === name) return route;
  throw new Error(`No route of this table is named ${name}.`);
}

/** What a menu or a tab shows for a route: its label, else its title. */
export function routeLabel(route: PageRoute): string | undefined {
  return route.label ?? route.title;
}

const RECORD_TITLES = { agency: 'Agency', brand: 'Brand', creator: 'Creator', channel: 'Channel' };

/**
 * Each access key of `routes` with the trail of titles to the first entry that carries it
 * ('Brand › Reporting › Revenue'): a record's route starts its trail with the kind of record.
 */
export function accessTrails(
  routes: readonly PageRoute[],
  trail: readonly string[] = [],
): Map<RouteAccessKey, string> {
  const trails = new Map<RouteAccessKey, string>();
  for (const route of routes) {
    const own =
      route.recordTitle !== undefined
        ? [RECORD_TITLES[route.recordTitle.kind]]
        : route.title !== undefined && route.index !== true
          ? [...trail, route.title]
          : trail;
    if (route.access !== undefined && !trails.has(route.access))
      trails.set(route.access, own.join(' › '));
    for (const [key, label] of accessTrails(route.children ?? [], own))
      if (!trails.has(key)) trails.set(key, label);
  }
  return trails;
}
