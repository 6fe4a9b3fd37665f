import type { SearchResult } from '../model/SearchResult.ts';
import { decodeSearchResult } from './decodeSearchResult.ts';
import { RECENT_SEARCHES_LIMIT } from './searchConstants.ts';

/** Reads stored recent searches, keeping the readable, unique entries and never throwing. */
export function parseRecentSearches(
  json: string | null,
  max: number = RECENT_SEARCHES_LIMIT,
): SearchResult[] {
  const stored = parseJson(json);
  if (!Array.isArray(stored)) {
    return [];
  }
  const results: SearchResult[] = [];
  for (const item of stored) {
    const result = decodeSearchResult(item);
    if (
      result !== undefined &&
      !results.some((kept) => kept.id === result.id && kept.type === result.type)
    ) {
      results.push(result);
    }
  }
  return results.slice(0, Math.max(0, Math.floor(max)));
}

function parseJson(json: string | null): unknown {
  if (json === null) {
    return undefined;
  }
  try {
    return JSON.parse(json);
  } catch {
    // Another tab, an old version or a user may have left anything under the key.
    return undefined;
  }
}
