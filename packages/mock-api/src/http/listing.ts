import type { ListIncluded, ListResponse } from '@airtime/domain';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';
import { fieldError } from './HttpError.ts';

/** A value a list can sort on. */
export type SortValue = string | number | boolean | null;

/** How a resource's list sorts: the fields a client may name and how to read each. */
export interface ListSpec<T extends { readonly id: number }> {
  readonly sorts: Readonly<Record<string, (row: T) => SortValue>>;
  /** The sort when the client names none, e.g. 'name' or '-created_at'. */
  readonly defaultSort: string;
  readonly defaultPerPage?: number;
  readonly maxPerPage?: number;
}

/** The paging part of a list query, read and checked. */
export interface ListQuery {
  readonly sort: ReadonlyArray<{ readonly field: string; readonly descending: boolean }>;
  readonly perPage: number;
  readonly cursor: {
    readonly direction: 'next' | 'prev';
    readonly key: readonly SortValue[];
  } | null;
  /** The sort as the cursor records it, so a cursor is only valid for the sort it came from. */
  readonly sortKey: string;
}

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

/**
 * Reads `sort`, `per_page` and `cursor` from a list's query string. `sort` takes field names,
 * '-' first for descending, repeated (`sort=name&sort=-created_at`) or comma-separated.
 * Throws 422 for an unknown sort field, a bad page size or a cursor this list did not make.
 */
export function readListQuery<T extends { readonly id: number }>(
  query: URLSearchParams,
  spec: ListSpec<T>,
): ListQuery {
  const requested = query
    .getAll('sort')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const sortFields = requested.length > 0 ? requested : [spec.defaultSort];
  const sort = sortFields.map((value) => {
    const descending = value.startsWith('-');
    const field = descending ? value.slice(1) : value;
    if (!Object.hasOwn(spec.sorts, field)) {
      fieldError(
        'sort',
        `The sort field ${field.slice(0, 64)} is not one of: ${Object.keys(spec.sorts).join(', ')}.`,
      );
    }
    return { field, descending };
  });
  const max = spec.maxPerPage ?? MAX_PER_PAGE;
  const perPageText = query.get('per_page');
  let perPage = spec.defaultPerPage ?? DEFAULT_PER_PAGE;
  if (perPageText !== null) {
    perPage = /^\d{1,6}$/.test(perPageText) ? Number(perPageText) : Number.NaN;
    if (!(perPage >= 1 && perPage <= max))
      fieldError('per_page', `The per page field must be between 1 and ${max}.`);
  }
  const sortKey = sort.map(({ field, descending }) => (descending ? `-${field}` : field)).join(',');
  const cursorText = query.get('cursor');
  return {
    sort,
    perPage,
    sortKey,
    cursor: cursorText === null || cursorText === '' ? null : decodeCursor(cursorText, sortKey),
  };
}

interface CursorPayload {
  readonly s: string;
  readonly d: 'next' | 'prev';
  readonly k: SortValue[];
}

function encodeCursor(payload: CursorPayload): string {
  return encodeBase64Url(JSON.stringify(payload));
}

function decodeCursor(text: string, sortKey: string): NonNullable<ListQuery['cursor']> {
  const json = text.length <= 2048 ? decodeBase64Url(text) : null;
  let payload: unknown = null;
  try {
    payload = json === null ? null : JSON.parse(json);
  } catch {
    payload = null;
  }
  const candidate = payload as Partial<CursorPayload> | null;
  if (
    candidate === null ||
    typeof candidate !== 'object' ||
    (candidate.d !== 'next' && candidate.d !== 'prev') ||
    !Array.isArray(candidate.k) ||
    !candidate.k.every(
      (value) => value === null || ['string', 'number', 'boolean'].includes(typeof value),
    )
  ) {
    return fieldError('cursor', 'The cursor is invalid.');
  }
  if (candidate.s !== sortKey) fieldError('cursor', 'The cursor belongs to another sort order.');
  return { direction: candidate.d, key: candidate.k };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Compares sort values in a field's direction (sign -1 for descending): numbers numerically,
 * strings case-insensitively, and nulls last either way, as users of a sortable table expect
 * empty values at the end.
 */
function compareValues(a: SortValue, b: SortValue, sign: 1 | -1 = 1): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return sign * compareFilled(a, b);
}

function compareFilled(a: string | number | boolean, b: string | number | boolean): number {
  if (typeof a === 'string' && typeof b === 'string') {
    const folded = collator.compare(a, b);
    return folded !== 0 ? folded : a < b ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One page of a list and its paging figures. */
export interface Page<T> {
  readonly data: T[];
  readonly total: number;
  readonly next: string | null;
  readonly prev: string | null;
  readonly perPage: number;
}

/**
 * Keyset paging: sorts by the query's fields then id, and returns the rows after (or before) the
 * cursor's key. A row added or removed between two calls never makes another row show twice or
 * go missing, which offset paging cannot promise. Picks the page in one pass without sorting the
 * whole list, so lists of 100,000 rows stay fast.
 */
export function paginate<T extends { readonly id: number }>(
  rows: readonly T[],
  query: ListQuery,
  spec: ListSpec<T>,
): Page<T> {
  const readers = query.sort.map(({ field, descending }) => ({
    read: spec.sorts[field] as (row: T) => SortValue,
    sign: descending ? (-1 as const) : (1 as const),
  }));
  const keyOf = (row: T): SortValue[] => [...readers.map(({ read }) => read(row)), row.id];
  const compareKeys = (a: readonly SortValue[], b: readonly SortValue[]): number => {
    for (let index = 0; index < readers.length; index += 1) {
      // `?? null`: a reader may give undefined (an optional field), which sorts as null.
      const difference = compareValues(a[index] ?? null, b[index] ?? null, readers[index]?.sign);
      if (difference !== 0) return difference;
    }
    return compareValues(a[readers.length] ?? null, b[readers.length] ?? null);
  };

  const backwards = query.cursor?.direction === 'prev';
  const limit = query.perPage + 1;
  // Keys are read once per row; the page buffer stays sorted in walking order.
  const buffer: Array<{ row: T; key: SortValue[] }> = [];
  const inOrder = (a: readonly SortValue[], b: readonly SortValue[]) =>
    backwards ? -compareKeys(a, b) : compareKeys(a, b);
  const cursorKey = query.cursor?.key;
  for (const row of rows) {
    const key = keyOf(row);
    if (cursorKey !== undefined && inOrder(key, cursorKey) <= 0) continue;
    if (buffer.length === limit) {
      const worst = buffer[limit - 1];
      if (worst !== undefined && inOrder(key, worst.key) >= 0) continue;
    }
    let low = 0;
    let high = buffer.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (inOrder((buffer[middle] as { key: SortValue[] }).key, key) < 0) low = middle + 1;
      else high = middle;
    }
    buffer.splice(low, 0, { row, key });
    if (buffer.length > limit) buffer.pop();
  }

  const hasMore = buffer.length > query.perPage;
  const page = buffer.slice(0, query.perPage);
  if (backwards) page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  const cursorFor = (direction: 'next' | 'prev', key: SortValue[] | undefined) =>
    key === undefined ? null : encodeCursor({ s: query.sortKey, d: direction, k: key });
  // Walking forwards there is a next page when more rows followed, and a previous one when we
  // came from a cursor; walking backwards it is the other way round.
  const next = backwards
    ? cursorFor('next', last?.key)
    : hasMore
      ? cursorFor('next', last?.key)
      : null;
  const prev = backwards
    ? hasMore
      ? cursorFor('prev', first?.key)
      : null
    : query.cursor === null
      ? null
      : cursorFor('prev', first?.key);
  return {
    data: page.map(({ row }) => row),
    total: rows.length,
    next,
    prev,
    perPage: query.perPage,
  };
}

/** The list envelope of spec §7 around a page. */
export function toListResponse<T, R>(
  page: Page<T>,
  present: (row: T) => R,
  included: ListIncluded = {},
): ListResponse<R> {
  return {
    data: page.data.map(present),
    included,
    meta: { per_page: page.perPage, total: page.total },
    links: { next: page.next, prev: page.prev },
  };
}
