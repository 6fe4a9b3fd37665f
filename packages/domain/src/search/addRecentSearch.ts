import type { SearchResult } from '../model/SearchResult.ts';
import { RECENT_SEARCHES_LIMIT } from './searchConstants.ts';

/** Gets the recent searches with a result put first: unique by id and type, at most `max`. */
export function addRecentSearch(
  list: readonly SearchResult[],
  result: SearchResult,
  max: number = RECENT_SEARCHES_LIMIT,
): SearchResult[] {
  // Highlights belong to the query that found the result, not to the remembered copy.
  const others = list.filter((kept) => kept.id !== result.id || kept.type !== result.type);
  return [{ ...result, matches_position: {} }, ...others].slice(0, Math.max(0, Math.floor(max)));
}
