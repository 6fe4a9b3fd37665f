import { encodeQueryField } from './encodeQueryField.ts';
import { QUERY_STATE_FIELDS, type QueryState } from './queryState.ts';

/** Writes a query state as URL parameters in the format documented in queryState.ts. */
export function encodeQueryState(state: QueryState): URLSearchParams {
  return new URLSearchParams(QUERY_STATE_FIELDS.flatMap((field) => encodeQueryField(state, field)));
}
