import type { Key, SortDescriptor, SortDirection } from 'react-aria-components/Table';

/** What a column sorts by: a number, a string, a date or a flag; null, '' and NaN count as empty. */
export type SortValue = string | number | bigint | boolean | Date | null | undefined;

type Normalized = string | number | bigint;

function normalize(value: SortValue): Normalized | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? null : time;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' && Number.isNaN(value)) return null;
  return value;
}

/**
 * Sorts rows by one value per row, stably: rows with equal values keep their order, and empty
 * values (null, undefined, '', NaN) go last in both directions. Strings compare with `collator`
 * (locale order, "Campaign 2" before "Campaign 10" with `numeric: true`); numbers come before
 * strings when a column mixes them. Each value is read once, so a slow accessor costs n calls,
 * not n log n. Returns a new array.
 */
export function sortRows<T>(
  rows: readonly T[],
  getValue: (row: T) => SortValue,
  direction: SortDirection,
  collator: Intl.Collator,
): T[] {
  const count = rows.length;
  const values = new Array<Normalized | null>(count);
  // Rows with a value are sorted; empty ones follow in their original order.
  const order: number[] = [];
  const empty: number[] = [];
  let numbers = true;
  let strings = true;
  for (let index = 0; index < count; index++) {
    const value = normalize(getValue(rows[index] as T));
    values[index] = value;
    if (value === null) {
      empty.push(index);
      continue;
    }
    order.push(index);
    if (typeof value !== 'number') numbers = false;
    if (typeof value !== 'string') strings = false;
  }
  const sign = direction === 'descending' ? -1 : 1;
  // Ties keep their original order (left - right), in both directions.
  if (numbers) {
    // The common case (amounts, counts, dates), on a typed array without type checks.
    const keys = Float64Array.from(values, (value) => (value === null ? 0 : (value as number)));
    order.sort(
      (left, right) => ((keys[left] as number) - (keys[right] as number)) * sign || left - right,
    );
  } else if (strings) {
    const compare = collator.compare;
    order.sort(
      (left, right) =>
        compare(values[left] as string, values[right] as string) * sign || left - right,
    );
  } else {
    order.sort((left, right) => compareMixed(values, left, right, collator) * sign || left - right);
  }
  const sorted = new Array<T>(count);
  let position = 0;
  for (const index of order) sorted[position++] = rows[index] as T;
  for (const index of empty) sorted[position++] = rows[index] as T;
  return sorted;
}

/** Numbers (and bigints) before strings; strings in collator order. */
function compareMixed(
  values: ReadonlyArray<Normalized | null>,
  left: number,
  right: number,
  collator: Intl.Collator,
): number {
  const a = values[left] as Normalized;
  const b = values[right] as Normalized;
  if (typeof a === 'string') return typeof b === 'string' ? collator.compare(a, b) : 1;
  if (typeof b === 'string') return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The sort after pressing a column header: the same column flips its direction; another column
 * starts with its `firstDirection` (ascending unless the column says otherwise, e.g. descending
 * for amounts, where the largest usually matters most).
 */
export function getNextSortDescriptor(
  current: SortDescriptor | undefined,
  column: Key,
  firstDirection: SortDirection = 'ascending',
): SortDescriptor {
  if (current?.column === column) {
    return {
      column,
      direction: current.direction === 'ascending' ? 'descending' : 'ascending',
    };
  }
  return { column, direction: firstDirection };
}
