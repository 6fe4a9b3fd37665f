import { useCallback, useMemo } from 'react';
import { firstFilter, type ListQuery } from '../lists/useListQuery.ts';
import { isMonth, toMonth } from './months.ts';

/**
 * The month a report shows, kept in the URL as the `month` filter of its list query
 * (`?filter.month=2026-11`), this month by default.
 */
export function useMonthFilter(
  query: Pick<ListQuery, 'filters' | 'setFilter'>,
): readonly [month: string, setMonth: (month: string) => void] {
  const value = firstFilter(query.filters, 'month');
  const month = useMemo(() => (isMonth(value) ? value : toMonth(new Date())), [value]);
  const { setFilter } = query;
  const setMonth = useCallback((next: string) => setFilter('month', [next]), [setFilter]);
  return [month, setMonth] as const;
}
