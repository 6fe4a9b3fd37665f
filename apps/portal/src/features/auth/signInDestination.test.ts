import { describe, expect, it } from 'vitest';
import { getSignInDestination, withRedirect } from './signInDestination.ts';

describe('getSignInDestination', () => {
  it.each<[string, string | null, string, string]>([
    ['no redirect: the agency home', null, 'ops', '/agency/home'],
    ['no redirect: the brand home', null, 'brand', '/brand/home'],
    ['no redirect: the creator home', null, 'creator', '/creator/home'],
    [
      'a same-origin path with its query',
      '/agency/brands?sort=name',
      'ops',
      '/agency/brands?sort=name',
    ],
    ['another origin', '//evil.example', 'ops', '/agency/home'],
    ['a scheme', 'javascript:alert(1)', 'brand', '/brand/home'],
    ['an encoded other origin', '/%2F%2Fevil.example', 'ops', '/agency/home'],
  ])('%s', (_case, redirect, role, expected) => {
    expect(getSignInDestination(redirect, { business_role: role })).toBe(expected);
  });
});

describe('withRedirect', () => {
  it.each<[string | null, string]>([
    [null, '/login'],
    ['', '/login'],
    ['/agency/brands?sort=name', '/login?redirect=%2Fagency%2Fbrands%3Fsort%3Dname'],
  ])('%s', (redirect, expected) => {
    expect(withRedirect('/login', redirect)).toBe(expected);
  });
});
