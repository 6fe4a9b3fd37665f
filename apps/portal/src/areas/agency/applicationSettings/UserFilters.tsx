import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { SearchFilter } from '../../../features/lists/ListFilters.tsx';
import type { ListQuery } from '../../../features/lists/useListQuery.ts';
import * as styles from './settings.css.ts';

const BUSINESS_ROLES = [
  { id: 'ops', label: 'ops (agency staff)' },
  { id: 'brand', label: 'brand' },
  { id: 'creator', label: 'creator' },
];

/** The users list's search (name or email) and business role filter, kept in the URL. */
export function UserFilters({ query }: { readonly query: ListQuery }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark around the list's filters.
    <div role="search" aria-label="Filters" className={styles.controls}>
      <SearchFilter query={query} label="Search users" placeholder="Name or email" />
      <FilterSelect
        query={query}
        field="business_role"
        label="Business role"
        options={BUSINESS_ROLES}
      />
    </div>
  );
}
