import { FilterComboBox } from '../../features/lists/FilterComboBox.tsx';
import type { ListQuery } from '../../features/lists/useListQuery.ts';
import { useAgencyStaffOptions } from './people.ts';

/** A list filter on one of the agency's staff (a brand's representative, a creator's CM). */
export function StaffFilter({
  query,
  field,
  label,
}: {
  readonly query: ListQuery;
  readonly field: string;
  readonly label: string;
}) {
  const staff = useAgencyStaffOptions();
  return (
    <FilterComboBox
      query={query}
      field={field}
      label={label}
      options={staff.options}
      isLoading={staff.isLoading}
    />
  );
}
