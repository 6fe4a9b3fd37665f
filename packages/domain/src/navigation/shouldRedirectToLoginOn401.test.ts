import { describe, expect, it } from 'vitest';
import { shouldRedirectToLoginOn401 } from './shouldRedirectToLoginOn401.ts';

describe('shouldRedirectToLoginOn401', () => {
  it.each<[string, boolean, boolean | undefined, boolean]>([
    ['/agency/brands', false, undefined, true],
    ['/brand/home', false, false, true],
    ['/agency/brands', true, undefined, false],
    ['/', false, undefined, false],
    ['', false, undefined, false],
    ['/login', false, undefined, false],
    ['/login/', false, undefined, false],
    ['//', false, undefined, false],
    ['/login-verification', false, undefined, true],
    ['/login/extra', false, undefined, true],
    ['/loginx', false, undefined, true],
    ['/forgot-password', false, true, false],
    ['/privacy', true, true, false],
  ])(
    '%j, impersonating %s, public %s → %s',
    (pathname, isImpersonating, isPublicRoute, expected) => {
      expect(
        shouldRedirectToLoginOn401({
          pathname,
          isImpersonating,
          ...(isPublicRoute === undefined ? {} : { isPublicRoute }),
        }),
      ).toBe(expected);
    },
  );
});
