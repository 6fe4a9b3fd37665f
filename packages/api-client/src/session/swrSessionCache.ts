import type { Unloader } from 'swr';
import { type ApiCache, revalidateCached } from '../swr/cacheUpdates.ts';
import type { SessionCache } from './types.ts';

const ignore = () => {};

/**
 * The session's view of an SWR cache: emptied when the acting user changes (SWR's unload also
 * discards answers still in flight, so none of the last user's data lands afterwards), and
 * refreshed by URL.
 */
export function swrSessionCache(apiCache: ApiCache, unload: Unloader): SessionCache {
  return {
    clear({ refetch }) {
      unload({ revalidate: refetch });
    },
    revalidate(match) {
      revalidateCached(apiCache, match).catch(ignore);
    },
  };
}
