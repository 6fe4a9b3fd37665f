import { useInfiniteList, useWholeList, type WholeList } from '@airtime/api-client';
import { listPaymentPreferences } from '@airtime/api-client/calls';
import { getCreatorHead, summarizeRevenueBy } from '@airtime/domain';
import { type PayoutLine, payoutLines } from './payouts.ts';
import { useAiredInMonth } from './useAiredInMonth.ts';

/** The payment preference list takes at most this many creator ids. */
const MAX_CREATORS = 200;

/**
 * What each creator is owed for the sponsored events that aired in a month (the events' rates:
 * the API has no creator share), with their primary payment preference. One state for both reads.
 */
export function usePayouts(month: string): {
  readonly lines: PayoutLine[];
  readonly source: WholeList<unknown>;
  readonly missingPreferences: number;
} {
  const events = useAiredInMonth(month);
  const totals = summarizeRevenueBy(events.items, getCreatorHead);
  // Asked once the events are all in, so the creator ids (and the cache key) settle first.
  const ids = events.isLoading ? [] : totals.slice(0, MAX_CREATORS).map((row) => row.id);
  const preferences = useWholeList(
    useInfiniteList(
      listPaymentPreferences,
      ids.length === 0 ? null : { query: { publishers: ids, per_page: 100 } },
    ),
  );
  const error = events.error ?? preferences.error;
  return {
    lines: payoutLines(totals, preferences.items),
    missingPreferences: Math.max(0, totals.length - MAX_CREATORS),
    source: {
      items: events.items,
      total: events.total,
      isLoading: events.isLoading || preferences.isLoading,
      isComplete: events.isComplete && preferences.isComplete,
      error,
      isTruncated: events.isTruncated,
      refresh: async () => {
        await Promise.all([events.refresh(), preferences.refresh()]);
      },
    },
  };
}
