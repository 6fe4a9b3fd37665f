import { AIRTIME_AGENCY_ID, DIRECT_AGENCY_ID, FIXED_AGENCY_IDS } from '@airtime/domain';
import { createLogo } from './logos.ts';
import type { SeedContext } from './SeedContext.ts';
import { addAssignee, addContacts } from './seedRelations.ts';
import { slugify } from './slug.ts';

/** Agencies, with the fixed ids 38 (Airtime) and 176 (direct bookings), each with a rep. */
export function seedAgencies(context: SeedContext): void {
  const { store, random, pools, calendar } = context;
  const ids: number[] = [];
  for (let id = 1; ids.length < context.counts.agencies - FIXED_AGENCY_IDS.length; id += 1) {
    if (!FIXED_AGENCY_IDS.some((fixed) => fixed === id)) ids.push(id);
  }
  ids.push(...FIXED_AGENCY_IDS);
  ids.sort((a, b) => a - b);
  for (const id of ids) {
    const name =
      id === AIRTIME_AGENCY_ID
        ? 'Airtime'
        : id === DIRECT_AGENCY_ID
          ? 'Direct'
          : `${random.pick(pools.lastNames)} ${random.pick(['Media', 'Partners', 'Collective', 'Group', 'Audio', 'Creative'])}`;
    const offset = -random.int(200, 900);
    const createdAt = calendar.at(offset, context.minute());
    store.agencies.insert({
      id,
      name,
      logo: createLogo(name, id * 53, 'square'),
      website: id === DIRECT_AGENCY_ID ? null : `https://www.${slugify(name)}.com`,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
    addAssignee(context, 'agency', id, 'tcp_rep', random.pick(context.staffIds), createdAt);
    addContacts(context, 'agency', id, name, random.int(1, 2), createdAt);
  }
}
