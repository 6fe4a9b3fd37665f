import { decodeQueryState } from '../query/decodeQueryState.ts';
import { decodeSortEntry } from '../query/decodeSortEntry.ts';
import { isQueryName } from '../query/isQueryName.ts';
import type { SortEntry } from '../query/queryState.ts';
import {
  type DecodedSavedView,
  SAVED_VIEW_VERSION,
  type SavedViewList,
  type SavedViewState,
} from './savedViews.ts';

const UNREADABLE = 'This view could not be read: save it again.';

/**
 * Reads a stored view for a list, of any version. A filter or sort field the list no longer
 * knows is dropped with a notice for the user, never an error; a payload that is not a view, a
 * view of another list, or one from a newer version is refused with a message. Never throws.
 */
export function decodeSavedView(payload: unknown, list: SavedViewList): DecodedSavedView {
  if (typeof payload !== 'object' || payload === null) return { ok: false, error: UNREADABLE };
  const { version, list: listId, name, query } = payload as Record<string, unknown>;
  if (typeof name !== 'string' || typeof query !== 'string' || typeof listId !== 'string')
    return { ok: false, error: UNREADABLE };
  if (listId !== list.list) return { ok: false, error: `“${name}” is a view of another list.` };
  if (typeof version === 'number' && Number.isInteger(version) && version > SAVED_VIEW_VERSION)
    return {
      ok: false,
      error: `“${name}” was saved by a newer version of Airtime: reload the page.`,
    };
  const state = version === 1 ? readVersion1(query) : version === 2 ? readVersion2(query) : null;
  if (state === null) return { ok: false, error: UNREADABLE };

  const notices: string[] = [];
  const filters = Object.fromEntries(
    Object.entries(state.filters).filter(([field]) => {
      const known = list.filters.includes(field);
      if (!known) notices.push(`A filter of this view no longer exists: ${field}.`);
      return known;
    }),
  );
  const sort = state.sort.filter(({ field }) => {
    const known = list.sorts.includes(field);
    if (!known) notices.push(`A sort of this view no longer exists: ${field}.`);
    return known;
  });
  return { ok: true, name, state: { sort, filters }, notices };
}

function readVersion2(query: string): SavedViewState {
  const { sort, filters } = decodeQueryState(new URLSearchParams(query));
  return { sort, filters };
}

/** Version 1: `sort=field:desc` and bare `field=a,b` filters; what cannot be read is dropped. */
function readVersion1(query: string): SavedViewState {
  const sort: SortEntry[] = [];
  const filters = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(query)) {
    if (key === 'sort') {
      const [field = '', direction = 'asc'] = value.split(':');
      const entry = decodeSortEntry(`${direction === 'desc' ? '-' : ''}${field}`);
      if (entry !== undefined && (direction === 'asc' || direction === 'desc'))
        if (!sort.some((kept) => kept.field === entry.field)) sort.push(entry);
      continue;
    }
    if (!isQueryName(key)) continue;
    const values = filters.get(key) ?? [];
    for (const part of value.split(','))
      if (part !== '' && !values.includes(part)) values.push(part);
    if (values.length > 0) filters.set(key, values);
  }
  // A Map then Object.fromEntries, so a field named '__proto__' stays a plain own property.
  return { sort, filters: Object.fromEntries(filters) };
}
