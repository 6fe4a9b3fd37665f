import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../model/UserProfile.ts';
import type { AgencyMenuKey } from './agencyMenu.ts';
import { getAgencyMenu } from './getAgencyMenu.ts';
import { PERSONAS } from './personas.fixtures.ts';

type MenuProfile = Pick<UserProfile, 'roles' | 'permissions'>;

const ALL: readonly AgencyMenuKey[] = [
  'home',
  'prospecting',
  'planning',
  'production',
  'agencies',
  'brands',
  'creators',
  'accounting',
  'traffic',
];
const WITHOUT_PERMISSIONS: readonly AgencyMenuKey[] = [
  'home',
  'planning',
  'production',
  'agencies',
  'brands',
  'creators',
];

describe('getAgencyMenu', () => {
  it.each<[string, MenuProfile, readonly AgencyMenuKey[]]>([
    ['superadmin', PERSONAS.superadmin, ALL],
    ['verify', PERSONAS.verify, ALL],
    ['admin (no view_traffic)', PERSONAS.admin, ALL.filter((key) => key !== 'traffic')],
    [
      'ops',
      PERSONAS.ops,
      [
        'home',
        'prospecting',
        'planning',
        'production',
        'agencies',
        'brands',
        'creators',
        'traffic',
      ],
    ],
    ['finance', PERSONAS.finance, [...WITHOUT_PERMISSIONS, 'accounting']],
    ['readonly', PERSONAS.readonly, [...WITHOUT_PERMISSIONS, 'accounting']],
    ['prospector', PERSONAS.prospector, ['home', 'prospecting', 'agencies', 'creators']],
    ['no roles, no permissions', { roles: [], permissions: [] }, WITHOUT_PERMISSIONS],
    [
      'Prospecting plus another role keeps planning, production and brands',
      { roles: ['Prospecting', 'Administrator'], permissions: ['view_prospects'] },
      ['home', 'prospecting', 'planning', 'production', 'agencies', 'brands', 'creators'],
    ],
    [
      'Prospecting only, all permissions',
      {
        roles: ['Prospecting'],
        permissions: ['view_prospects', 'view_accounting', 'view_traffic'],
      },
      ['home', 'prospecting', 'agencies', 'creators', 'accounting', 'traffic'],
    ],
    [
      'unknown permissions grant nothing',
      { roles: ['Unknown'], permissions: ['view_everything'] },
      WITHOUT_PERMISSIONS,
    ],
  ])('%s', (_name, profile, expected) => {
    expect(getAgencyMenu(profile).map((item) => item.key)).toEqual(expected);
  });

  it('returns the items themselves, visibility rules included', () => {
    expect(getAgencyMenu(PERSONAS.finance).find((item) => item.key === 'accounting')).toEqual({
      key: 'accounting',
      permission: 'view_accounting',
    });
  });
});
