import { ComboBox } from '@airtime/design-system';
import type { FilterOption } from './FilterSelect.tsx';
import * as styles from './listFilters.css.ts';
import { firstFilter, type ListQuery } from './useListQuery.ts';

// A file of its own: pages with only ListFilters' other filters (the inbox) need no combobox code.

/** A filter over many records (brands, people): type to find one. */
export function FilterComboBox({
  query,
  field,
  label,
  options,
  isLoading = false,
}: {
  readonly query: ListQuery;
  readonly field: string;
  readonly label: string;
  readonly options: readonly FilterOption[];
  readonly isLoading?: boolean;
}) {
  const value = firstFilter(query.filters, field) ?? null;
  return (
    <ComboBox
      label={label}
      size="sm"
      className={styles.filterField}
      items={options}
      placeholder="All"
      isLoading={isLoading}
      value={value}
      onChange={(key) => query.setFilter(field, key === null ? [] : [String(key)])}
    />
  );
}
