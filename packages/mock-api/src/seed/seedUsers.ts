import { ROLES } from '@airtime/domain';
import { roleId } from '../auth/rolePermissions.ts';
import type { StoredUser } from '../store/records.ts';
import { CATEGORIES, COUNTRIES, INDUSTRIES, LANGUAGES, TAG_LABELS } from './dictionaries.ts';
import { createLogo } from './logos.ts';
import { PERSONA_KEYS, PERSONA_PASSWORD, PERSONAS } from './personas.ts';
import type { SeedContext } from './SeedContext.ts';
import { slugify } from './slug.ts';

/** The dictionaries: countries, categories, industries, languages and tags. */
export function seedDictionaries({ store }: SeedContext): void {
  for (const [code, name] of COUNTRIES) store.countries.insert({ code, name });
  for (const name of CATEGORIES) store.categories.insert({ name });
  for (const name of INDUSTRIES) store.industries.insert({ name });
  for (const [code, name] of LANGUAGES) store.languages.insert({ code, name });
  for (const label of TAG_LABELS) store.tags.insert({ label });
}

/** The nine personas (ids 1 to 9), then agency staff, brand users and creator users. */
export function seedUsers(context: SeedContext): void {
  const { store, random, pools, calendar, counts, staffIds } = context;
  const createdAt = calendar.at(-400, 9 * 60);

  // The named roles grant nothing beyond each persona's own permissions until a Super Admin says so.
  for (const role of ROLES) store.roleGrants.insert({ id: roleId(role), permissions: [] });
  for (const key of PERSONA_KEYS) {
    const persona = PERSONAS[key];
    store.users.insert({
      id: persona.id,
      firstname: persona.firstname,
      lastname: persona.lastname,
      avatar: createLogo(`${persona.firstname} ${persona.lastname}`, persona.id * 37, 'circle'),
      email: persona.email,
      business_role: persona.business_role,
      roles: persona.roles,
      permissions: persona.permissions,
      unread_notifications_count: 0,
      ios_count: 0,
      can_impersonate: persona.can_impersonate,
      is_impersonating: false,
      password: PERSONA_PASSWORD,
      verification_code: persona.verification_code,
      brand_ids: persona.brand_ids,
      creator_ids: persona.creator_ids,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
    if (persona.business_role === 'ops') staffIds.push(persona.id);
  }

  const addUser = (
    business_role: string,
    fields: Partial<Pick<StoredUser, 'brand_ids' | 'creator_ids'>>,
  ): StoredUser => {
    const firstname = random.pick(pools.firstNames);
    const lastname = random.pick(pools.lastNames);
    const id = store.users.nextId();
    const offset = -random.int(30, 700);
    return store.users.insert({
      id,
      firstname,
      lastname,
      avatar: random.chance(0.8) ? createLogo(`${firstname} ${lastname}`, id * 37, 'circle') : null,
      // The id keeps emails unique when names repeat.
      email: `${slugify(firstname)}.${slugify(lastname)}${id}@${business_role === 'ops' ? 'airtime.test' : 'example.com'}`,
      business_role,
      roles: [],
      permissions: [],
      unread_notifications_count: 0,
      ios_count: 0,
      can_impersonate: false,
      is_impersonating: false,
      password: PERSONA_PASSWORD,
      verification_code: null,
      brand_ids: fields.brand_ids ?? [],
      creator_ids: fields.creator_ids ?? [],
      created_at: calendar.at(offset, context.minute()),
      updated_at: calendar.at(offset, context.minute()),
      deleted_at: null,
    });
  };

  for (let index = 0; index < counts.staff; index += 1) {
    staffIds.push(addUser('ops', {}).id);
  }
  // Brand and creator users get their access once brands and creators exist (seedAccess).
  for (let index = 0; index < counts.brandUsers; index += 1) addUser('brand', {});
  for (let index = 0; index < counts.creatorUsers; index += 1) addUser('creator', {});
}

/** Gives the non-persona brand and creator users access to a few brands or creators. */
export function seedAccess(context: SeedContext): void {
  const { store, random, brandIds } = context;
  const creatorCount = store.creators.sequence;
  for (const user of store.users.all()) {
    if (user.id <= PERSONA_KEYS.length) continue;
    if (user.business_role === 'brand') {
      store.users.update(user.id, {
        brand_ids: random.sample(brandIds.slice(1), random.int(1, 3)),
      });
    } else if (user.business_role !== 'ops') {
      const first = random.int(3, Math.max(3, creatorCount - 1));
      store.users.update(user.id, { creator_ids: [first] });
    }
  }
}
