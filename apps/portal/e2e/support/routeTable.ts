import {
  type AppType,
  evaluateRouteAccess,
  getFinanceLanding,
  getLoginRouteRedirect,
  getRootRedirect,
  ROUTE_ACCESS,
  type UserProfile,
} from '@airtime/domain';
import { generatePath, matchRoutes, type RouteObject } from 'react-router';
import type { PageRoute } from '../../src/app/defineRoutes.ts';
import { redirectToFinanceLanding } from '../../src/app/guards.ts';
import { agencyRoutes } from '../../src/app/routes/agencyRoutes.ts';
import { brandRoutes } from '../../src/app/routes/brandRoutes.ts';
import { creatorRoutes } from '../../src/app/routes/creatorRoutes.ts';
import { bareRoutes, legalRoutes, loginRoutes } from '../../src/app/routes/publicRoutes.ts';

// The route table of spec §2 as the end-to-end tests see it: every concrete URL to open, and where
// each persona must end up, computed from the domain's rules and the table's redirects, all read
// from the route table's entries (src/app/routes).

export type Profile = Pick<UserProfile, 'business_role' | 'roles' | 'permissions'>;

/** Real records of the seeded data for path parameters (the channel is looked up at run time). */
export interface RouteParams {
  readonly brandId: string;
  readonly creatorId: string;
  readonly agencyId: string;
  readonly channelId: string;
  readonly storyId: string;
}

export const DEFAULT_PARAMS: Omit<RouteParams, 'channelId'> = {
  brandId: '2',
  creatorId: '1',
  agencyId: '38',
  storyId: 'a1b2c3',
};

/** The public routes' paths: login-style (guarded), legal, bare. */
const pathsOf = (routes: readonly PageRoute[]) => routes.flatMap((route) => route.path ?? []);
const LOGIN_PATHS = pathsOf(loginRoutes);
const LEGAL_PATHS = pathsOf(legalRoutes);
const BARE_PATHS = pathsOf(bareRoutes);

type Node =
  | { readonly kind: 'root-index' }
  | { readonly kind: 'login-group' }
  | { readonly kind: 'app-root'; readonly appType: AppType }
  | { readonly kind: 'page'; readonly route: PageRoute; readonly appType: AppType | null }
  | { readonly kind: 'plain' };

interface Handle {
  readonly node: Node;
}

function pageObjects(routes: readonly PageRoute[], appType: AppType | null): RouteObject[] {
  return routes.map((route) => {
    const handle: Handle = { node: { kind: 'page', route, appType } };
    if (route.index === true) return { index: true, handle };
    return {
      ...(route.path === undefined ? {} : { path: route.path }),
      handle,
      ...(route.children === undefined ? {} : { children: pageObjects(route.children, appType) }),
    };
  });
}

const plain = (paths: readonly string[]): RouteObject[] =>
  paths.map((path) => ({ path, handle: { node: { kind: 'plain' } } satisfies Handle }));

/** The same tree as routes.tsx, with what each level decides instead of components. */
const TREE: RouteObject[] = [
  {
    handle: { node: { kind: 'plain' } } satisfies Handle,
    children: [
      { index: true, handle: { node: { kind: 'root-index' } } satisfies Handle },
      { handle: { node: { kind: 'login-group' } } satisfies Handle, children: plain(LOGIN_PATHS) },
      { handle: { node: { kind: 'plain' } } satisfies Handle, children: plain(LEGAL_PATHS) },
      ...(
        [
          ['agency', agencyRoutes],
          ['brand', brandRoutes],
          ['creator', creatorRoutes],
        ] as const
      ).map(([appType, children]) => ({
        path: appType,
        handle: { node: { kind: 'app-root', appType } } satisfies Handle,
        children: pageObjects(children, appType),
      })),
      { handle: { node: { kind: 'plain' } } satisfies Handle, children: plain(BARE_PATHS) },
    ],
  },
];

/** One URL of the matrix. */
export interface MatrixRoute {
  /** The concrete path opened, e.g. /agency/brands/2/reporting/events. */
  readonly path: string;
  /** The pattern it comes from, e.g. /agency/brands/:brandId/reporting/events. */
  readonly pattern: string;
  readonly appType: AppType | null;
}

function fill(pattern: string, params: RouteParams): string {
  const values: Record<string, string> = { ...params, '*': 'settings' };
  return generatePath(pattern.replace(/\/:(\w+)\?/g, '/:$1'), values as never);
}

function collect(
  routes: readonly PageRoute[],
  base: string,
  appType: AppType,
  into: Set<string>,
): void {
  for (const route of routes) {
    const path = route.index === true ? base : `${base}/${route.path ?? ''}`.replace(/\/$/, '');
    if (route.page !== undefined || route.redirectTo !== undefined || route.loader !== undefined) {
      into.add(path);
    }
    // An optional last segment is opened both without and with its value.
    if (route.path?.endsWith('?') === true) into.add(path.replace(/\/:\w+\?$/, ''));
    if (route.children !== undefined) collect(route.children, path, appType, into);
  }
}

/** Every route of spec §2, each once, with real ids for its parameters. */
export function listMatrixRoutes(params: RouteParams): MatrixRoute[] {
  const rows: MatrixRoute[] = [{ path: '/', pattern: '/', appType: null }];
  for (const path of [...LOGIN_PATHS, ...LEGAL_PATHS, ...BARE_PATHS]) {
    const pattern = path === '*' ? '/no-such-page' : `/${path}`;
    rows.push({ pattern, path: fill(pattern, params), appType: null });
  }
  for (const [appType, routes] of [
    ['agency', agencyRoutes],
    ['brand', brandRoutes],
    ['creator', creatorRoutes],
  ] as const) {
    const patterns = new Set<string>([`/${appType}`]);
    collect(routes, `/${appType}`, appType, patterns);
    for (const pattern of patterns) rows.push({ pattern, path: fill(pattern, params), appType });
  }
  return rows;
}

/** What the router does at one level of a match: nothing, or a redirect. */
function decide(
  node: Node,
  profile: Profile | null,
  url: URL,
  match: { readonly params: Record<string, string>; readonly pathname: string },
) {
  const location = { pathname: url.pathname, search: url.search };
  switch (node.kind) {
    case 'root-index':
      return getRootRedirect(profile);
    case 'login-group':
      return getLoginRouteRedirect(profile, url.searchParams.get('redirect'));
    case 'app-root': {
      const result = evaluateRouteAccess({ profile, appType: node.appType, access: {}, location });
      return result.allow ? null : result.redirectTo;
    }
    case 'page': {
      const { route, appType } = node;
      if (route.redirectTo !== undefined) {
        const target = generatePath(route.redirectTo, match.params as never);
        // A relative redirect resolves from the route's own path, as a link inside it would.
        const path = target.startsWith('/')
          ? target
          : `${match.pathname.replace(/\/$/, '')}/${target}`;
        return `${path}${url.search}`;
      }
      if (route.loader === redirectToFinanceLanding) {
        return profile === null ? '/login' : getFinanceLanding(profile);
      }
      if (route.access !== undefined) {
        const access = ROUTE_ACCESS[route.access];
        const result = evaluateRouteAccess({ profile, appType, access, location });
        return result.allow ? null : result.redirectTo;
      }
      return null;
    }
    case 'plain':
      return null;
  }
}

/**
 * Where opening `path` ends for this user: the router runs every matched level's loader and follows
 * the deepest redirect (React Router's rule), then does the same at the new URL.
 */
export function expectedDestination(profile: Profile | null, path: string): string {
  let current = path;
  for (let hop = 0; hop < 10; hop += 1) {
    const url = new URL(current, 'http://portal.test');
    const matches = matchRoutes(TREE, url.pathname) ?? [];
    let next: string | null = null;
    for (const match of matches) {
      const decided = decide((match.route.handle as Handle).node, profile, url, {
        params: match.params as Record<string, string>,
        pathname: match.pathname,
      });
      if (decided !== null) next = decided;
    }
    if (next === null) return current;
    current = next;
  }
  throw new Error(`Redirect loop from ${path}`);
}
