import { describe, expect, it } from 'vitest';
import { shouldReportPerformance } from './shouldReportPerformance.ts';

type Context = Parameters<typeof shouldReportPerformance>[0];
const fast: Context = {
  hardwareConcurrency: 8,
  effectiveConnectionType: '4g',
  search: '',
  pathname: '/agency/home',
};

describe('shouldReportPerformance', () => {
  it.each<[string, Partial<Context>, boolean]>([
    ['a capable device on a plain page', {}, true],
    ['3 cores, just above low-end', { hardwareConcurrency: 3 }, true],
    ['2 cores', { hardwareConcurrency: 2 }, false],
    ['1 core', { hardwareConcurrency: 1 }, false],
    ['0 cores reported', { hardwareConcurrency: 0 }, false],
    ['unknown cores', { hardwareConcurrency: undefined }, true],
    ['a 3g connection', { effectiveConnectionType: '3g' }, true],
    ['a 2g connection', { effectiveConnectionType: '2g' }, false],
    ['a slow-2g connection', { effectiveConnectionType: 'slow-2g' }, false],
    ['a 2G connection in capitals', { effectiveConnectionType: '2G' }, false],
    ['an unknown connection', { effectiveConnectionType: undefined }, true],
    ['a connection type never seen before', { effectiveConnectionType: '5g' }, true],
    ['a query string', { search: '?page=2' }, false],
    ['a query string without its ?', { search: 'page=2' }, false],
    ['a bare ?', { search: '?' }, true],
    ['the login page', { pathname: '/login' }, false],
    ['the login page with a trailing slash', { pathname: '/login/' }, false],
    ['the login page in capitals', { pathname: '/LOGIN' }, false],
    ['the login verification page', { pathname: '/login-verification' }, false],
    ['the forgot password page', { pathname: '/forgot-password' }, false],
    ['the reset password page with a token', { pathname: '/reset-password/abc123' }, false],
    ['the signup request page', { pathname: '/signup-request' }, false],
    ['a path that only starts like login', { pathname: '/loginx' }, true],
    ['a page named login inside an app', { pathname: '/agency/login' }, true],
    ['the root', { pathname: '/' }, true],
    ['the brand calendar', { pathname: '/brand/calendar' }, true],
  ])('%s: %s', (_name, overrides, expected) => {
    expect(shouldReportPerformance({ ...fast, ...overrides })).toBe(expected);
  });

  it('works without the optional device facts', () => {
    expect(shouldReportPerformance({ search: '', pathname: '/creator/home' })).toBe(true);
  });
});
