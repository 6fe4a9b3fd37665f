import { firstFilter, type ListQuery } from './useListQuery.ts';

/**
 * The API sort of a list query when it is one the list takes, else the default: a hand-edited
 * URL must not turn into a 422.
 */
export function pickSort<S extends string>(
  query: Pick<ListQuery, 'apiSort'>,
  allowed: readonly S[],
  fallback: NoInfer<S>,
): S {
  return (allowed as readonly string[]).includes(query.apiSort) ? (query.apiSort as S) : fallback;
}

/** Both directions of each field: `withDirections(['name'])` is `['name', '-name']`. */
export function withDirections<F extends string>(fields: readonly F[]): (F | `-${F}`)[] {
  return fields.flatMap((field) => [field, `-${field}` as const]);
}

/** A filter's first value when the list knows it, else undefined. */
export function pickFilter<V extends string>(
  query: Pick<ListQuery, 'filters'>,
  field: string,
  isValid: (value: unknown) => value is V,
): V | undefined {
  const value = firstFilter(query.filters, field);
  return isValid(value) ? value : undefined;
}

/** Sets or clears one filter of a list query. */
export function setOneFilter(query: Pick<ListQuery, 'setFilter'>, field: string) {
  return (value: string | undefined) => query.setFilter(field, value === undefined ? [] : [value]);
}
