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
