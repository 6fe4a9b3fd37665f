import type { ContentTypeId } from '../channel/contentTypes.ts';

/** The kinds of record the global search returns (spec §3 'search result'). */
export const SEARCH_RESULT_TYPES = ['agency', 'brand', 'creator', 'channel'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** What users read for each kind, in the search's 'search by' choice. */
export const SEARCH_RESULT_TYPE_TITLES: Record<SearchResultType, string> = {
  agency: 'Agency',
  brand: 'Brand',
  creator: 'Creator',
  channel: 'Channel',
};

/** The text fields of a result the search can match, which highlights point into. */
export const SEARCH_MATCH_FIELDS = ['name', 'contact_email'] as const;
export type SearchMatchField = (typeof SEARCH_MATCH_FIELDS)[number];

/**
 * One matched run of a field's text. Both numbers count UTF-16 code units, as JavaScript string
 * indices do: `name.slice(start, start + length)` is the matched text.
 */
export interface MatchPosition {
  readonly start: number;
  readonly length: number;
}

/** A global search hit, as the API returns it. */
export interface SearchResult {
  readonly id: number;
  readonly type: SearchResultType;
  readonly name: string;
  /** Image URL of the logo or avatar, or null when there is none. */
  readonly logo: string | null;
  readonly contact_email: string | null;
  /** For a channel, the id of the creator (publisher) who owns it; null for other kinds. */
  readonly publisher_id: number | null;
  /** For a channel, its platform (content types 1 to 12); null for other kinds. */
  readonly content_type_id: ContentTypeId | null;
  readonly airtime_customer: boolean;
  readonly converted: boolean;
  /** Matched runs per field; a field without matches is absent. */
  readonly matches_position: Readonly<Partial<Record<SearchMatchField, readonly MatchPosition[]>>>;
}
