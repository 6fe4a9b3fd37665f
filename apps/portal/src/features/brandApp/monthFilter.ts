import { decodeQueryState, updateQueryState } from '@airtime/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The device's current month as 'yyyy-MM'. */
export function currentMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** Whether a value is a month written 'yyyy-MM'. */
export function isMonth(value: string | undefined): value is string {
  return value !== undefined && MONTH.test(value);
}

/** The month `by` months after `month` ('2026-11', 1 → '2026-12'). */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + by;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The first day of a month, 'yyyy-MM-dd'. */
export function monthStart(month: string): string {
  return `${month}-01`;
}

/** A month in words ('November 2026') for screen readers. */
export function monthName(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
    new Date(year, index - 1, 1),
  );
}

/**
 * The month a page shows, kept in the URL as the `month` filter (spec §2 'URL query state') so a
 * shared link opens the same month; the current month by default. Changes replace the history
 * entry: stepping through months is not worth a Back press each.
 */
export function useMonthFilter(): { readonly month: string; setMonth(month: string): void } {
  const [params, setParams] = useSearchParams();
  const value = decodeQueryState(params).filters.month?.[0];
  const month = isMonth(value) ? value : currentMonth();
  const setMonth = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const filters = decodeQueryState(current).filters;
          return updateQueryState(current, { filters: { ...filters, month: [next] } });
        },
        { replace: true },
      ),
    [setParams],
  );
  return { month, setMonth };
}
