import type { AppType, RouteAccess } from '@airtime/domain';
import type { ComponentType } from 'react';
import {
  generatePath,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import { guardRoute } from './guards.ts';
import type { RouteName } from './paths.ts';
import type { RecordKind, RouteHandle } from './routeHandle.ts';

/** One route of the table, as spec §2 lists it; buildRoutes turns it into React Router's shape. */
export interface PageRoute {
  readonly path?: string;
  readonly index?: true;
  readonly title?: string;
  readonly recordTitle?: { readonly kind: RecordKind; readonly param: string };
  readonly name?: RouteName;
  readonly access?: RouteAccess;
  readonly frameless?: true;
  /** The page, loaded when the route is first visited. */
  readonly page?: () => Promise<{ Component: ComponentType }>;
  /** A redirect: a path pattern filled from the route's params ('*' keeps the rest). */
  readonly redirectTo?: string;
  readonly loader?: LoaderFunction;
  readonly children?: readonly PageRoute[];
}

function redirectLoader(pattern: string) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const { search } = new URL(request.url);
    return redirect(`${generatePath(pattern, params)}${search}`);
  };
}

/**
 * A redirect or other loader that runs only once the guard lets the user in: all matched loaders
 * run at once, so without this a redirect could answer a signed-out user before the app's guard
 * (and login's `redirect` would name the redirect's target, or nothing).
 */
function guardedFirst(guard: LoaderFunction, loader: LoaderFunction): LoaderFunction {
  return async (args, context) => {
    await guard(args, context);
    return loader(args, context);
  };
}

/** React Router's route objects for a part of the table, guarded for `appType`. */
export function buildRoutes(
  routes: readonly PageRoute[],
  appType: AppType | null,
  /** The nearest ancestor's access: a redirect below a guarded route checks it too. */
  inherited: RouteAccess = {},
): RouteObject[] {
  return routes.map((route) => {
    const handle: RouteHandle = {
      ...(route.title === undefined ? {} : { title: route.title }),
      ...(route.recordTitle === undefined ? {} : { recordTitle: route.recordTitle }),
      ...(route.name === undefined ? {} : { name: route.name }),
      ...(route.access === undefined ? {} : { access: route.access }),
      ...(route.frameless === undefined ? {} : { frameless: true }),
    };
    const own =
      route.loader ??
      (route.redirectTo === undefined ? undefined : redirectLoader(route.redirectTo));
    const loader =
      own !== undefined
        ? guardedFirst(guardRoute(appType, route.access ?? inherited), own)
        : route.access !== undefined
          ? guardRoute(appType, route.access)
          : undefined;
    const common = {
      handle,
      ...(loader === undefined ? {} : { loader }),
      ...(route.page === undefined ? {} : { lazy: route.page }),
    };
    if (route.index === true) return { ...common, index: true };
    return {
      ...common,
      ...(route.path === undefined ? {} : { path: route.path }),
      ...(route.children === undefined
        ? {}
        : { children: buildRoutes(route.children, appType, route.access ?? inherited) }),
    };
  });
}
