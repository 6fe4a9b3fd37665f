import type { SearchResultType } from '../model/SearchResult.ts';
import { assertNever } from '../shared/assertNever.ts';
import { SEARCH_TYPES_BY_APP, type SearchApp, type SearchPayload } from './searchConstants.ts';

/** Builds the global search query: the trimmed text, narrowed to one type where allowed. */
export function buildSearchPayload(
  app: SearchApp,
  text: string,
  type?: SearchResultType,
): SearchPayload {
  const s = text.trim();
  switch (app) {
    case 'agency': {
      const narrowed = SEARCH_TYPES_BY_APP.agency.find((known) => known === type);
      return narrowed === undefined ? { s } : { s, search_by: [narrowed] };
    }
    case 'brand':
      // The brand search takes only the text (spec §7) and always covers creators and channels.
      return { s };
    default:
      return assertNever(app, 'search app');
  }
}
