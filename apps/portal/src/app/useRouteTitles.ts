import { formatRouteTitle, type RouteTitle } from '@airtime/domain';
import { useMatches } from 'react-router';
import { handleOf, type RecordKind } from './routeHandle.ts';

/** A titled route of the current match: its title and where it leads (breadcrumbs). */
export interface RouteCrumb {
  readonly title: string;
  readonly href: string;
}

/** The names of the records a path names; null while one loads, or outside the apps. */
export type RecordNames = Readonly<Record<RecordKind, string | null>>;

const NO_NAMES: RecordNames = { agency: null, brand: null, creator: null, channel: null };

/**
 * The matched routes' titles, outermost first: static ones, and record names when given (the
 * apps' layout loads them: useRecordNames; public pages name no record).
 */
export function useRouteTitles(names: RecordNames = NO_NAMES): {
  readonly titles: RouteTitle[];
  readonly crumbs: RouteCrumb[];
} {
  const matches = useMatches();
  const titles: RouteTitle[] = [];
  const crumbs: RouteCrumb[] = [];
  for (const match of matches) {
    const handle = handleOf(match);
    const title: RouteTitle =
      handle.recordTitle === undefined ? handle.title : names[handle.recordTitle.kind];
    if (title === undefined) continue;
    titles.push(title);
    const text = formatRouteTitle(title);
    if (text !== undefined && crumbs.at(-1)?.href !== match.pathname)
      crumbs.push({ title: text, href: match.pathname });
  }
  return { titles, crumbs };
}
