import { describe, expect, it, vi } from 'vitest';
import {
  cachedKeys,
  isUnderPath,
  removeRecord,
  replaceRecord,
  updateCached,
  urlOfKey,
} from './cacheUpdates.ts';

const a = { id: 1, name: 'a' };
const b = { id: 2, name: 'b' };
const b2 = { id: 2, name: 'b2' };
const page = (data: object[], total = data.length) => ({
  data,
  included: {},
  meta: { per_page: 25, total },
  links: { next: null, prev: null },
});

describe('replaceRecord', () => {
  it.each([
    ['a record', b, b2],
    ['another record', a, a],
    ['an array', [a, b], [a, b2]],
    ['a list page', page([a, b]), page([a, b2])],
    ['infinite pages', [page([a]), page([b])], [page([a]), page([b2])]],
    ['nothing cached', undefined, undefined],
  ])('in %s', (_what, data, expected) => {
    expect(replaceRecord(data, b2)).toEqual(expected);
  });

  it('answers the same object when the id is not there', () => {
    const data = [page([a])];
    expect(replaceRecord(data, b2)).toBe(data);
  });
});

describe('removeRecord', () => {
  it.each([
    ['an array', [a, b], [a]],
    ['a list page, total down', page([a, b], 10), page([a], 9)],
    ['infinite pages', [page([a]), page([b])], [page([a]), page([])]],
    ['a record (left alone)', b, b],
  ])('from %s', (_what, data, expected) => {
    expect(removeRecord(data, 2)).toEqual(expected);
  });
});

describe('keys', () => {
  it.each([
    ['/api/brands', '/api/brands', true],
    ['/api/brands?s=a', '/api/brands', true],
    ['/api/brands/1', '/api/brands', false],
    ['/api/brands-x', '/api/brands', false],
  ])('isUnderPath(%s, %s) → %s', (url, path, expected) => {
    expect(isUnderPath(url, path)).toBe(expected);
  });

  it('finds plain and infinite keys, never subscription ones', () => {
    const cache = new Map<string, unknown>([
      ['/api/brands?s=a', {}],
      ['$inf$/api/brands?sort=name', {}],
      ['$sub$/api/brands', {}],
      ['/api/agencies', {}],
    ]);
    expect(cachedKeys(cache as never, (url) => isUnderPath(url, '/api/brands'))).toEqual([
      '/api/brands?s=a',
      '$inf$/api/brands?sort=name',
    ]);
    expect(urlOfKey('$inf$/api/x')).toBe('/api/x');
  });
});

describe('updateCached', () => {
  it('leaves alone a key still waiting for its first answer (a mutate would make SWR drop it)', async () => {
    const cache = new Map<string, unknown>([
      ['$inf$/api/brands?sort=name', { data: [page([a])] }],
      ['$inf$/api/brands?s=b', { isLoading: true }],
    ]);
    const mutate = vi.fn(async (_key: string) => undefined);
    await updateCached(
      { cache, mutate } as never,
      (url) => isUnderPath(url, '/api/brands'),
      (data) => replaceRecord(data, a),
    );
    expect(mutate.mock.calls.map(([key]) => key)).toEqual(['$inf$/api/brands?sort=name']);
  });
});
