import { assertNever } from '../shared/assertNever.ts';
import { encodeMessageInfo } from './encodeMessageInfo.ts';
import { encodeModal } from './encodeModal.ts';
import { encodeSortEntry } from './encodeSortEntry.ts';
import { isQueryName } from './isQueryName.ts';
import { QUERY_PARAMS, type QueryStateField, type QueryStatePatch } from './queryState.ts';

type Param = [key: string, value: string];

/** Gets the URL parameters of one field of a state, leaving out what decoding would drop. */
export function encodeQueryField(state: QueryStatePatch, field: QueryStateField): Param[] {
  switch (field) {
    case 'sort':
      return withKey(QUERY_PARAMS.sort, (state.sort ?? []).map(encodeSortEntry));
    case 'filters':
      return Object.entries(state.filters ?? {}).flatMap(([name, values]) =>
        isQueryName(name) ? withKey(`${QUERY_PARAMS.filters}${name}`, values) : [],
      );
    case 'page':
      return withKey(QUERY_PARAMS.page, [
        state.page !== undefined && Number.isSafeInteger(state.page) && state.page > 0
          ? String(state.page)
          : undefined,
      ]);
    case 'cursor':
      return withKey(QUERY_PARAMS.cursor, [state.cursor]);
    case 'message_info':
      return withKey(QUERY_PARAMS.message_info, [
        state.message_info === undefined ? undefined : encodeMessageInfo(state.message_info),
      ]);
    case 'modals':
      return withKey(QUERY_PARAMS.modals, (state.modals ?? []).map(encodeModal));
    case 'form':
      return withKey(QUERY_PARAMS.form, [state.form]);
    case 'tab':
      return withKey(QUERY_PARAMS.tab, [state.tab]);
    default:
      return assertNever(field, 'query state field');
  }
}

function withKey(key: string, values: readonly (string | undefined)[]): Param[] {
  // Empty text reads back as absent, so it is not written at all.
  return values.flatMap((value): Param[] =>
    value === undefined || value === '' ? [] : [[key, value]],
  );
}
