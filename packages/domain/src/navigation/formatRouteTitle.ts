/** Shown for a route whose title comes from a record that has not loaded yet. */
export const LOADING_TITLE = 'Loading...';

/** A matched route's title: a string, null while its record loads, undefined for an untitled route. */
export type RouteTitle = string | null | undefined;

/** The text a route title shows as (breadcrumb, document title), or undefined when it shows nothing. */
export function formatRouteTitle(title: RouteTitle): string | undefined {
  if (title === null) return LOADING_TITLE;
  const trimmed = title?.trim();
  return trimmed === '' ? undefined : trimmed;
}
