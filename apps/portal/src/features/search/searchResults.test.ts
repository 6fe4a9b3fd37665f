import type { SearchResult } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { searchResultHref, toGlobalSearchResult } from './searchResults.ts';

const hit = (patch: Partial<SearchResult>): SearchResult => ({
  id: 7,
  type: 'brand',
  name: 'Acme',
  logo: null,
  contact_email: null,
  publisher_id: null,
  content_type_id: null,
  airtime_customer: true,
  converted: false,
  matches_position: { name: [{ start: 0, length: 2 }] },
  ...patch,
});

describe('search results', () => {
  it.each([
    ['agency', hit({ type: 'agency' }), '/agency/agencies/7'],
    ['agency', hit({ type: 'brand' }), '/agency/brands/7'],
    ['agency', hit({ type: 'creator' }), '/agency/creators/7'],
    ['agency', hit({ type: 'channel', publisher_id: 3 }), '/agency/creators/3/channel/7'],
    ['brand', hit({ type: 'creator' }), '/brand/creators/7/profile'],
    ['brand', hit({ type: 'channel', publisher_id: 3 }), '/brand/creators/3/profile/7'],
    ['brand', hit({ type: 'brand' }), null],
    ['agency', hit({ type: 'channel' }), null],
  ] as const)('in the %s app, %j opens %s', (app, result, expected) => {
    expect(searchResultHref(app, result)).toBe(expected);
  });

  it('maps a hit to the DS result with its highlights and markers', () => {
    expect(toGlobalSearchResult(hit({ type: 'channel', content_type_id: 2 }))).toEqual({
      id: 'channel:7',
      name: 'Acme',
      typeLabel: 'Channel',
      imageUrl: null,
      contentType: 2,
      matches: [{ start: 0, length: 2 }],
      isCustomer: true,
      isConverted: false,
    });
  });
});
