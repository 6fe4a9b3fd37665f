import { encodeQueryField } from './encodeQueryField.ts';
import {
  QUERY_PARAMS,
  QUERY_STATE_FIELDS,
  type QueryStateField,
  type QueryStatePatch,
} from './queryState.ts';

/** Gets new URL parameters with the patched fields rewritten and all others kept in place. */
export function updateQueryState(params: URLSearchParams, patch: QueryStatePatch): URLSearchParams {
  const changed = QUERY_STATE_FIELDS.filter((field) => Object.hasOwn(patch, field));
  const written = new Set<QueryStateField>();
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    const field = changed.find((candidate) => isParamOf(key, candidate));
    if (field === undefined) {
      next.append(key, value);
    } else if (!written.has(field)) {
      // The new values take the place of the field's first old parameter, so the URL barely moves.
      written.add(field);
      appendField(next, patch, field);
    }
  }
  for (const field of changed) {
    if (!written.has(field)) {
      appendField(next, patch, field);
    }
  }
  return next;
}

function isParamOf(key: string, field: QueryStateField): boolean {
  return field === 'filters' ? key.startsWith(QUERY_PARAMS.filters) : key === QUERY_PARAMS[field];
}

function appendField(
  params: URLSearchParams,
  patch: QueryStatePatch,
  field: QueryStateField,
): void {
  for (const [key, value] of encodeQueryField(patch, field)) {
    params.append(key, value);
  }
}
