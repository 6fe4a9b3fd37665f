import { DateText, EMPTY_VALUE, type TableColumn } from '@airtime/design-system';
import { RecordName } from './RecordName.tsx';

// Column shapes every entity's columns share.

/** What a record column shows of a related record. */
interface Named {
  readonly name: string;
  readonly logo: string | null | undefined;
}

/** A related record (a brand, a creator) by its logo and name, or a dash when the row has none. */
export function recordColumn<T>(
  id: string,
  label: string,
  recordOf: (row: T) => Named | undefined,
  more: Omit<Partial<TableColumn<T>>, 'id' | 'label' | 'value' | 'cell'> = {},
): TableColumn<T> {
  return {
    id,
    label,
    width: 200,
    ...more,
    value: (row) => recordOf(row)?.name ?? null,
    cell: (row) => {
      const record = recordOf(row);
      return record === undefined ? (
        EMPTY_VALUE
      ) : (
        <RecordName name={record.name} logo={record.logo} />
      );
    },
  };
}

/** A day or a moment, as a date. */
export function dateColumn<T>(
  id: string,
  label: string,
  dateOf: (row: T) => string | null,
  more: Omit<Partial<TableColumn<T>>, 'id' | 'label' | 'value' | 'cell'> = {},
): TableColumn<T> {
  return {
    id,
    label,
    width: 130,
    ...more,
    value: dateOf,
    cell: (row) => <DateText value={dateOf(row)} />,
  };
}
