import { type Brand, getAppType } from '@airtime/domain';
import { useMemo } from 'react';
import { listCreatorAppBrands, listCreatorBrands } from '../endpoints/creatorApp.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { useQuery } from '../swr/createHooks.ts';
import { preloadQuery } from '../swr/preloads.ts';
import { useSessionState } from './useSession.ts';

// The side menu shows every brand at once: one page of the largest size holds them all.
const MENU_QUERY = { per_page: 100, sort: 'name' } as const;

/**
 * The creator app's brand list for its side navigation, split into active and inactive brands
 * (each with `last_event_date`, the day the creator's latest event for it aired):
 * `const { active, inactive } = useCreatorBrands(creatorId)`. Without an id, the creator the
 * session selected (POST /api/creator/select), else a creator user's first; agency staff wait for
 * their choice (useSelectedCreator makes it), which the server needs first. `null` waits.
 */
export function useCreatorBrands(creatorId?: number | null) {
  const { profile, selectedCreator } = useSessionState();
  const named = useQuery(
    listCreatorBrands,
    typeof creatorId === 'number' ? { params: { id: creatorId }, query: MENU_QUERY } : null,
  );
  // Until the profile is known, whether a choice is needed is not.
  const waitsForChoice =
    profile === null ||
    (getAppType(profile.business_role) === 'agency' && selectedCreator === null);
  const selected = useQuery(
    listCreatorAppBrands,
    creatorId !== undefined || waitsForChoice
      ? null
      : { query: selectedMenuQuery(selectedCreator?.id) },
  );
  const result = creatorId === undefined ? selected : named;
  const page = result.data;
  const split = useMemo(() => {
    const brands: readonly Brand[] = page?.data ?? [];
    return {
      brands,
      active: brands.filter((brand) => brand.is_active),
      inactive: brands.filter((brand) => !brand.is_active),
    };
  }, [page]);
  return {
    ...split,
    isLoading: result.isLoading,
    // Read when asked: SWR re-renders a hook for what it has read (see useInfiniteList).
    get isValidating() {
      return result.isValidating;
    },
    error: result.error,
    mutate: result.mutate,
  };
}

/** Starts useCreatorBrands()'s list for the creator `creatorId` before it renders (a route's preload). */
export function preloadCreatorBrands(client: HttpClient, creatorId: number) {
  return preloadQuery(client, listCreatorAppBrands, { query: selectedMenuQuery(creatorId) });
}

// The chosen creator in the query keys the cache by creator: another choice, another list.
function selectedMenuQuery(creatorId: number | undefined) {
  return { ...MENU_QUERY, ...(creatorId === undefined ? {} : { creator_id: creatorId }) };
}
