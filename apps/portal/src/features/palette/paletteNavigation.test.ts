import { evaluateRouteAccess, ROUTE_ACCESS, type UserProfile } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { agencyRoutes } from '../../app/routes/agencyRoutes.ts';
import { brandRoutes } from '../../app/routes/brandRoutes.ts';
import { getAgencyNavGroups, getBottomLinks, getBrandNavGroups } from '../navigation/menus.tsx';
import { getPalettePages } from './paletteNavigation.ts';

const NOWHERE = { pathname: '', search: '' };

function agencyPages(roles: string[], permissions: string[]) {
  const profile = { business_role: 'ops', roles, permissions } as unknown as UserProfile;
  return getPalettePages(
    getAgencyNavGroups(profile, agencyRoutes),
    getBottomLinks(profile, 'agency', agencyRoutes),
    agencyRoutes,
    (access) =>
      evaluateRouteAccess({
        profile,
        appType: 'agency',
        access: ROUTE_ACCESS[access],
        location: NOWHERE,
      }).allow,
  ).map((page) => `${page.label} ${page.href}`);
}

describe('getPalettePages', () => {
  it.each([
    [
      'no Finance, Traffic nor Settings without their rights',
      [],
      [],
      ['Home /agency/home', 'Planning /agency/planning', 'Brands /agency/brands'],
      ['/agency/accounting', '/agency/traffic', '/agency/settings'],
    ],
    [
      "Finance's reports as its permissions allow",
      [],
      ['view_accounting', 'view_accounting.invoices'],
      ['Finance /agency/accounting', 'Brand Invoicing /agency/accounting/invoices'],
      ['/agency/accounting/brand-revenue', '/agency/accounting/payouts'],
    ],
    [
      "Traffic's three lists",
      [],
      ['view_traffic'],
      [
        'Traffic /agency/traffic',
        'Potentially Sponsored /agency/traffic/sponsored',
        'Unapproved Brands /agency/traffic/unapproved',
      ],
      [],
    ],
    [
      'Application settings and its tabs for a Super Admin',
      ['Super Admin'],
      [],
      ['Application settings /agency/settings', 'Roles /agency/settings/roles'],
      [],
    ],
    [
      'no planning, production nor brands for a Prospecting-only user',
      ['Prospecting'],
      ['view_prospects'],
      ['Prospecting /agency/prospecting', 'Creators /agency/creators'],
      ['/agency/planning', '/agency/production', '/agency/brands'],
    ],
  ])('%s', (_case, roles, permissions, offered, absent) => {
    const pages = agencyPages(roles, permissions);
    expect(pages).toEqual(expect.arrayContaining(offered));
    for (const path of absent)
      expect(pages.filter((page) => page.endsWith(` ${path}`))).toEqual([]);
  });

  it('offers each page once, the legal pages among them', () => {
    const pages = agencyPages(
      ['Super Admin'],
      ['view_accounting', 'view_traffic', 'view_prospects'],
    );
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).toContain('Privacy policy /agency/privacy');
  });

  it("offers the brand app's menu", () => {
    const profile = {
      business_role: 'brand',
      roles: [],
      permissions: [],
    } as unknown as UserProfile;
    const pages = getPalettePages(
      getBrandNavGroups(brandRoutes),
      getBottomLinks(profile, 'brand', brandRoutes),
      brandRoutes,
      () => true,
    );
    expect(pages.map((page) => page.href)).toEqual(
      expect.arrayContaining(['/brand/home', '/brand/calendar', '/brand/approvals']),
    );
  });
});
