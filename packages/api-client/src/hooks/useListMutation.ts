import type { Cache } from 'swr';
import { cachedKeys, isUnderPath } from '../swr/cacheUpdates.ts';
import { type AnyCall, type Invalidates, useApiCache, useApiMutation } from '../swr/createHooks.ts';

const INFINITE_PREFIX = '$inf$';

/**
 * Marks the cached infinite lists under the paths so that their next revalidation refetches every
 * loaded page, as their own `mutate()` does (SWR's `_i` flag). A bare `mutate(key)` of an infinite
 * key, which revalidateCached sends, refetches no page that is cached (revalidateFirstPage is off),
 * so without this a list would not show a write. Answers the paths.
 */
export function refetchAllPages(cache: Cache, paths: readonly string[]): readonly string[] {
  for (const key of cachedKeys(cache, (url) => paths.some((path) => isUnderPath(url, path)))) {
    if (key.startsWith(INFINITE_PREFIX)) cache.set(key, { ...cache.get(key), _i: true } as object);
  }
  return paths;
}

/**
 * useApiMutation whose invalidation also refetches the loaded pages of infinite lists. A stopgap
 * until swr/cacheUpdates' revalidateCached does it for every hook.
 */
export function useListMutation<C extends AnyCall>(call: C, invalidates: Invalidates<C>) {
  const { cache } = useApiCache();
  return useApiMutation(call, (input, result) =>
    refetchAllPages(cache, invalidates(input, result)),
  );
}
