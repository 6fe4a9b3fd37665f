import type { GlobalSearchResult } from '@airtime/design-system';
import {
  assertNever,
  SEARCH_RESULT_TYPE_TITLES,
  type SearchApp,
  type SearchResult,
} from '@airtime/domain';
import { href } from '../../app/paths.ts';

/** A result's key among others of every type: ids repeat across types. */
export function searchResultKey(result: Pick<SearchResult, 'id' | 'type'>): string {
  return `${result.type}:${result.id}`;
}

/** A search hit as the DS GlobalSearch shows it: picture, highlighted name, platform, markers. */
export function toGlobalSearchResult(result: SearchResult): GlobalSearchResult {
  return {
    id: searchResultKey(result),
    name: result.name,
    typeLabel: SEARCH_RESULT_TYPE_TITLES[result.type],
    imageUrl: result.logo,
    contentType: result.content_type_id,
    matches: result.matches_position.name ?? null,
    isCustomer: result.airtime_customer,
    isConverted: result.converted,
  };
}

/** The page a result opens in each app, or null when it has none there. */
export function searchResultHref(app: SearchApp, result: SearchResult): string | null {
  const creatorId = result.publisher_id;
  switch (result.type) {
    case 'agency':
      return app === 'agency' ? href('agency-agency', { agencyId: result.id }) : null;
    case 'brand':
      return app === 'agency' ? href('agency-brand-dashboard', { brandId: result.id }) : null;
    case 'creator':
      return app === 'agency'
        ? href('agency-creator', { creatorId: result.id })
        : href('brand-creator', { creatorId: result.id });
    case 'channel':
      if (creatorId === null) return null;
      return app === 'agency'
        ? href('agency-creator-channel', { creatorId, channelId: result.id })
        : href('brand-creator', { creatorId, channelId: result.id });
    default:
      return assertNever(result.type, 'search result type');
  }
}
