import { generatePath } from 'react-router';

/** The named routes of spec §2 and their paths; links to them go through `href`. */
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

/** The path of a named route: `href('agency-brand-dashboard', { brandId: 3 })`. */
export function href<N extends RouteName>(name: N, ...[params]: HrefArgs<N>): string {
  const values = Object.fromEntries(
    Object.entries(params ?? {}).map(([key, value]) => [key, String(value)]),
  );
  return generatePath(ROUTE_PATHS[name] as string, values);
}
