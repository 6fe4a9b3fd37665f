import type { QueryFilters, SortEntry } from '@airtime/domain';

// A list's URL filters are text (spec §2 'URL query state'); these read them back into API query
// values, dropping what a hand-edited URL might hold that the API would refuse (a 422).

/** 'true' or 'false' as a boolean; anything else as no filter. */
export function booleanFilter(filters: QueryFilters, field: string): boolean | undefined {
  const value = filters[field]?.[0];
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** The positive whole numbers of a filter, or undefined when it holds none. */
export function idsFilter(filters: QueryFilters, field: string): readonly number[] | undefined {
  const ids = (filters[field] ?? []).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  return ids.length === 0 ? undefined : ids;
}

/** The values of a filter that are in `known` (a domain list), or undefined when none is. */
export function oneOfFilter<T extends string>(
  filters: QueryFilters,
  field: string,
  known: readonly T[],
): readonly T[] | undefined {
  const values = (filters[field] ?? []).filter((value): value is T =>
    known.some((entry) => entry === value),
  );
  return values.length === 0 ? undefined : values;
}

/** The filter's first value when it is in `known` (a domain list), else undefined. */
export function knownFilter<T extends string>(
  filters: QueryFilters,
  field: string,
  known: readonly T[],
): T | undefined {
  const value = filters[field]?.[0];
  return known.find((entry) => entry === value);
}

/** The filter's first value as trimmed text, or undefined when blank. */
export function textFilter(filters: QueryFilters, field: string): string | undefined {
  const text = filters[field]?.[0]?.trim();
  return text === undefined || text === '' ? undefined : text;
}

/** A query whose undefined entries are left out (exactOptionalPropertyTypes). */
export type Defined<T> = { -readonly [K in keyof T]?: Exclude<T[K], undefined> };

/** Copies the defined entries of a query, so optional API fields stay absent rather than undefined. */
export function definedOnly<T extends object>(query: T): Defined<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as Defined<T>;
}

/**
 * The API's sort for a list's URL sort: `field` or `-field` when the field is one the list sorts
 * by, else the list's default.
 */
export function sortParam<F extends string>(
  sort: SortEntry,
  fields: readonly F[],
  fallback: NoInfer<F> | `-${NoInfer<F>}`,
): F | `-${F}` {
  const field = fields.find((known) => known === sort.field);
  if (field === undefined) return fallback;
  return sort.direction === 'desc' ? `-${field}` : field;
}
