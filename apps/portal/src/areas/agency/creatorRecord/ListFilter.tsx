import { Select, SelectItem } from '@airtime/design-system';
import { firstFilter, type ListQuery } from '../../../features/lists/useListQuery.ts';

const ALL = 'all';

/** A one-value filter of a list, kept in the URL (spec §2 'URL query state'); 'All' clears it. */
export function ListFilter<V extends string>({
  label,
  field,
  query,
  options,
}: {
  readonly label: string;
  /** The filter's name in the URL and the API, e.g. 'status'. */
  readonly field: string;
  readonly query: ListQuery;
  readonly options: readonly { readonly id: V; readonly label: string }[];
}) {
  const current = firstFilter(query.filters, field) ?? ALL;
  return (
    <Select
      label={label}
      size="sm"
      value={current}
      onChange={(key) => query.setFilter(field, key === ALL || key === null ? [] : [String(key)])}
    >
      <SelectItem id={ALL}>All</SelectItem>
      {options.map((option) => (
        <SelectItem key={option.id} id={option.id}>
          {option.label}
        </SelectItem>
      ))}
    </Select>
  );
}

/** A filter's value when it is one of the known ones, else undefined (a stale or edited URL). */
export function knownFilter<V extends string>(
  query: ListQuery,
  field: string,
  values: readonly V[],
): V | undefined {
  const value = firstFilter(query.filters, field);
  return values.find((known) => known === value);
}
