import { isContentTypeId } from '../channel/contentTypes.ts';
import {
  type MatchPosition,
  SEARCH_MATCH_FIELDS,
  SEARCH_RESULT_TYPES,
  type SearchMatchField,
  type SearchResult,
} from '../model/SearchResult.ts';

/** Reads a search result from untrusted data, or undefined if its id, type or name is bad. */
export function decodeSearchResult(value: unknown): SearchResult | undefined {
  if (!isRecord(value)) {
    return undefined;
  }
  const type = SEARCH_RESULT_TYPES.find((known) => known === value.type);
  if (!isPositiveInteger(value.id) || type === undefined || typeof value.name !== 'string') {
    return undefined;
  }
  // Malformed display fields fall back to empty rather than losing the whole hit.
  return {
    id: value.id,
    type,
    name: value.name,
    logo: typeof value.logo === 'string' ? value.logo : null,
    contact_email: typeof value.contact_email === 'string' ? value.contact_email : null,
    publisher_id: isPositiveInteger(value.publisher_id) ? value.publisher_id : null,
    content_type_id: isContentTypeId(value.content_type_id) ? value.content_type_id : null,
    // Laravel sends boolean columns it does not cast as 1 and 0.
    airtime_customer: value.airtime_customer === true || value.airtime_customer === 1,
    converted: value.converted === true || value.converted === 1,
    matches_position: decodeMatchesPosition(value.matches_position),
  };
}

function decodeMatchesPosition(value: unknown): SearchResult['matches_position'] {
  const matches: { [K in SearchMatchField]?: readonly MatchPosition[] } = {};
  if (!isRecord(value)) {
    return matches;
  }
  for (const field of SEARCH_MATCH_FIELDS) {
    const positions = value[field];
    const kept = Array.isArray(positions) ? positions.filter(isMatchPosition) : [];
    if (kept.length > 0) {
      matches[field] = kept.map(({ start, length }) => ({ start, length }));
    }
  }
  return matches;
}

function isMatchPosition(value: unknown): value is MatchPosition {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.start) &&
    (value.start as number) >= 0 &&
    isPositiveInteger(value.length)
  );
}

function isPositiveInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
