import { Inline } from '@airtime/design-system';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import type { ListQuery } from '../../../features/lists/useListQuery.ts';
import type { GroupFilter } from './groupFilter.ts';

/** A group filter's Select, on its own row above the list it narrows. */
export function GroupFilterSelect<V extends string>({
  query,
  filter,
}: {
  readonly query: ListQuery;
  readonly filter: GroupFilter<V>;
}) {
  return (
    <Inline alignY="bottom" space="md">
      <FilterSelect
        query={query}
        field={filter.field}
        label={filter.label}
        options={filter.options}
        defaultId={filter.defaultId}
      />
    </Inline>
  );
}
