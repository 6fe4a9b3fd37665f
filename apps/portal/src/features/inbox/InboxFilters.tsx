import { NativeSwitch } from '@airtime/design-system';
import { FilterSelect } from '../lists/FilterSelect.tsx';
import { FilterBar, SearchFilter } from '../lists/ListFilters.tsx';
import type { InboxFilters as Filters } from './useInboxFilters.ts';

/** The conversation list's search and filters; every change is in the URL. */
export function InboxFilters({ filters }: { readonly filters: Filters }) {
  const { query } = filters;
  return (
    <FilterBar query={query}>
      <SearchFilter query={query} label="Search conversations" placeholder="Name of a record" />
      <FilterSelect query={query} field="type" label="About" options={filters.typeOptions} />
      {filters.visibilityOptions.length > 0 && (
        <FilterSelect
          query={query}
          field="visibility"
          label="Shared"
          allLabel="Any"
          options={filters.visibilityOptions}
        />
      )}
      <NativeSwitch
        isSelected={filters.unreadOnly}
        onChange={(on) => query.setFilter('unread', on ? ['true'] : [])}
      >
        Unread only
      </NativeSwitch>
    </FilterBar>
  );
}
