import { isQueryName } from './isQueryName.ts';
import type { SortEntry } from './queryState.ts';

/** Reads a sort URL value ('name' or '-name'), or undefined when it is malformed. */
export function decodeSortEntry(value: string): SortEntry | undefined {
  const descending = value.startsWith('-');
  const field = descending ? value.slice(1) : value;
  if (!isQueryName(field)) {
    return undefined;
  }
  return { field, direction: descending ? 'desc' : 'asc' };
}
