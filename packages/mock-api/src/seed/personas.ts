import { PERMISSIONS, type Permission, type Role } from '@airtime/domain';

/** One persona of decisions §4: who signs in with which email, and what they may do. */
export interface PersonaDefinition {
  readonly key: PersonaKey;
  readonly id: number;
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly business_role: 'ops' | 'brand' | 'creator';
  readonly roles: readonly Role[];
  readonly permissions: readonly Permission[];
  readonly can_impersonate: boolean;
  /** The second sign-in step's code, for the verify persona only. */
  readonly verification_code: string | null;
  readonly brand_ids: readonly number[];
  readonly creator_ids: readonly number[];
}

export const PERSONA_KEYS = [
  'superadmin',
  'admin',
  'ops',
  'finance',
  'readonly',
  'prospector',
  'brand',
  'creator',
  'verify',
] as const;
export type PersonaKey = (typeof PERSONA_KEYS)[number];

/** Every persona signs in with this password (decisions §4). */
export const PERSONA_PASSWORD = 'password';

/** The verify persona's second-step code (decisions §4). */
export const VERIFICATION_CODE = '123456';

/** The brands the brand persona may see; brand 5 is seeded inactive (see seedBrands). */
export const BRAND_PERSONA_BRAND_IDS = [2, 3, 5] as const;

/** The creators the creator persona may see; each works with active and inactive brands. */
export const CREATOR_PERSONA_CREATOR_IDS = [1, 2] as const;

const ALL: readonly Permission[] = PERMISSIONS;

/** The nine personas, ids 1 to 9 in the order of decisions §4 (as domain's test fixtures). */
export const PERSONAS: Readonly<Record<PersonaKey, PersonaDefinition>> = {
  superadmin: persona('superadmin', 1, 'Sam', 'Super', 'ops', ['Super Admin'], ALL, {
    can_impersonate: true,
  }),
  admin: persona(
    'admin',
    2,
    'Ada',
    'Admin',
    'ops',
    ['Administrator'],
    ALL.filter((permission) => permission !== 'view_traffic'),
  ),
  ops: persona('ops', 3, 'Otto', 'Ops', 'ops', [], ['view_prospects', 'view_traffic']),
  finance: persona(
    'finance',
    4,
    'Fiona',
    'Finance',
    'ops',
    [],
    ['view_accounting', 'view_accounting.invoices', 'view_accounting.publisher_payouts'],
  ),
  readonly: persona(
    'readonly',
    5,
    'Remy',
    'Readonly',
    'ops',
    ['Read Only'],
    ['view_accounting', 'view_brands.revenue'],
  ),
  prospector: persona(
    'prospector',
    6,
    'Pia',
    'Prospector',
    'ops',
    ['Prospecting'],
    ['view_prospects'],
  ),
  brand: persona('brand', 7, 'Bea', 'Brand', 'brand', [], [], {
    brand_ids: BRAND_PERSONA_BRAND_IDS,
  }),
  creator: persona('creator', 8, 'Cory', 'Creator', 'creator', [], [], {
    creator_ids: CREATOR_PERSONA_CREATOR_IDS,
  }),
  verify: persona('verify', 9, 'Vera', 'Verify', 'ops', ['Administrator'], ALL, {
    verification_code: VERIFICATION_CODE,
  }),
};

function persona(
  key: PersonaKey,
  id: number,
  firstname: string,
  lastname: string,
  business_role: PersonaDefinition['business_role'],
  roles: readonly Role[],
  permissions: readonly Permission[],
  extra: Partial<
    Pick<PersonaDefinition, 'can_impersonate' | 'verification_code' | 'brand_ids' | 'creator_ids'>
  > = {},
): PersonaDefinition {
  return {
    key,
    id,
    email: `${key}@airtime.test`,
    firstname,
    lastname,
    business_role,
    roles,
    permissions,
    can_impersonate: extra.can_impersonate ?? false,
    verification_code: extra.verification_code ?? null,
    brand_ids: extra.brand_ids ?? [],
    creator_ids: extra.creator_ids ?? [],
  };
}
