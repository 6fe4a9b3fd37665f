import { describe, expect, it } from 'vitest';
import { getLoginRedirectPath, type LoginRedirectReason } from './getLoginRedirectPath.ts';

describe('getLoginRedirectPath', () => {
  it.each<[string, string | undefined, LoginRedirectReason | undefined, string]>([
    ['/agency/brands', '?sort=name', undefined, '/login?redirect=%2Fagency%2Fbrands%3Fsort%3Dname'],
    ['/agency/brands', 'sort=name', undefined, '/login?redirect=%2Fagency%2Fbrands%3Fsort%3Dname'],
    ['/agency/brands', '', undefined, '/login?redirect=%2Fagency%2Fbrands'],
    ['/agency/brands', '?', undefined, '/login?redirect=%2Fagency%2Fbrands'],
    ['/agency/brands', undefined, undefined, '/login?redirect=%2Fagency%2Fbrands'],
    ['', '', undefined, '/login?redirect=%2F'],
    ['/', '?a=1', undefined, '/login?redirect=%2F%3Fa%3D1'],
    ['/brand/inbox', '?q=a&b#c', 'signed-out', '/login?redirect=%2Fbrand%2Finbox%3Fq%3Da%26b%23c'],
    ['/a b/é', '', 'signed-out', '/login?redirect=%2Fa%20b%2F%C3%A9'],
    [
      '/agency/traffic',
      '?page=2',
      'unauthorized',
      '/login?redirect=%2Fagency%2Ftraffic%3Fpage%3D2&checked=true',
    ],
    ['/creator/home', '', 'unauthorized', '/login?redirect=%2Fcreator%2Fhome&checked=true'],
  ])('%j + %j (%s) → %s', (path, search, reason, expected) => {
    expect(
      getLoginRedirectPath({
        path,
        ...(search === undefined ? {} : { search }),
        ...(reason === undefined ? {} : { reason }),
      }),
    ).toBe(expected);
  });

  it('throws on a reason it does not know', () => {
    expect(() =>
      getLoginRedirectPath({ path: '/', reason: 'expired' as LoginRedirectReason }),
    ).toThrow('Unexpected login redirect reason: "expired"');
  });
});
