import type { HttpClient, Session } from '@airtime/api-client';
import { type AppType, ROUTE_ACCESS, type RouteAccess, type RouteAccessKey } from '@airtime/domain';
import type { ComponentType } from 'react';
import {
  generatePath,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
  redirect,
} from 'react-router';
import { guardRoute } from './guards.ts';
import type { RouteName } from './paths.ts';
import type { RecordKind, RouteHandle } from './routeHandle.ts';
import { loadServices } from './services.ts';

/** What a route's preload is given: the matched URL and the page's client and session. */
export interface RoutePreloadContext {
  readonly params: Params;
  readonly url: URL;
  readonly client: HttpClient;
  readonly session: Session;
}

/**
 * Starts the page's first reads into the cache its hooks read (the api-client's `preload*`), from
 * the route: once its guard lets the user in, while the page's chunks still load. It only fires
 * them: the page never waits for it.
 */
export type RoutePreload = (context: RoutePreloadContext) => void;

const ignore = () => {};

/**
 * A route preload whose code is in a chunk of its own (index.html preloads it with its path's
 * page), so that an app's route table, which every page of the app loads, stays small. A chunk that
 * fails to load starts nothing: the page's hooks then ask themselves.
 */
export function lazyPreload(load: () => Promise<RoutePreload>): RoutePreload {
  return (context) => {
    load()
      .then((preload) => preload(context))
      .catch(ignore);
  };
}

/**
 * One route of the table, as spec §2 lists it, with every fact of it: the name links reach it by,
 * its title, its menu or tab label, its access and its page. buildRoutes turns it into React
 * Router's shape; menus and tab bars read it (routeTabs, features/navigation/menus.tsx).
 */
export interface PageRoute {
  /** Relative to the parent route; absolute paths live only in paths.ts. */
  readonly path?: string;
  readonly index?: true;
  /** Its name in paths.ts, where its absolute path is; links use `href(name)`. */
  readonly name?: RouteName;
  readonly title?: string;
  /** How a menu or a tab names the route, where that differs from the title. */
  readonly label?: string;
  readonly recordTitle?: { readonly kind: RecordKind; readonly param: string };
  /** Its rule in the domain's ROUTE_ACCESS (decisions §7): guarded, and its tab hidden, by it. */
  readonly access?: RouteAccessKey;
  readonly frameless?: true;
  /**
   * No breadcrumb row on this route and below: a record's RecordHeader carries the way back, and
   * a list's tabs would only repeat the selected tab (and move the page on the second tab).
   */
  readonly noBreadcrumbs?: true;
  /** The page, loaded when the route is first visited. */
  readonly page?: () => Promise<{ Component: ComponentType }>;
  /** A redirect: a path pattern filled from the route's params ('*' keeps the rest). */
  readonly redirectTo?: string;
  readonly loader?: LoaderFunction;
  /** The page's first reads, started by the route rather than after the page renders. */
  readonly preload?: RoutePreload;
  readonly children?: readonly PageRoute[];
}

/** A route that has a path of its own: a nested tab row links under it. */
export type PathRoute = PageRoute & { readonly path: string };

function redirectLoader(pattern: string) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const { search } = new URL(request.url);
    return redirect(`${generatePath(pattern, params)}${search}`);
  };
}

/** A loader that fires the route's preload and returns, so nothing waits for the reads. */
function preloadLoader(preload: RoutePreload): LoaderFunction {
  return async ({ params, request }) => {
    // Loaded by the guard that ran first.
    const { client, session } = await loadServices();
    preload({ params, url: new URL(request.url), client, session });
    return null;
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
    const access = route.access === undefined ? undefined : ROUTE_ACCESS[route.access];
    const handle: RouteHandle = {
      ...(route.title === undefined ? {} : { title: route.title }),
      ...(route.recordTitle === undefined ? {} : { recordTitle: route.recordTitle }),
      ...(route.name === undefined ? {} : { name: route.name }),
      ...(route.frameless === undefined ? {} : { frameless: true }),
      ...(route.noBreadcrumbs === undefined ? {} : { noBreadcrumbs: true }),
    };
    const own =
      route.loader ??
      (route.redirectTo !== undefined
        ? redirectLoader(route.redirectTo)
        : route.preload !== undefined
          ? preloadLoader(route.preload)
          : undefined);
    const loader =
      own !== undefined
        ? guardedFirst(guardRoute(appType, access ?? inherited), own)
        : access !== undefined
          ? guardRoute(appType, access)
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
        : { children: buildRoutes(route.children, appType, access ?? inherited) }),
    };
  });
}
