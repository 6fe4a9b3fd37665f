import type { QueryFilters } from '@airtime/domain';
import type { FilterOption } from '../../../features/lists/FilterSelect.tsx';
import { firstFilter } from '../../../features/lists/useListQuery.ts';
import { optionsOf } from '../../../features/status/statusOptions.ts';

const ALL_ID = 'all';

/** A list filter whose default is a group of a field's values, with each value and all besides. */
export interface GroupFilter<V extends string> {
  /** The filter's name in the URL and the API. */
  readonly field: string;
  /** The Select's label: 'IO status'. */
  readonly label: string;
  /** The group first, then each value, then all. */
  readonly options: readonly FilterOption[];
  /** The group's option, shown while the URL holds no other choice. */
  readonly defaultId: string;
  /** The values to ask the API for under the URL's filters; undefined asks for all. */
  readonly valuesOf: (filters: QueryFilters) => readonly V[] | undefined;
}

/**
 * A filter on `field` that starts on a group of its values (campaigns with an IO, creators the
 * brand does not work with yet) and offers each value alone and all of them.
 */
export function getGroupFilter<V extends string>({
  field,
  label,
  values,
  titles,
  group,
  allLabel,
}: {
  readonly field: string;
  readonly label: string;
  readonly values: readonly V[];
  readonly titles: Readonly<Record<V, string>>;
  readonly group: { readonly id: string; readonly label: string; readonly values: readonly V[] };
  readonly allLabel: string;
}): GroupFilter<V> {
  const isValue = (id: string): id is V => (values as readonly string[]).includes(id);
  return {
    field,
    label,
    options: [
      { id: group.id, label: group.label },
      ...optionsOf(values, titles),
      { id: ALL_ID, label: allLabel },
    ],
    defaultId: group.id,
    valuesOf: (filters) => {
      const chosen = firstFilter(filters, field) ?? group.id;
      if (isValue(chosen)) return [chosen];
      return chosen === ALL_ID ? undefined : group.values;
    },
  };
}
