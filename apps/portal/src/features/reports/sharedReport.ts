import type { InfiniteList, SharedReport, WholeList } from '@airtime/api-client';
import { createContext, use } from 'react';

// A report opened through a shared link (issue 20) draws from the link's one public answer, not
// from the signed-in calls: the shared page provides that answer here, and the reports' data
// hooks read it when their brand's app is 'shared'.

export const SharedReportContext = createContext<SharedReport | null>(null);

/** The shared report's answer; throws outside the shared page (a report's app says 'shared'). */
export function useSharedReport(): SharedReport {
  const shared = use(SharedReportContext);
  if (shared === null) throw new Error('A shared report renders inside SharedReportContext.');
  return shared;
}

/** The shared report's answer when there is one (null in the signed-in apps). */
export function useOptionalSharedReport(): SharedReport | null {
  return use(SharedReportContext);
}

const done = async () => undefined;

/** Rows that are all in already, as a whole list. */
export function staticWholeList<T>(items: readonly T[], isTruncated = false): WholeList<T> {
  return {
    items,
    total: items.length,
    isLoading: false,
    isComplete: !isTruncated,
    isTruncated,
    error: undefined,
    refresh: done,
  };
}

/** Rows that are all in already, as a list of one page (nothing more to load or change). */
export function staticInfiniteList<T>(items: readonly T[]): InfiniteList<T> {
  const page = {
    data: items,
    meta: { per_page: items.length, total: items.length },
    links: { next: null, prev: null },
    included: {},
  };
  return {
    items,
    pages: [page],
    // An export reads the one page it has.
    async *readPages() {
      yield page;
    },
    total: items.length,
    hasMore: false,
    isLoading: false,
    isLoadingMore: false,
    isValidating: false,
    error: undefined,
    loadMore: done,
    refresh: done,
    mutate: done as unknown as InfiniteList<T>['mutate'],
    key: null,
  };
}
