import type { Brand } from '@airtime/domain';
import { useMemo } from 'react';
import { listCreatorAppBrands, listCreatorBrands } from '../endpoints/creatorApp.ts';
import { useQuery } from '../swr/createHooks.ts';

// The side menu shows every brand at once: one page of the largest size holds them all.
const MENU_QUERY = { per_page: 100, sort: 'name' } as const;

/**
 * The creator app's brand list for its side navigation, split into active and inactive brands
 * (each with `last_event_date`, the day the creator's latest event for it aired):
 * `const { active, inactive } = useCreatorBrands(creatorId)`. Without an id, the creator the
 * session selected (POST /api/creator/select), else the user's first; `null` waits.
 */
export function useCreatorBrands(creatorId?: number | null) {
  const named = useQuery(
    listCreatorBrands,
    typeof creatorId === 'number' ? { params: { id: creatorId }, query: MENU_QUERY } : null,
  );
  const selected = useQuery(
    listCreatorAppBrands,
    creatorId === undefined ? { query: MENU_QUERY } : null,
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
    isValidating: result.isValidating,
    error: result.error,
    mutate: result.mutate,
  };
}
