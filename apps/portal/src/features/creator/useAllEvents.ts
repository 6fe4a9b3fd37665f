import { type EventSelection, useEvents } from '@airtime/api-client';
import type { Event } from '@airtime/domain';
import { useEffect } from 'react';

/** Pages of 100 loaded at most: 2,000 events, years of a busy creator. */
export const MAX_EVENT_PAGES = 20;

export interface AllEvents {
  readonly events: readonly Event[];
  /** The first page, or the pages after it, are still on their way. */
  readonly isLoading: boolean;
  readonly error: Error | undefined;
  /** More events exist than MAX_EVENT_PAGES pages hold. */
  readonly isTruncated: boolean;
  retry(): void;
}

/**
 * Every event of a selection (a creator's, a creator's with one brand...), page after page, for
 * figures summed in the browser; `null` waits. Lists of the same selection share the cache.
 */
export function useAllEvents(selection: Omit<EventSelection, 'per_page'> | null): AllEvents {
  const list = useEvents(
    selection === null ? null : ({ ...selection, per_page: 100 } as EventSelection),
  );
  const pages = list.pages?.length ?? 0;
  const wantsMore = list.hasMore && pages < MAX_EVENT_PAGES && list.error === undefined;
  const { loadMore, isLoadingMore } = list;
  useEffect(() => {
    if (wantsMore && !isLoadingMore) void loadMore();
  }, [wantsMore, isLoadingMore, loadMore]);
  return {
    events: list.items,
    isLoading: selection === null || list.isLoading || wantsMore,
    error: list.error,
    isTruncated: list.hasMore && !wantsMore && list.error === undefined,
    retry: () => void list.refresh(),
  };
}
