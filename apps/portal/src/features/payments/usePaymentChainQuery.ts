import { decodeQueryState, type SortEntry, updateQueryState } from '@airtime/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_CHAIN_DEFAULT_SORT, type PaymentChainFilters } from './paymentChainRows.ts';

/** The chain table's sort, filters and page, kept in the URL (spec §2), with their setters. */
export interface PaymentChainQuery {
  readonly sort: SortEntry;
  readonly filters: PaymentChainFilters;
  /** From 1. */
  readonly page: number;
  setSort(sort: SortEntry): void;
  /** Any filter change goes back to page 1. */
  setFilters(patch: Partial<PaymentChainFilters>): void;
  setPage(page: number): void;
}

/** Reads and writes the chain table's state: `filter.late=1&filter.brand=4&filter.month=2026-10`. */
export function usePaymentChainQuery(): PaymentChainQuery {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => decodeQueryState(params), [params]);
  const filters = useMemo((): PaymentChainFilters => {
    const brand = Number(state.filters?.brand?.[0]);
    const month = state.filters?.month?.[0];
    return {
      lateOnly: state.filters?.late?.[0] === '1',
      brandId: Number.isInteger(brand) && brand > 0 ? brand : null,
      month: month !== undefined && /^\d{4}-\d{2}$/.test(month) ? month : null,
    };
  }, [state.filters]);
  const setSort = useCallback(
    (sort: SortEntry) =>
      setParams((current) => updateQueryState(current, { sort: [sort], page: undefined }), {
        replace: true,
      }),
    [setParams],
  );
  const setFilters = useCallback(
    (patch: Partial<PaymentChainFilters>) =>
      setParams((current) => {
        const next = { ...decodeQueryState(current).filters };
        const values: Record<string, string | null> = {
          ...(patch.lateOnly === undefined ? {} : { late: patch.lateOnly ? '1' : null }),
          ...(patch.brandId === undefined
            ? {}
            : { brand: patch.brandId === null ? null : String(patch.brandId) }),
          ...(patch.month === undefined ? {} : { month: patch.month }),
        };
        for (const [field, value] of Object.entries(values)) {
          if (value === null) delete next[field];
          else next[field] = [value];
        }
        return updateQueryState(current, { filters: next, page: undefined });
      }),
    [setParams],
  );
  const setPage = useCallback(
    (page: number) =>
      setParams((current) => updateQueryState(current, { page: page > 1 ? page : undefined })),
    [setParams],
  );
  return {
    sort: state.sort?.[0] ?? PAYMENT_CHAIN_DEFAULT_SORT,
    filters,
    page: state.page ?? 1,
    setSort,
    setFilters,
    setPage,
  };
}
