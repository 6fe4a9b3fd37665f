import { generatePath } from 'react-router';

/**
 * The named routes of spec §2 and their paths, then the names the app's links need besides; links
 * go through `href`. Each name is carried by one entry of the route table, at this very path
 * (paths.test.ts), and no other module spells an app path (appPathLiterals.test.ts).
 */
export const ROUTE_PATHS = {
  login: '/login',
  'login-verification': '/login-verification',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
  'signup-request': '/signup-request',
  privacy: '/privacy',
  terms: '/terms',
  optout: '/optout',
  error: '/error',
  'not-found': '/not-found',
  test: '/test',
  settings: '/agency/settings',
  'agency-home': '/agency/home',
  'agency-inbox': '/agency/inbox',
  'agency-agency': '/agency/agencies/:agencyId',
  'agency-brand-dashboard': '/agency/brands/:brandId',
  'agency-creator': '/agency/creators/:creatorId',
  'agency-creator-channel': '/agency/creators/:creatorId/channel/:channelId',
  'brand-home': '/brand/home',
  'brand-inbox': '/brand/inbox',
  'brand-creator': '/brand/creators/:creatorId/profile/:channelId?',
  'creator-home': '/creator/home',
  'creator-inbox': '/creator/inbox',
  'creator-brand': '/creator/brand/:brandId',
  // Beyond spec §2's list: the menus' pages and the sections other pages link to.
  'agency-prospecting': '/agency/prospecting',
  'agency-planning': '/agency/planning',
  'agency-production': '/agency/production',
  'agency-agencies': '/agency/agencies',
  'agency-brands': '/agency/brands',
  'agency-brands-non-airtime': '/agency/brands/non-airtime',
  'agency-brand-planning': '/agency/brands/:brandId/planning',
  'agency-brand-production': '/agency/brands/:brandId/production',
  'agency-brand-reporting-events': '/agency/brands/:brandId/reporting/events',
  'agency-creators': '/agency/creators',
  'agency-creator-planning': '/agency/creators/:creatorId/planning',
  'agency-accounting': '/agency/accounting',
  'agency-traffic': '/agency/traffic',
  'agency-privacy': '/agency/privacy',
  'agency-optout': '/agency/optout',
  'agency-terms': '/agency/terms',
  'brand-calendar': '/brand/calendar',
  'brand-approvals': '/brand/approvals',
  'brand-prospecting': '/brand/prospecting',
  'brand-reports': '/brand/reports',
  'brand-creator-campaigns': '/brand/creators/:creatorId/campaigns',
  'brand-privacy': '/brand/privacy',
  'brand-optout': '/brand/optout',
  'brand-terms': '/brand/terms',
  'creator-payments': '/creator/payments',
  'creator-projections': '/creator/projections',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type Params<Path extends string> = {
  readonly [K in ParamNames<Path> as K extends `${string}?` ? never : K]: string | number;
} & {
  readonly [K in ParamNames<Path> as K extends `${infer N}?` ? N : never]?: string | number;
};

type HrefArgs<N extends RouteName> = [ParamNames<(typeof ROUTE_PATHS)[N]>] extends [never]
  ? []
  : [params: Params<(typeof ROUTE_PATHS)[N]>];

/** The routes whose path takes no params: a link to one is `href(name)`. */
export type PlainRouteName = {
  [N in RouteName]: HrefArgs<N> extends [] ? N : never;
}[RouteName];

/** The path of a named route: `href('agency-brand-dashboard', { brandId: 3 })`. */
export function href<N extends RouteName>(name: N, ...[params]: HrefArgs<N>): string {
  const values = Object.fromEntries(
    Object.entries(params ?? {}).map(([key, value]) => [key, String(value)]),
  );
  return generatePath(ROUTE_PATHS[name] as string, values);
}
