import { useQuery } from '@airtime/api-client';
import { searchUsers } from '@airtime/api-client/calls';
import { Select, SelectItem } from '@airtime/design-system';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { getUserName } from './getUserName.ts';

const NONE = 'none';
// Agency staff are a few dozen people: one page holds them all.
const STAFF_QUERY = { query: { business_role: ['ops'], per_page: 50, sort: 'name' as const } };

export interface StaffSelectProps {
  readonly label: string;
  /** The chosen staff user's id; null: nobody. */
  readonly value: number | null;
  readonly onChange: (userId: number | null) => void;
  readonly errorMessage?: string | undefined;
  readonly isDisabled?: boolean;
}

/** One agency staff member or Nobody, for a record's rep by user id (a creator's CM or Airtime rep). */
export function StaffSelect({
  label,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: StaffSelectProps) {
  const staff = useQuery(searchUsers, STAFF_QUERY);
  return (
    <Select
      label={label}
      value={value === null ? NONE : String(value)}
      onChange={(key) => onChange(key === null || key === NONE ? null : Number(key))}
      isLoading={staff.isLoading}
      isDisabled={isDisabled ?? false}
      {...fieldErrorProps(errorMessage)}
    >
      {[
        <SelectItem key={NONE} id={NONE}>
          Nobody
        </SelectItem>,
        ...(staff.data?.data ?? []).map((person) => (
          <SelectItem key={person.id} id={String(person.id)}>
            {getUserName(person)}
          </SelectItem>
        )),
      ]}
    </Select>
  );
}
