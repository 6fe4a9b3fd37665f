import { describe, expect, it } from 'vitest';
import type { AppType } from './appTypes.ts';
import { evaluateRouteAccess, type RouteAccessInput } from './evaluateRouteAccess.ts';
import { PERSONAS, type PersonaName } from './personas.fixtures.ts';
import { ROUTE_ACCESS, type RouteAccess, type RouteAccessKey } from './routeAccess.ts';

type Profile = RouteAccessInput['profile'];

const ALLOW = { allow: true };
const to = (redirectTo: string) => ({ allow: false, redirectTo });

const ops = (roles: readonly string[], permissions: readonly string[] = []): Profile => ({
  business_role: 'ops',
  roles,
  permissions,
});

const AT = { pathname: '/agency/somewhere', search: '' };

describe('evaluateRouteAccess', () => {
  it.each<[string, Profile, AppType | null, RouteAccess, ReturnType<typeof to> | typeof ALLOW]>([
    // Signed out.
    ['signed out, public route', null, null, { isPublic: true }, ALLOW],
    ['signed out, public route in an app area', null, 'brand', { isPublic: true }, ALLOW],
    [
      'signed out, protected route',
      null,
      'agency',
      {},
      to('/login?redirect=%2Fagency%2Fsomewhere'),
    ],
    [
      'signed out, route outside any app area',
      null,
      null,
      {},
      to('/login?redirect=%2Fagency%2Fsomewhere'),
    ],
    // Public routes skip every other check.
    [
      'brand user on a public agency route that needs a role',
      { business_role: 'brand', roles: [], permissions: [] },
      'agency',
      { isPublic: true, roleAccess: ['Super Admin'] },
      ALLOW,
    ],
    // App area.
    ['agency user, no rule', ops([]), 'agency', {}, ALLOW],
    ['agency user in the brand app', ops([]), 'brand', {}, ALLOW],
    ['agency user in the creator app', ops([]), 'creator', {}, ALLOW],
    [
      'brand user in the agency app',
      { business_role: 'brand', roles: [], permissions: [] },
      'agency',
      {},
      to('/brand/home'),
    ],
    [
      'creator user in the brand app',
      { business_role: 'creator', roles: [], permissions: [] },
      'brand',
      {},
      to('/creator/home'),
    ],
    [
      'unknown business role is a creator',
      { business_role: 'talent', roles: [], permissions: [] },
      'creator',
      {},
      ALLOW,
    ],
    [
      'no app type skips the app check',
      { business_role: 'creator', roles: [], permissions: [] },
      null,
      {},
      ALLOW,
    ],
    [
      'app check comes before the role check',
      { business_role: 'brand', roles: [], permissions: [] },
      'agency',
      { roleAccess: ['Super Admin'] },
      to('/brand/home'),
    ],
    // Roles: any of.
    ['empty roleAccess needs nothing', ops([]), 'agency', { roleAccess: [] }, ALLOW],
    [
      'one of several roles is enough',
      ops(['Administrator']),
      'agency',
      { roleAccess: ['Super Admin', 'Administrator'] },
      ALLOW,
    ],
    [
      'missing role goes home',
      ops(['Administrator']),
      'agency',
      { roleAccess: ['Super Admin'] },
      to('/agency/home'),
    ],
    [
      'unknown roles grant nothing',
      ops(['super admin', 'Owner']),
      'agency',
      { roleAccess: ['Super Admin'] },
      to('/agency/home'),
    ],
    [
      'missing role in the creator app goes to creator home',
      { business_role: 'creator', roles: [], permissions: [] },
      'creator',
      { roleAccess: ['Administrator'] },
      to('/creator/home'),
    ],
    // Permissions: all of.
    [
      'all permissions held',
      ops([], ['view_accounting', 'view_traffic']),
      'agency',
      { permissions: ['view_accounting', 'view_traffic'] },
      ALLOW,
    ],
    [
      'one permission missing goes home',
      ops([], ['view_accounting']),
      'agency',
      { permissions: ['view_accounting', 'view_traffic'] },
      to('/agency/home'),
    ],
    ['empty permissions need nothing', ops([]), 'agency', { permissions: [] }, ALLOW],
    [
      'role held but permission missing goes home',
      ops(['Super Admin'], []),
      'agency',
      { roleAccess: ['Super Admin'], permissions: ['view_traffic'] },
      to('/agency/home'),
    ],
    // Prospecting-only block.
    [
      'prospecting-only user is blocked to agency home',
      ops(['Prospecting'], ['view_prospects']),
      'agency',
      { blockProspectingOnly: true },
      to('/agency/home'),
    ],
    [
      'Prospecting with another role is not blocked',
      ops(['Prospecting', 'Read Only']),
      'agency',
      { blockProspectingOnly: true },
      ALLOW,
    ],
    [
      'prospecting-only user on a route without the block',
      ops(['Prospecting']),
      'agency',
      {},
      ALLOW,
    ],
    [
      'the block sends to agency home even from another app',
      { business_role: 'brand', roles: ['Prospecting'], permissions: [] },
      'brand',
      { blockProspectingOnly: true },
      to('/agency/home'),
    ],
    [
      'a missing permission is checked before the block (own home)',
      { business_role: 'brand', roles: ['Prospecting'], permissions: [] },
      'brand',
      { blockProspectingOnly: true, permissions: ['view_traffic'] },
      to('/brand/home'),
    ],
    // Forecasting rule.
    [
      'forecasting with Administrator',
      ops(['Administrator']),
      'agency',
      { requireForecastingRole: true },
      ALLOW,
    ],
    [
      'forecasting with Super Admin',
      ops(['Super Admin']),
      'agency',
      { requireForecastingRole: true },
      ALLOW,
    ],
    [
      'forecasting without the role goes to the brands list',
      ops(['Read Only']),
      'agency',
      { requireForecastingRole: true },
      to('/agency/brands'),
    ],
    [
      'forecasting: a missing permission goes home first',
      ops([], []),
      'agency',
      { permissions: ['view_accounting'], requireForecastingRole: true },
      to('/agency/home'),
    ],
    [
      'forecasting: the Prospecting block comes first',
      ops(['Prospecting']),
      'agency',
      { blockProspectingOnly: true, requireForecastingRole: true },
      to('/agency/home'),
    ],
  ])('%s', (_name, profile, appType, access, expected) => {
    expect(evaluateRouteAccess({ profile, appType, access, location: AT })).toEqual(expected);
  });

  it.each([
    [
      '/agency/brands',
      '?sort=name&page=2',
      '/login?redirect=%2Fagency%2Fbrands%3Fsort%3Dname%26page%3D2',
    ],
    ['/brand/reports/events', '', '/login?redirect=%2Fbrand%2Freports%2Fevents'],
    ['/creator/brand/3', '?tab=a b', '/login?redirect=%2Fcreator%2Fbrand%2F3%3Ftab%3Da%20b'],
  ])('keeps %s%s in the login redirect', (pathname, search, expected) => {
    expect(
      evaluateRouteAccess({
        profile: null,
        appType: 'agency',
        access: {},
        location: { pathname, search },
      }),
    ).toEqual(to(expected));
  });
});

// Decisions §7 against every persona of decisions §4.
const ROUTE_PATHS: Record<RouteAccessKey, string> = {
  'agency.accounting': '/agency/accounting',
  'agency.accounting.brand-revenue': '/agency/accounting/brand-revenue',
  'agency.accounting.brand-forecasting': '/agency/accounting/brand-forecasting',
  'agency.accounting.invoices': '/agency/accounting/invoices',
  'agency.accounting.creator-revenue': '/agency/accounting/creator-revenue',
  'agency.accounting.payouts': '/agency/accounting/payouts',
  'agency.brands': '/agency/brands/12',
  'agency.brand.reporting.revenue': '/agency/brands/12/reporting/revenue',
  'agency.creator.reporting': '/agency/creators/7/reporting/events',
  'agency.creator.reporting.revenue': '/agency/creators/7/reporting/revenue',
  'agency.prospecting': '/agency/prospecting/watchlist',
  'agency.traffic': '/agency/traffic/sponsored',
  'agency.settings': '/agency/settings/roles',
};

const A = 'allow';
const H = '/agency/home';
const B = '/agency/brands';
type Expected = typeof A | string;

function everyRoute(expected: Expected): Record<RouteAccessKey, Expected> {
  return Object.fromEntries(Object.keys(ROUTE_PATHS).map((key) => [key, expected])) as Record<
    RouteAccessKey,
    Expected
  >;
}

const MATRIX: Record<PersonaName, Record<RouteAccessKey, Expected>> = {
  superadmin: everyRoute(A),
  admin: { ...everyRoute(A), 'agency.traffic': H, 'agency.settings': H },
  verify: { ...everyRoute(A), 'agency.settings': H },
  ops: {
    'agency.accounting': H,
    'agency.accounting.brand-revenue': H,
    'agency.accounting.brand-forecasting': H,
    'agency.accounting.invoices': H,
    'agency.accounting.creator-revenue': H,
    'agency.accounting.payouts': H,
    'agency.brands': A,
    'agency.brand.reporting.revenue': H,
    'agency.creator.reporting': A,
    'agency.creator.reporting.revenue': H,
    'agency.prospecting': A,
    'agency.traffic': A,
    'agency.settings': H,
  },
  finance: {
    'agency.accounting': A,
    'agency.accounting.brand-revenue': H,
    'agency.accounting.brand-forecasting': B,
    'agency.accounting.invoices': A,
    'agency.accounting.creator-revenue': H,
    'agency.accounting.payouts': A,
    'agency.brands': A,
    'agency.brand.reporting.revenue': H,
    'agency.creator.reporting': A,
    'agency.creator.reporting.revenue': H,
    'agency.prospecting': H,
    'agency.traffic': H,
    'agency.settings': H,
  },
  readonly: {
    'agency.accounting': A,
    'agency.accounting.brand-revenue': A,
    'agency.accounting.brand-forecasting': B,
    'agency.accounting.invoices': H,
    'agency.accounting.creator-revenue': H,
    'agency.accounting.payouts': H,
    'agency.brands': A,
    'agency.brand.reporting.revenue': A,
    'agency.creator.reporting': A,
    'agency.creator.reporting.revenue': H,
    'agency.prospecting': H,
    'agency.traffic': H,
    'agency.settings': H,
  },
  prospector: { ...everyRoute(H), 'agency.prospecting': A },
  brand: everyRoute('/brand/home'),
  creator: everyRoute('/creator/home'),
};

const MATRIX_ROWS = Object.entries(MATRIX).flatMap(([persona, routes]) =>
  Object.entries(routes).map(([key, expected]) => [persona, key, expected] as const),
);

describe('ROUTE_ACCESS × personas', () => {
  it('covers every persona and every route', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(PERSONAS).sort());
    expect(Object.keys(ROUTE_PATHS).sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
    expect(MATRIX_ROWS).toHaveLength(9 * 13);
  });

  it.each(MATRIX_ROWS)('%s on %s → %s', (persona, key, expected) => {
    const routeKey = key as RouteAccessKey;
    const result = evaluateRouteAccess({
      profile: PERSONAS[persona as PersonaName],
      appType: 'agency',
      access: ROUTE_ACCESS[routeKey],
      location: { pathname: ROUTE_PATHS[routeKey], search: '?page=2' },
    });
    expect(result).toEqual(expected === A ? ALLOW : to(expected));
  });

  it.each(Object.entries(ROUTE_PATHS))('signed out on %s → login', (key, pathname) => {
    const result = evaluateRouteAccess({
      profile: null,
      appType: 'agency',
      access: ROUTE_ACCESS[key as RouteAccessKey],
      location: { pathname, search: '?page=2' },
    });
    expect(result).toEqual(to(`/login?redirect=${encodeURIComponent(`${pathname}?page=2`)}`));
  });
});
