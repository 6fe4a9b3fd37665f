import type { AppType, RouteAccess } from '@airtime/domain';
import type { UIMatch } from 'react-router';
import type { RouteName } from './paths.ts';

/** A record whose name titles its route (decisions §2): 'Loading...' until it is known. */
export type RecordKind = 'agency' | 'brand' | 'creator' | 'channel';

/** What each route says about itself (spec §2): its title, app, access and layout needs. */
export interface RouteHandle {
  /** The route's own title, joined with its parents' in the document title and breadcrumbs. */
  readonly title?: string;
  /** The route takes the loaded record's name as its title, from this path parameter. */
  readonly recordTitle?: { readonly kind: RecordKind; readonly param: string };
  /** Set on the root of each app area: theme, header, menus. */
  readonly appType?: AppType;
  readonly name?: RouteName;
  readonly access?: RouteAccess;
  /** Inbox pages: no padding, no frame (spec §2 'Layouts'). */
  readonly frameless?: boolean;
}

/** The handle of a match, typed. */
export function handleOf(match: Pick<UIMatch, 'handle'>): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** The app type of the deepest match that names one, or null outside the three apps. */
export function appTypeOf(matches: readonly Pick<UIMatch, 'handle'>[]): AppType | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const appType = match === undefined ? undefined : handleOf(match).appType;
    if (appType !== undefined) return appType;
  }
  return null;
}
