import type { Brand } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { agencyRoutes } from '../../app/routes/agencyRoutes.ts';
import { brandRoutes } from '../../app/routes/brandRoutes.ts';
import { creatorRoutes } from '../../app/routes/creatorRoutes.ts';
import {
  getAgencyNavGroups,
  getBottomLinks,
  getBrandNavGroups,
  getCreatorNavGroups,
  getCurrentNavId,
} from './menus.tsx';

const profile = (roles: string[], permissions: string[]) => ({ roles, permissions });
const APP_ROUTES = { agency: agencyRoutes, brand: brandRoutes };
const labels = (groups: ReturnType<typeof getAgencyNavGroups>) =>
  groups.flatMap((group) => group.items.map((item) => item.label));

function brand(id: number, name: string, last: string | null, isActive = true): Brand {
  return { id, name, last_event_date: last, is_active: isActive } as Brand;
}

describe('side menus', () => {
  it.each([
    [
      'ops (no view_accounting)',
      profile([], ['view_prospects', 'view_traffic']),
      [
        'Home',
        'Prospecting',
        'Planning',
        'Production',
        'Agencies',
        'Brands',
        'Creators',
        'Traffic',
      ],
    ],
    [
      'a Prospecting-only user',
      profile(['Prospecting'], ['view_prospects']),
      ['Home', 'Prospecting', 'Agencies', 'Creators'],
    ],
    [
      'finance',
      profile([], ['view_accounting']),
      ['Home', 'Planning', 'Production', 'Agencies', 'Brands', 'Creators', 'Finance'],
    ],
  ])('agency menu for %s', (_name, user, expected) => {
    expect(labels(getAgencyNavGroups(user, agencyRoutes))).toEqual(expected);
  });

  it('links each item to its page, labelled as its route', () => {
    const all = profile([], ['view_prospects', 'view_accounting', 'view_traffic']);
    const agency = getAgencyNavGroups(all, agencyRoutes)[0]?.items;
    expect(agency?.map((item) => `${item.label} ${item.href}`)).toEqual([
      'Home /agency/home',
      'Prospecting /agency/prospecting',
      'Planning /agency/planning',
      'Production /agency/production',
      'Agencies /agency/agencies',
      'Brands /agency/brands',
      'Creators /agency/creators',
      'Finance /agency/accounting',
      'Traffic /agency/traffic',
    ]);
    const brand = getBrandNavGroups(brandRoutes)[0]?.items;
    expect(brand?.map((item) => `${item.label} ${item.href}`)).toEqual([
      'Dashboard /brand/home',
      'Calendar /brand/calendar',
      'Creators /brand/approvals',
      'Prospecting /brand/prospecting',
      'Reporting /brand/reports',
    ]);
  });

  it.each([
    ['a Super Admin in the agency', ['Super Admin'], 'agency', 4],
    ['a Super Admin in the brand app', ['Super Admin'], 'brand', 3],
    ['an Administrator in the agency', ['Administrator'], 'agency', 3],
  ] as const)('bottom links for %s', (_name, roles, appType, count) => {
    const links = getBottomLinks({ roles: [...roles] }, appType, APP_ROUTES[appType]);
    expect(links).toHaveLength(count);
    expect(links.at(-3)).toMatchObject({ label: 'Contact support', href: `/${appType}/optout` });
    expect(links.at(-2)).toMatchObject({ label: 'Privacy policy', href: `/${appType}/privacy` });
    expect(links.at(-1)).toMatchObject({ label: 'Terms of service', href: `/${appType}/terms` });
    if (count === 4) {
      expect(links[0]).toMatchObject({ label: 'Application settings', href: '/agency/settings' });
    }
  });

  it('has no bottom links for creators', () => {
    expect(getBottomLinks({ roles: ['Super Admin'] }, 'creator', creatorRoutes)).toEqual([]);
  });

  it('lists a creator’s brands by activity with their last airing', () => {
    const groups = getCreatorNavGroups(creatorRoutes, {
      active: [brand(3, 'Acme', '2026-03-05')],
      inactive: [brand(4, 'Globex', null, false)],
    });
    expect(groups[0]?.items.map((item) => `${item.label} ${item.href}`)).toEqual([
      'Performance /creator/home',
      'Payments /creator/payments',
      'Projections /creator/projections',
    ]);
    expect(groups.map((group) => group.title)).toEqual([
      undefined,
      'Active Brands',
      'Inactive Brands',
    ]);
    expect(groups[1]?.items[0]).toMatchObject({
      id: 'brand-3',
      label: 'Acme',
      href: '/creator/brand/3',
      description: 'Last aired 03/05/2026',
    });
    expect(groups[2]?.items[0]?.description).toBeUndefined();
    const empty = getCreatorNavGroups(creatorRoutes, { active: [], inactive: [] });
    expect(empty.slice(1).map((group) => [group.items.length, group.emptyText])).toEqual([
      [0, 'No Brands'],
      [0, 'No Brands'],
    ]);
  });

  it('marks the link whose path is the longest prefix of the page', () => {
    const items = [
      { id: 'home', label: 'Home', href: '/creator/home' },
      { id: 'brand-3', label: 'Acme', href: '/creator/brand/3' },
      { id: 'brand-30', label: 'Initech', href: '/creator/brand/30' },
    ];
    expect(getCurrentNavId('/creator/brand/3/payments', items)).toBe('brand-3');
    expect(getCurrentNavId('/creator/brand/30', items)).toBe('brand-30');
    expect(getCurrentNavId('/creator/projections', items)).toBeUndefined();
  });
});
