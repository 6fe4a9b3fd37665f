import { agencyRoutes } from './handlers/agencies.ts';
import { assigneeRoutes } from './handlers/assignees.ts';
import { authRoutes } from './handlers/auth.ts';
import { brandRoutes } from './handlers/brands.ts';
import { controlRoutes } from './handlers/control.ts';
import { searchRoutes } from './handlers/search.ts';
import { userRoutes } from './handlers/users.ts';
import { compareSpecificity, compilePathPattern } from './http/pathPattern.ts';
import type { AnyRoute } from './http/route.ts';

/**
 * Every route of the fake, one group per resource of spec §7. A new resource group is a file in
 * handlers/ exporting its routes, added here (see README, "Adding a resource").
 */
export const ROUTE_GROUPS: Readonly<Record<string, readonly AnyRoute[]>> = {
  control: controlRoutes,
  authentication: authRoutes,
  users: userRoutes,
  agencies: agencyRoutes,
  assignees: assigneeRoutes,
  brands: brandRoutes,
  search: searchRoutes,
};

/** The routes in matching order: literal segments before parameters at the same position. */
export function getRoutes(): AnyRoute[] {
  const routes = Object.values(ROUTE_GROUPS).flat();
  const keyed = routes.map((route) => ({
    route,
    specificity: compilePathPattern(route.path).specificity,
  }));
  // Array.prototype.sort is stable, so groups keep their order where specificity ties.
  keyed.sort((a, b) => compareSpecificity(a.specificity, b.specificity));
  return keyed.map(({ route }) => route);
}
