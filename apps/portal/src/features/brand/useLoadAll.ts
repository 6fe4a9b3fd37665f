import type { InfiniteList } from '@airtime/api-client';
import { useEffect } from 'react';

/** What a report knows about a list it reads whole. */
export interface LoadAllState {
  /** Pages are still coming. */
  readonly isLoading: boolean;
  /** Every row is loaded (false when the page cap stopped it first). */
  readonly isComplete: boolean;
}

/**
 * Loads every page of a list, up to `maxPages`, for reports that add up all its rows (the API has
 * no totals for them). Use a large `per_page` in the list's query.
 */
export function useLoadAll<T>(list: InfiniteList<T>, maxPages = 20): LoadAllState {
  const pages = list.pages?.length ?? 0;
  const shouldLoad =
    list.hasMore &&
    !list.isLoading &&
    !list.isLoadingMore &&
    list.error === undefined &&
    pages < maxPages;
  const { loadMore } = list;
  // Each load flips isLoadingMore, so shouldLoad turns false and back: one request per page.
  useEffect(() => {
    if (shouldLoad) void loadMore();
  }, [shouldLoad, loadMore]);
  return {
    isLoading: list.isLoading || (list.error === undefined && list.hasMore && pages < maxPages),
    isComplete: !list.isLoading && !list.hasMore,
  };
}
