import type { UserProfile } from '../model/UserProfile.ts';
import { PERMISSIONS, type Permission } from './permissions.ts';

// Test data only: the personas of decisions §4, keyed by the local part of their email.

const ALL_PERMISSIONS: readonly Permission[] = PERMISSIONS;

function makePersona(
  id: number,
  name: string,
  fields: Pick<UserProfile, 'business_role' | 'roles' | 'permissions'> &
    Partial<Pick<UserProfile, 'can_impersonate'>>,
): UserProfile {
  return {
    id,
    firstname: name,
    lastname: 'Test',
    avatar: null,
    email: `${name}@airtime.test`,
    unread_notifications_count: 0,
    ios_count: 0,
    can_impersonate: false,
    is_impersonating: false,
    ...fields,
  };
}

export const PERSONAS = {
  superadmin: makePersona(1, 'superadmin', {
    business_role: 'ops',
    roles: ['Super Admin'],
    permissions: ALL_PERMISSIONS,
    can_impersonate: true,
  }),
  admin: makePersona(2, 'admin', {
    business_role: 'ops',
    roles: ['Administrator'],
    permissions: ALL_PERMISSIONS.filter((permission) => permission !== 'view_traffic'),
  }),
  ops: makePersona(3, 'ops', {
    business_role: 'ops',
    roles: [],
    permissions: ['view_prospects', 'view_traffic'],
  }),
  finance: makePersona(4, 'finance', {
    business_role: 'ops',
    roles: [],
    permissions: [
      'view_accounting',
      'view_accounting.invoices',
      'view_accounting.publisher_payouts',
    ],
  }),
  readonly: makePersona(5, 'readonly', {
    business_role: 'ops',
    roles: ['Read Only'],
    permissions: ['view_accounting', 'view_brands.revenue'],
  }),
  prospector: makePersona(6, 'prospector', {
    business_role: 'ops',
    roles: ['Prospecting'],
    permissions: ['view_prospects'],
  }),
  brand: makePersona(7, 'brand', { business_role: 'brand', roles: [], permissions: [] }),
  creator: makePersona(8, 'creator', { business_role: 'creator', roles: [], permissions: [] }),
  verify: makePersona(9, 'verify', {
    business_role: 'ops',
    roles: ['Administrator'],
    permissions: ALL_PERMISSIONS,
  }),
} as const satisfies Record<string, UserProfile>;

export type PersonaName = keyof typeof PERSONAS;
