import { describe, expect, it } from 'vitest';
import type { SearchResultType } from '../model/SearchResult.ts';
import { buildSearchPayload } from './buildSearchPayload.ts';
import type { SearchApp, SearchPayload } from './searchConstants.ts';

describe('buildSearchPayload', () => {
  it.each<[SearchApp, string, SearchResultType | undefined, SearchPayload]>([
    ['agency', 'acme', undefined, { s: 'acme' }],
    ['agency', 'acme', 'agency', { s: 'acme', search_by: ['agency'] }],
    ['agency', 'acme', 'brand', { s: 'acme', search_by: ['brand'] }],
    ['agency', 'acme', 'creator', { s: 'acme', search_by: ['creator'] }],
    ['agency', 'acme', 'channel', { s: 'acme', search_by: ['channel'] }],
    ['agency', '  two words  ', undefined, { s: 'two words' }],
    ['agency', '', undefined, { s: '' }],
    ['agency', 'x', 'podcast' as SearchResultType, { s: 'x' }],
    ['brand', 'acme', undefined, { s: 'acme' }],
    ['brand', 'acme', 'creator', { s: 'acme' }],
    ['brand', ' é & = ', 'agency', { s: 'é & =' }],
  ])('%s search for %j by %j sends %j', (app, text, type, expected) => {
    expect(buildSearchPayload(app, text, type)).toEqual(expected);
  });

  it('fails loudly on an app outside the union', () => {
    expect(() => buildSearchPayload('creator' as never, 'x')).toThrow(
      'Unexpected search app: "creator"',
    );
  });
});
