import { decodeQueryState, updateQueryState } from '@airtime/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isMonth, toMonth } from './months.ts';

/**
 * The month a page shows, kept in the URL as the `month` filter (`?filter.month=2026-11`, spec §2
 * 'URL query state') so a shared link opens the same month; this month by default.
 */
export function useMonthFilter(): { readonly month: string; setMonth(month: string): void } {
  const [params, setParams] = useSearchParams();
  const value = decodeQueryState(params).filters.month?.[0];
  const month = isMonth(value) ? value : toMonth(new Date());
  const setMonth = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const filters = decodeQueryState(current).filters;
          // A list paged in the old month starts again from its first page.
          return updateQueryState(current, {
            filters: { ...filters, month: [next] },
            cursor: undefined,
          });
        },
        // Stepping through months is not worth a Back press each.
        { replace: true },
      ),
    [setParams],
  );
  return { month, setMonth };
}
