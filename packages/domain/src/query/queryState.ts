/**
 * The URL query state of lists and pages (spec §2 'URL query state').
 *
 * URL format. Lists use one parameter per item because URLSearchParams escapes commas (%2C),
 * so repeated parameters stay readable and values need no escaping of their own:
 *
 *   sort=name&sort=-created_at           sort entries in order; a leading '-' means descending
 *   filter.status=active&filter.status=paused
 *                                        one parameter per value, the field after 'filter.'
 *   page=2                               a positive integer in plain decimal (no '+', no leading 0)
 *   cursor=eyJpZCI6NDJ9                  the API's opaque paging cursor (decisions §6)
 *   message=activity.12.5                message_info as {type}.{message}[.{parent_message}]
 *   modal=io&modal=confirmation:{"id":3} modals in opening order: the name, then ':' and the
 *                                        props as compact JSON when there are any
 *   form=create                          'create' or 'request'
 *   tab=events                           any non-empty text
 *
 * Names (sort fields, filter fields, modal names) match QUERY_NAME_PATTERN: letters, digits, '_',
 * '.' and '-', not starting with '-' or '.', so '-', ':' and 'filter.' can never be ambiguous.
 * Filter values, cursor and tab may hold any well-formed Unicode text, including ',', '&', '='.
 *
 * Decoding never throws: a value it cannot read is dropped. For single-value parameters the first
 * occurrence wins (as URLSearchParams.get does); repeated sort fields, filter values and modal
 * names keep their first occurrence. A valid state (one whose names match the pattern, whose
 * numbers are positive safe integers, whose lists hold no duplicates or empty filter values and
 * whose modal props are plain JSON) survives encode then decode exactly. Parameters this format
 * does not know (utm_source, redirect, ...) belong to someone else and updateQueryState keeps them.
 */

/** Sort directions; ascending is written bare, descending with a leading '-'. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** One column of a list's sort order. */
export interface SortEntry {
  readonly field: string;
  readonly direction: SortDirection;
}

/** Selected values per filter field; a field with no values is simply absent. */
export type QueryFilters = Readonly<Record<string, readonly string[]>>;

/** What a linked message is: a chat message or an activity-log entry. */
export const MESSAGE_INFO_TYPES = ['message', 'activity'] as const;
export type MessageInfoType = (typeof MESSAGE_INFO_TYPES)[number];

/** The message a link points at, inside its parent when it is a reply. */
export interface MessageInfo {
  readonly message: number;
  readonly parent_message?: number;
  readonly type: MessageInfoType;
}

/** A value JSON can carry unchanged: finite numbers, no undefined, no class instances. */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/** The props a modal is reopened with from the URL. */
export type ModalProps = { readonly [key: string]: JsonValue };

/** An open modal, by catalogue name (spec §2 'Modals'). */
export interface QueryModal {
  readonly name: string;
  readonly props: ModalProps;
}

/** Which form a page opens in: creating a record or requesting one. */
export const QUERY_FORMS = ['create', 'request'] as const;
export type QueryForm = (typeof QUERY_FORMS)[number];

/** Everything a page keeps in its URL; lists are always present, possibly empty. */
export interface QueryState {
  readonly sort: readonly SortEntry[];
  readonly filters: QueryFilters;
  readonly page?: number;
  readonly cursor?: string;
  readonly message_info?: MessageInfo;
  readonly modals: readonly QueryModal[];
  readonly form?: QueryForm;
  readonly tab?: string;
}

/** The fields of QueryState, in the order encodeQueryState writes them. */
export const QUERY_STATE_FIELDS = [
  'sort',
  'filters',
  'page',
  'cursor',
  'message_info',
  'modals',
  'form',
  'tab',
] as const satisfies readonly (keyof QueryState)[];
export type QueryStateField = (typeof QUERY_STATE_FIELDS)[number];

/** A change to some fields; a field given as undefined is cleared, an absent one left alone. */
export type QueryStatePatch = { readonly [K in QueryStateField]?: QueryState[K] | undefined };

/** The URL parameter of each field; for filters it is the prefix before the field name. */
export const QUERY_PARAMS = {
  sort: 'sort',
  filters: 'filter.',
  page: 'page',
  cursor: 'cursor',
  message_info: 'message',
  modals: 'modal',
  form: 'form',
  tab: 'tab',
} as const satisfies Record<QueryStateField, string>;

/** What a sort field, filter field or modal name may look like in the URL. */
export const QUERY_NAME_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** The state of a URL without query parameters. */
export const EMPTY_QUERY_STATE: QueryState = { sort: [], filters: {}, modals: [] };
