import { Select, SelectItem } from '@airtime/design-system';
import { SearchFilter } from '../../../features/lists/ListFilters.tsx';
import { firstFilter, type ListQuery } from '../../../features/lists/useListQuery.ts';
import * as styles from './settings.css.ts';

const ANY = 'any';
const BUSINESS_ROLES = [
  { id: ANY, label: 'All' },
  { id: 'ops', label: 'ops (agency staff)' },
  { id: 'brand', label: 'brand' },
  { id: 'creator', label: 'creator' },
];

/** The users list's search (name or email) and business role filter, kept in the URL. */
export function UserFilters({ query }: { readonly query: ListQuery }) {
  const role = firstFilter(query.filters, 'business_role') ?? ANY;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark around the list's filters.
    <div role="search" aria-label="Filters" className={styles.toolbar}>
      <SearchFilter query={query} label="Search users" placeholder="Name or email" />
      <Select
        label="Business role"
        size="sm"
        items={BUSINESS_ROLES}
        value={BUSINESS_ROLES.some((item) => item.id === role) ? role : ANY}
        onChange={(key) =>
          query.setFilter('business_role', key === ANY || key === null ? [] : [String(key)])
        }
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
    </div>
  );
}
