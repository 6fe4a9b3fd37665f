import type { SavedViewList } from '@airtime/domain';
import type { ReactNode } from 'react';
import { FilterBar } from '../../features/lists/ListFilters.tsx';
import { ResourceTable, type ResourceTableProps } from '../../features/lists/ResourceTable.tsx';
import type { ListQuery } from '../../features/lists/useListQuery.ts';
import { ListViews } from '../../features/savedViews/ListViews.tsx';
import { useKeptScroll } from './keptLists.tsx';

/** What an empty list says: what it would hold, and what to do next. */
export interface EmptyWords {
  readonly title: string;
  readonly description: string;
}

export interface FilteredListProps<T extends { readonly id: number }>
  extends Omit<ResourceTableProps<T>, 'query' | 'emptyTitle' | 'emptyDescription'> {
  readonly query: ListQuery;
  /** The list's filters, in its filter bar. */
  readonly filters: ReactNode;
  /** Filters that are not the user's narrowing (a board's week): kept by 'Clear filters'. */
  readonly keep?: readonly string[];
  /** The list's id and the filter and sort fields its saved views may hold. */
  readonly views: SavedViewList;
  /** What the list says when it is empty with no filter set. */
  readonly empty: EmptyWords;
  /** What it says when the filters leave nothing. */
  readonly emptyFiltered: EmptyWords;
  /** Whether to keep where the page and the table were scrolled (a kept list, spec §2). */
  readonly keepsScroll?: boolean;
}

/**
 * One of the agency's lists: its filter bar, then its table, whose empty state says whether the
 * filters or the list itself left it empty.
 */
export function FilteredList<T extends { readonly id: number }>({
  query,
  filters,
  keep = [],
  views,
  empty,
  emptyFiltered,
  keepsScroll = false,
  ...table
}: FilteredListProps<T>) {
  const scrollRef = useKeptScroll(keepsScroll && table.list.items.length > 0);
  const isFiltered = Object.keys(query.filters).some((field) => !keep.includes(field));
  const words = isFiltered ? emptyFiltered : empty;
  return (
    <>
      <FilterBar query={query} keep={keep}>
        <ListViews list={views} />
        {filters}
      </FilterBar>
      <div ref={keepsScroll ? scrollRef : undefined}>
        <ResourceTable
          {...table}
          query={query}
          emptyTitle={words.title}
          emptyDescription={words.description}
        />
      </div>
    </>
  );
}
