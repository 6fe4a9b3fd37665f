import { describe, expect, it } from 'vitest';
import { getBrand, listBrands, updateBrand } from '../endpoints/brands.ts';
import { getCampaign, listCampaigns } from '../endpoints/campaigns.ts';
import { listContacts } from '../endpoints/contacts.ts';
import type { AnyCall } from '../endpoints/defineCall.ts';
import { listMessages } from '../endpoints/messages.ts';
import { getThread } from '../endpoints/threads.ts';
import { callParamsOf, keyFor, matchesAny, matchesCall } from './keys.ts';

describe('keyFor', () => {
  it.each<[string, string]>([
    [keyFor(listBrands), '/api/brands'],
    [keyFor(listBrands, { query: { sort: 'name', s: 'ac' } }), '/api/brands?s=ac&sort=name'],
    [keyFor(getBrand, { params: { id: 2 } }), '/api/brands/2'],
  ])('%s', (key, expected) => {
    expect(key).toBe(expected);
  });

  it('refuses a write: it is never cached', () => {
    expect(() => keyFor(updateBrand as AnyCall)).toThrow('POST /api/brands/:id is not cacheable.');
  });
});

describe('matchesCall', () => {
  it.each<[string, (keyOrUrl: string) => boolean, string, boolean]>([
    ['the list', matchesCall(listBrands), '/api/brands', true],
    ['the list, any query', matchesCall(listBrands), '/api/brands?s=a&sort=name', true],
    ['the list, an infinite key', matchesCall(listBrands), '$inf$/api/brands?sort=name', true],
    ['the list, not a record', matchesCall(listBrands), '/api/brands/2', false],
    ['the list, not a longer path', matchesCall(listBrands), '/api/brands-x', false],
    ['any record', matchesCall(getBrand), '/api/brands/2', true],
    ['any record, any query', matchesCall(getBrand), '/api/brands/2?include=x', true],
    ['any record, not the list', matchesCall(getBrand), '/api/brands', false],
    ['any record, not below it', matchesCall(getBrand), '/api/brands/2/budget', false],
    ['one record', matchesCall(getBrand, { id: 2 }), '/api/brands/2', true],
    ['one record, any query', matchesCall(getBrand, { id: 2 }), '/api/brands/2?x=1', true],
    ['one record, not another', matchesCall(getBrand, { id: 2 }), '/api/brands/21', false],
    ['several params', matchesCall(getThread), '/api/threads/brand/2/internal', true],
    ['several params, too few', matchesCall(getThread), '/api/threads/brand/2', false],
    [
      "one record's list",
      matchesCall(listContacts, { subjectType: 'brands', subjectId: 2 }),
      '$inf$/api/brands/2/contacts?per_page=25',
      true,
    ],
    [
      "another record's list",
      matchesCall(listContacts, { subjectType: 'brands', subjectId: 2 }),
      '/api/agencies/2/contacts',
      false,
    ],
  ])('%s: %s', (_name, match, url, expected) => {
    expect(match(url)).toBe(expected);
  });

  it('refuses a write: it is never cached', () => {
    expect(() => matchesCall(updateBrand)).toThrow('not cacheable');
  });
});

describe('callParamsOf', () => {
  it.each<[AnyCall, string, Record<string, string> | undefined]>([
    [listMessages, '$inf$/api/threads/3/messages?cursor=x', { id: '3' }],
    [listMessages, '/api/threads/3/messages', { id: '3' }],
    [listMessages, '/api/threads/3', undefined],
    [
      getThread,
      '/api/threads/event_production/9/internal',
      {
        type: 'event_production',
        id: '9',
        visibility: 'internal',
      },
    ],
    [listBrands, '/api/brands?s=a', {}],
  ])('%s of %s', (call, url, expected) => {
    expect(callParamsOf(call, url)).toEqual(expected);
  });
});

describe('matchesAny', () => {
  it.each<[string, boolean]>([
    ['/api/new-campaigns?group=x', true],
    ['/api/new-campaigns/5', true],
    ['/api/brands/2', true],
    ['/api/brands/3', false],
    ['/api/brands', false],
  ])('calls and tests together: %s → %s', (url, expected) => {
    const match = matchesAny([listCampaigns, getCampaign, matchesCall(getBrand, { id: 2 })]);
    expect(match(url)).toBe(expected);
  });
});
