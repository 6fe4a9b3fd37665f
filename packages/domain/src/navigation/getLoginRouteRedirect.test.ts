import { describe, expect, it } from 'vitest';
import { getLoginRouteRedirect } from './getLoginRouteRedirect.ts';

const ops = { business_role: 'ops' };
const brand = { business_role: 'brand' };
const creator = { business_role: 'creator' };

describe('getLoginRouteRedirect', () => {
  it.each([
    ['signed out stays on the page', null, null, null],
    ['signed out with a redirect still stays', null, '/agency/traffic', null],
    ['agency user without a redirect goes home', ops, null, '/agency/home'],
    ['brand user goes to the brand home', brand, null, '/brand/home'],
    ['creator user goes to the creator home', creator, '', '/creator/home'],
    ['a safe redirect is followed', ops, '/agency/traffic?page=2', '/agency/traffic?page=2'],
    ['another origin is refused', ops, 'https://evil.example/', '/agency/home'],
    ['a protocol-relative URL is refused', brand, '//evil.example', '/brand/home'],
  ])('%s', (_case, profile, redirect, expected) => {
    expect(getLoginRouteRedirect(profile, redirect)).toBe(expected);
  });
});
