import { decodeQueryState, type SortEntry } from '@airtime/domain';
import { type ListQuery, useListQuery } from '../lists/useListQuery.ts';
import type { ReportBrand } from './reportBrand.ts';
import { useOptionalSharedReport } from './sharedReport.ts';

const keep = () => undefined;

/**
 * A report table's sort and filters: the URL's in the apps; on a shared page the link's, which
 * the visitor cannot change (the data are the link's).
 */
export function useReportQuery(brand: ReportBrand, defaultSort: SortEntry): ListQuery {
  const query = useListQuery(defaultSort);
  const shared = useOptionalSharedReport();
  if (brand.app !== 'shared' || shared === null) return query;
  const state = decodeQueryState(new URLSearchParams(shared.link.params));
  const sort = state.sort?.[0] ?? defaultSort;
  return {
    sort,
    filters: state.filters ?? {},
    apiSort: `${sort.direction === 'desc' ? '-' : ''}${sort.field}`,
    setSort: keep,
    setFilter: keep,
    clearFilters: keep,
  };
}
