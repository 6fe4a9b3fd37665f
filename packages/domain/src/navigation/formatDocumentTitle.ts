import type { AppType } from '../access/appTypes.ts';
import { formatRouteTitle, type RouteTitle } from './formatRouteTitle.ts';

/** The first part of every document title. */
export const PRODUCT_NAME = 'Airtime';

/**
 * The document title (decisions §2): `Airtime | Reporting / Events | brand`. Untitled and blank
 * routes are skipped, unloaded records read 'Loading...', and empty parts are left out, so a public
 * page reads `Airtime | Login` and a page with nothing to show reads `Airtime`.
 */
export function formatDocumentTitle({
  titles,
  appType,
}: {
  readonly titles: readonly RouteTitle[];
  readonly appType: AppType | null;
}): string {
  const routeTitles = titles.flatMap((title) => formatRouteTitle(title) ?? []).join(' / ');
  return [PRODUCT_NAME, routeTitles, appType ?? ''].filter((part) => part !== '').join(' | ');
}
