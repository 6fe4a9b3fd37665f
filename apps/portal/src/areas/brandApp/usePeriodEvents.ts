import { type BrandEventPeriod, useBrandEvents, withListFields } from '@airtime/api-client';
import { useEffect } from 'react';

/** Pages read at most for one period: 1,000 events, far more than a brand books in a month. */
const MAX_PAGES = 10;

/**
 * Every event of the brand in a month or week (the calendar and a creator's activity show them
 * all, so a partial list would mislead): the pages are read one after another, and the list
 * counts as loading until the last one is in. `isTruncated` says the cap was reached.
 */
export function usePeriodEvents(brandId: number, period: BrandEventPeriod) {
  const list = useBrandEvents(period, { brand_id: [brandId], per_page: 100 });
  const pageCount = list.pages?.length ?? 0;
  const wantsMore = list.hasMore && pageCount < MAX_PAGES;
  const { isLoadingMore, error, loadMore } = list;
  useEffect(() => {
    if (wantsMore && !isLoadingMore && error === undefined) void loadMore();
  }, [wantsMore, isLoadingMore, error, loadMore]);
  return withListFields(list, {
    isLoading: list.isLoading || (wantsMore && error === undefined),
    isTruncated: list.hasMore && !wantsMore,
  });
}
