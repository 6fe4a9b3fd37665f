import { type Schema, type Validated, validate } from './validate.ts';

// Paging and sorting parameters belong to readListQuery, not to a list's filters.
const LIST_PARAMS = new Set(['sort', 'cursor', 'per_page']);

/**
 * Reads a list's filters from the query string with the same rules as bodies: `?status=a&status=b`,
 * `?status[]=a` and `?status=a,b` (for list rules) all give a list; a bad value is a 422 naming
 * the parameter.
 */
export function readFilters<S extends Schema>(query: URLSearchParams, schema: S): Validated<S> {
  const input: Record<string, string | string[]> = {};
  for (const [rawKey, value] of query.entries()) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    // An empty parameter (`?s=`) is no filter at all, as forms submit untouched fields.
    if (LIST_PARAMS.has(key) || !Object.hasOwn(schema, key) || value === '') continue;
    const existing = input[key];
    if (existing === undefined) input[key] = rawKey.endsWith('[]') ? [value] : value;
    else input[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return validate(input, schema);
}
