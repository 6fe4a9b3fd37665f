import { describe, expect, it } from 'vitest';
import { callUrl, encodeQuery, fillPath } from './defineCall.ts';

describe('fillPath', () => {
  it.each([
    ['/api/brands', {}, '/api/brands'],
    ['/api/brands/:id', { id: 7 }, '/api/brands/7'],
    [
      '/api/threads/:type/:id/:visibility',
      { type: 'brand', id: 2, visibility: 'internal' },
      '/api/threads/brand/2/internal',
    ],
    ['/api/thread/:id/subscriptions/:subId', { id: 1, subId: 9 }, '/api/thread/1/subscriptions/9'],
    ['/api/x/:name', { name: 'a b/c' }, '/api/x/a%20b%2Fc'],
    ['/api//brand/brands-with-access/:id', { id: 4 }, '/api//brand/brands-with-access/4'],
  ])('%s with %o → %s', (path, params, expected) => {
    expect(fillPath(path, params)).toBe(expected);
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/api/brands/:id', {})).toThrow("Missing path parameter 'id'");
  });
});

describe('encodeQuery', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ s: 'acme' }, 's=acme'],
    [{ b: 1, a: 2 }, 'a=2&b=1'],
    [{ is_active: true, converted: false }, 'converted=0&is_active=1'],
    [{ agency_id: [38, 176] }, 'agency_id[]=38&agency_id[]=176'],
    [{ search_by: ['brand'] }, 'search_by[]=brand'],
    [{ s: undefined, page: 2 }, 'page=2'],
    [{ representative_id: null }, 'representative_id='],
    [{ s: 'a&b=c' }, 's=a%26b%3Dc'],
    [{ sort: '-budget' }, 'sort=-budget'],
    [{ sort: ['-budget', 'name'] }, 'sort=-budget,name'],
  ])('%o → %s', (query, expected) => {
    expect(encodeQuery(query)).toBe(expected);
  });
});

describe('callUrl', () => {
  it.each([
    [{}, '/api/brands/3'],
    [{ query: { include: 'stats' } }, '/api/brands/3?include=stats'],
  ])('adds the query %o', (extra, expected) => {
    expect(callUrl({ path: '/api/brands/:id' }, { params: { id: 3 }, ...extra })).toBe(expected);
  });
});
