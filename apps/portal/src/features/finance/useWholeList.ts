import type { InfiniteList } from '@airtime/api-client';
import { useEffect } from 'react';

/** Pages read at most: 100 rows each, so 5,000 rows; totals past that would be a different screen. */
const MAX_PAGES = 50;

/** A list read to its end, for totals: a partial list would give wrong sums. */
export interface WholeList<T> {
  readonly items: readonly T[];
  /** True until the last page is in (or the cap is reached). */
  readonly isLoading: boolean;
  readonly error: InfiniteList<T>['error'];
  /** The cap was reached before the end: the totals leave rows out. */
  readonly isTruncated: boolean;
  refresh(): Promise<void>;
}

/**
 * Reads every page of a cursor-paged list one after another (ask for `per_page: 100`), and
 * counts as loading until the last one is in. Shared by the Finance, Prospecting and Settings
 * pages, whose figures add up whole lists.
 */
export function useWholeList<T>(list: InfiniteList<T>, maxPages = MAX_PAGES): WholeList<T> {
  const pageCount = list.pages?.length ?? 0;
  const wantsMore = list.hasMore && pageCount < maxPages;
  const { isLoadingMore, error, loadMore } = list;
  useEffect(() => {
    if (wantsMore && !isLoadingMore && error === undefined) void loadMore();
  }, [wantsMore, isLoadingMore, error, loadMore]);
  return {
    items: list.items,
    isLoading: list.key !== null && (list.isLoading || (wantsMore && error === undefined)),
    error,
    isTruncated: list.hasMore && !wantsMore,
    refresh: list.refresh,
  };
}
