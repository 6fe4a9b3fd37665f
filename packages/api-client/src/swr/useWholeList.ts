import { useEffect } from 'react';
import type { ApiError } from '../http/ApiError.ts';
import type { InfiniteList } from './createHooks.ts';

/** Pages read at most by default: with `per_page: 100`, 5,000 rows. */
export const WHOLE_LIST_MAX_PAGES = 50;

/** A list read to its end, for figures that add up every row (the API has no totals for them). */
export interface WholeList<T> {
  readonly items: readonly T[];
  /** Rows matching, as the server counts them. */
  readonly total: number | undefined;
  /** Until the last page is in, or the cap is reached; false while the list waits (`null`). */
  readonly isLoading: boolean;
  /** Every row is in. */
  readonly isComplete: boolean;
  /** The cap stopped the reading before the end: sums leave rows out. */
  readonly isTruncated: boolean;
  readonly error: ApiError | undefined;
  /** Reads the loaded pages again. */
  refresh(): Promise<void>;
}

/**
 * Reads every page of a list, one after another, up to `maxPages` (ask for a large `per_page`):
 * `const { items, isLoading, isTruncated } = useWholeList(useProcesses({ per_page: 100 }))`.
 * A failed page stops the reading; `refresh` starts it again.
 */
export function useWholeList<T>(
  list: InfiniteList<T>,
  maxPages = WHOLE_LIST_MAX_PAGES,
): WholeList<T> {
  const pageCount = list.pages?.length ?? 0;
  const wantsMore = list.hasMore && pageCount < maxPages && list.error === undefined;
  const { isLoadingMore, loadMore } = list;
  // Each load flips isLoadingMore, so the effect runs once per page.
  useEffect(() => {
    if (wantsMore && !isLoadingMore) void loadMore();
  }, [wantsMore, isLoadingMore, loadMore]);
  return {
    items: list.items,
    total: list.total,
    isLoading: list.key !== null && (list.isLoading || wantsMore),
    isComplete: list.key !== null && !list.isLoading && !list.hasMore,
    isTruncated: list.hasMore && pageCount >= maxPages,
    error: list.error,
    refresh: list.refresh,
  };
}
