import type { MatchPosition, SearchResult, SearchResultType } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import { getSearchIndex, type SearchEntry } from './searchIndex.ts';

/** Every run of `needle` in `haystack` (both folded), without overlaps. */
export function findMatches(haystack: string | null, needle: string): MatchPosition[] {
  if (haystack === null || needle === '') return [];
  const out: MatchPosition[] = [];
  for (
    let start = haystack.indexOf(needle);
    start !== -1;
    start = haystack.indexOf(needle, start + needle.length)
  ) {
    out.push({ start, length: needle.length });
  }
  return out;
}

/** Lower is better: the whole name, then its start, then a word's start, then anywhere, then the email. */
function rank(entry: SearchEntry, needle: string): number {
  const name = entry.nameFolded;
  let start = name.indexOf(needle);
  if (start === -1) return 4;
  if (name.length === needle.length) return 0;
  if (start === 0) return 1;
  for (; start !== -1; start = name.indexOf(needle, start + 1)) {
    if (/\s/.test(name.charAt(start - 1))) return 2;
  }
  return 3;
}

interface Hit {
  readonly entry: SearchEntry;
  readonly rank: number;
}

function compareHits(a: Hit, b: Hit): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.entry.nameFolded !== b.entry.nameFolded)
    return a.entry.nameFolded < b.entry.nameFolded ? -1 : 1;
  return a.entry.id - b.entry.id;
}

export interface NavigationSearchResult {
  readonly results: SearchResult[];
  /** Matches across the searched types before the per-type limit. */
  readonly total: number;
}

/**
 * The global search (spec §2 'Global search'): records of `types` whose name or contact email
 * contains the text, case-insensitively, best matches first, at most `limit` per type, with the
 * matched runs of each field in `matches_position` (UTF-16 offsets of the original text; folding
 * keeps lengths for the Latin text the seed makes).
 */
export function navigationSearch(
  store: Store,
  text: string,
  types: readonly SearchResultType[],
  limit: number,
): NavigationSearchResult {
  const needle = text.trim().toLowerCase();
  if (needle === '') return { results: [], total: 0 };
  const index = getSearchIndex(store);
  const results: SearchResult[] = [];
  let total = 0;
  for (const type of types) {
    // Keeps only the best `limit` hits while scanning, and finds match runs for those alone:
    // a two-letter search can hit thousands of the 30,000 records of the large scale.
    const best: Hit[] = [];
    for (const entry of index.get(type) ?? []) {
      const inName = entry.nameFolded.includes(needle);
      if (!inName && entry.contactEmailFolded?.includes(needle) !== true) continue;
      total += 1;
      const hit = { entry, rank: inName ? rank(entry, needle) : 4 };
      if (best.length === limit && compareHits(hit, best[limit - 1] as Hit) >= 0) continue;
      let position = best.length;
      while (position > 0 && compareHits(hit, best[position - 1] as Hit) < 0) position -= 1;
      best.splice(position, 0, hit);
      if (best.length > limit) best.pop();
    }
    for (const { entry } of best) {
      const name = findMatches(entry.nameFolded, needle);
      const email = findMatches(entry.contactEmailFolded, needle);
      results.push({
        id: entry.id,
        type: entry.type,
        name: entry.name,
        logo: entry.logo,
        contact_email: entry.contactEmail,
        publisher_id: entry.publisherId,
        content_type_id: entry.contentTypeId,
        airtime_customer: entry.airtimeCustomer,
        converted: entry.converted,
        matches_position: {
          ...(name.length > 0 ? { name } : {}),
          ...(email.length > 0 ? { contact_email: email } : {}),
        },
      });
    }
  }
  return { results, total };
}
