import { Inline } from '@airtime/design-system';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { SearchFilter } from '../../../features/lists/ListFilters.tsx';
import type { ListQuery } from '../../../features/lists/useListQuery.ts';

const BUSINESS_ROLES = [
  { id: 'ops', label: 'ops (agency staff)' },
  { id: 'brand', label: 'brand' },
  { id: 'creator', label: 'creator' },
];

/** The users list's search (name or email) and business role filter, kept in the URL. */
export function UserFilters({ query }: { readonly query: ListQuery }) {
  return (
    <Inline role="search" aria-label="Filters" alignY="bottom" space="md">
      <SearchFilter query={query} label="Search users" placeholder="Name or email" />
      <FilterSelect
        query={query}
        field="business_role"
        label="Business role"
        options={BUSINESS_ROLES}
      />
    </Inline>
  );
}
