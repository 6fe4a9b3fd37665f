import { SELECTION_SCOPES } from '../endpoints/selection.ts';
import { urlOfKey } from '../swr/cacheUpdates.ts';
import type { SelectionKind } from './selection.ts';

/**
 * Whether a cached read (URL or key) is answered for the server's choice of `kind`, so a new
 * choice makes it stale: under the app's paths (SELECTION_SCOPES), not a list of choices, and not
 * naming its record itself (`/api/brand/2/stats`, `?brand_id[]=2`, `?creator_id=4`), which the
 * server answers whatever was chosen.
 */
export function dependsOnSelection(kind: SelectionKind): (keyOrUrl: string) => boolean {
  const { under, except } = SELECTION_SCOPES[kind];
  const namedInPath = new RegExp(`^${under}\\d+(/|\\?|$)`);
  const param = `${kind}_id`;
  return (keyOrUrl) => {
    const url = urlOfKey(keyOrUrl);
    if (!url.startsWith(under) || url.startsWith(except) || namedInPath.test(url)) return false;
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    return !query.has(param) && !query.has(`${param}[]`);
  };
}
