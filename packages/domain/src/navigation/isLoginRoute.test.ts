import { describe, expect, it } from 'vitest';
import { isLoginRoute } from './isLoginRoute.ts';
import { LOGIN_ROUTE_PATHS } from './loginRoutes.ts';

describe('LOGIN_ROUTE_PATHS', () => {
  it('lists the five login-style pages of spec §2 in order', () => {
    expect(LOGIN_ROUTE_PATHS).toEqual([
      '/login',
      '/login-verification',
      '/forgot-password',
      '/reset-password',
      '/signup-request',
    ]);
  });
});

describe('isLoginRoute', () => {
  it.each([
    ['/login', true],
    ['/login-verification', true],
    ['/forgot-password', true],
    ['/reset-password', true],
    ['/signup-request', true],
    ['/LOGIN', true],
    ['/login/', true],
    ['/reset-password/abc123', true],
    ['/', false],
    ['', false],
    ['/agency/home', false],
    ['/loginx', false],
    ['/logins', false],
    ['/privacy', false],
    ['/agency/login', false],
  ])('%j → %s', (pathname, expected) => {
    expect(isLoginRoute(pathname)).toBe(expected);
  });
});
