import {
  decodeQueryState,
  type QueryFilters,
  type SortEntry,
  updateQueryState,
} from '@airtime/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A list's sort and filters, kept in the URL (spec §2 'URL query state'), with setters. */
export interface ListQuery {
  /** The first sort entry, or the list's default. */
  readonly sort: SortEntry;
  readonly filters: QueryFilters;
  /** The API's `sort` value: 'name' or '-name'. */
  readonly apiSort: string;
  setSort(sort: SortEntry): void;
  /** Sets one filter's values; an empty list clears it. */
  setFilter(field: string, values: readonly string[]): void;
  clearFilters(): void;
}

/** Reads and writes a list's sort and filters in the URL; the browser's history keeps each change. */
export function useListQuery(defaultSort: SortEntry): ListQuery {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => decodeQueryState(params), [params]);
  const sort = state.sort?.[0] ?? defaultSort;
  const filters = state.filters ?? {};
  const setSort = useCallback(
    (next: SortEntry) =>
      setParams((current) => updateQueryState(current, { sort: [next], cursor: undefined }), {
        replace: true,
      }),
    [setParams],
  );
  const setFilter = useCallback(
    (field: string, values: readonly string[]) =>
      setParams((current) => {
        const existing = decodeQueryState(current).filters ?? {};
        const next: Record<string, readonly string[]> = { ...existing, [field]: values };
        if (values.length === 0) delete next[field];
        return updateQueryState(current, { filters: next, cursor: undefined });
      }),
    [setParams],
  );
  const clearFilters = useCallback(
    () => setParams((current) => updateQueryState(current, { filters: {} })),
    [setParams],
  );
  return {
    sort,
    filters,
    apiSort: `${sort.direction === 'desc' ? '-' : ''}${sort.field}`,
    setSort,
    setFilter,
    clearFilters,
  };
}

/** The first value of a filter, if any. */
export function firstFilter(filters: QueryFilters, field: string): string | undefined {
  return filters[field]?.[0];
}
