import { type ListQuery, type ListSpec, type Page, paginate } from '../http/listing.ts';

/** Below this many rows paginate() is cheap enough as it is. */
const FAST_PATH_MIN_ROWS = 2_000;

/**
 * paginate() for long lists sorted on one numeric field (dates as numbers, rates): one pass over
 * plain numbers finds the page's boundary value, then only the rows up to it are handed to
 * paginate(), which builds the page and cursors exactly as it would from all rows; `total` is
 * the whole list's. Any other sort, or a non-numeric value, falls back to paginate() itself.
 */
export function paginateFast<T extends { readonly id: number }>(
  rows: readonly T[],
  query: ListQuery,
  spec: ListSpec<T>,
): Page<T> {
  const only = query.sort.length === 1 ? query.sort[0] : undefined;
  const read = only === undefined ? undefined : spec.sorts[only.field];
  if (rows.length < FAST_PATH_MIN_ROWS || only === undefined || read === undefined)
    return paginate(rows, query, spec);
  const sign = only.descending ? -1 : 1;
  // In walking order values ascend: descending sorts negate, nulls (last either way, as paginate
  // orders them) become +Infinity; ties go by id, ascending.
  const toValue = (key: unknown): number | undefined =>
    key === null
      ? Number.POSITIVE_INFINITY
      : typeof key === 'number' && !Number.isNaN(key)
        ? sign * key
        : undefined;
  const backwards = query.cursor?.direction === 'prev';
  const walk = backwards ? -1 : 1;
  let cursorValue: number | undefined;
  let cursorId = 0;
  if (query.cursor !== null) {
    cursorValue = toValue(query.cursor.key[0]);
    const id = query.cursor.key[1];
    if (cursorValue === undefined || typeof id !== 'number') return paginate(rows, query, spec);
    cursorId = id;
  }
  const values = new Float64Array(rows.length);
  const limit = query.perPage + 1;
  // The `limit` best values after the cursor, kept sorted in walking order.
  const best: number[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index] as T;
    const value = toValue(read(row));
    if (value === undefined) return paginate(rows, query, spec);
    values[index] = value;
    if (cursorValue !== undefined) {
      const order = compare(value, cursorValue) * walk;
      if (order < 0 || (order === 0 && (row.id - cursorId) * walk <= 0)) continue;
    }
    const worst = best[best.length - 1];
    if (best.length === limit && worst !== undefined && compare(value, worst) * walk >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle] as number, value) * walk <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, value);
    if (best.length > limit) best.pop();
  }
  const bound = best.length === limit ? best[limit - 1] : undefined;
  const kept: T[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const value = values[index] as number;
    if (cursorValue !== undefined && compare(value, cursorValue) * walk < 0) continue;
    if (bound !== undefined && compare(value, bound) * walk > 0) continue;
    kept.push(rows[index] as T);
  }
  return { ...paginate(kept, query, spec), total: rows.length };
}

/** -1, 0 or 1; unlike subtraction, equal infinities compare equal. */
function compare(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
