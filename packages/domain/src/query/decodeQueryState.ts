import { decodeMessageInfo } from './decodeMessageInfo.ts';
import { decodeModal } from './decodeModal.ts';
import { decodePositiveInteger } from './decodePositiveInteger.ts';
import { decodeSortEntry } from './decodeSortEntry.ts';
import { isQueryName } from './isQueryName.ts';
import {
  QUERY_FORMS,
  QUERY_PARAMS,
  type QueryModal,
  type QueryState,
  type SortEntry,
} from './queryState.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Reads the query state from URL parameters, dropping every value it cannot read; never throws. */
export function decodeQueryState(params: URLSearchParams): QueryState {
  const sort: SortEntry[] = [];
  for (const value of params.getAll(QUERY_PARAMS.sort)) {
    const entry = decodeSortEntry(value);
    if (entry !== undefined && !sort.some((kept) => kept.field === entry.field)) {
      sort.push(entry);
    }
  }

  // A Map then Object.fromEntries, so a field named '__proto__' stays a plain own property.
  const filters = new Map<string, string[]>();
  for (const [key, value] of params) {
    const name = key.slice(QUERY_PARAMS.filters.length);
    if (!key.startsWith(QUERY_PARAMS.filters) || !isQueryName(name) || value === '') {
      continue;
    }
    const values = filters.get(name) ?? [];
    if (!values.includes(value)) {
      filters.set(name, [...values, value]);
    }
  }

  const modals: QueryModal[] = [];
  for (const value of params.getAll(QUERY_PARAMS.modals)) {
    const modal = decodeModal(value);
    if (modal !== undefined && !modals.some((kept) => kept.name === modal.name)) {
      modals.push(modal);
    }
  }

  const state: Mutable<QueryState> = { sort, filters: Object.fromEntries(filters), modals };
  const page = decodePositiveInteger(params.get(QUERY_PARAMS.page));
  if (page !== undefined) {
    state.page = page;
  }
  const cursor = params.get(QUERY_PARAMS.cursor);
  if (cursor) {
    state.cursor = cursor;
  }
  const messageInfo = decodeMessageInfo(params.get(QUERY_PARAMS.message_info));
  if (messageInfo !== undefined) {
    state.message_info = messageInfo;
  }
  const form = QUERY_FORMS.find((known) => known === params.get(QUERY_PARAMS.form));
  if (form !== undefined) {
    state.form = form;
  }
  const tab = params.get(QUERY_PARAMS.tab);
  if (tab) {
    state.tab = tab;
  }
  return state;
}
