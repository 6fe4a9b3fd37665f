import type { AppType } from '@airtime/domain';
import type { UIMatch } from 'react-router';
import type { PageRoute } from './defineRoutes.ts';
import type { RouteName } from './paths.ts';

/** A record whose name titles its route (decisions §2): 'Loading...' until it is known. */
export type RecordKind = 'agency' | 'brand' | 'creator' | 'channel';

/** What each route says about itself (spec §2): its title, app and layout needs. */
export interface RouteHandle {
  /** The route's own title, joined with its parents' in the document title and breadcrumbs. */
  readonly title?: string;
  /** The route takes the loaded record's name as its title, from this path parameter. */
  readonly recordTitle?: { readonly kind: RecordKind; readonly param: string };
  /** Set on the root of each app area: theme, header, menus. */
  readonly appType?: AppType;
  /** Set on the root of each app area: its part of the route table, which its menus read. */
  readonly routes?: readonly PageRoute[];
  readonly name?: RouteName;
  /** Inbox pages: no padding, no frame (spec §2 'Layouts'). */
  readonly frameless?: boolean;
  /** No breadcrumb row (page anatomy): a record's header carries the way back, a list its tabs. */
  readonly noBreadcrumbs?: boolean;
}

/** The handle of a match, typed. */
export function handleOf(match: Pick<UIMatch, 'handle'>): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** A handle field as the deepest match that sets it has it. */
function deepest<Key extends keyof RouteHandle>(
  matches: readonly Pick<UIMatch, 'handle'>[],
  key: Key,
): RouteHandle[Key] | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const value = match === undefined ? undefined : handleOf(match)[key];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The app type of the deepest match that names one, or null outside the three apps. */
export function appTypeOf(matches: readonly Pick<UIMatch, 'handle'>[]): AppType | null {
  return deepest(matches, 'appType') ?? null;
}

/** The part of the route table of the app the matches are in, or none outside the apps. */
export function appRoutesOf(matches: readonly Pick<UIMatch, 'handle'>[]): readonly PageRoute[] {
  return deepest(matches, 'routes') ?? [];
}
