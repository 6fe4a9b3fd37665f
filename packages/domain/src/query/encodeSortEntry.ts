import { assertNever } from '../shared/assertNever.ts';
import { isQueryName } from './isQueryName.ts';
import type { SortEntry } from './queryState.ts';

/** Writes a sort entry as its URL value ('name' or '-name'), or undefined for a bad field. */
export function encodeSortEntry(entry: SortEntry): string | undefined {
  if (!isQueryName(entry.field)) {
    return undefined;
  }
  switch (entry.direction) {
    case 'asc':
      return entry.field;
    case 'desc':
      return `-${entry.field}`;
    default:
      return assertNever(entry.direction, 'sort direction');
  }
}
