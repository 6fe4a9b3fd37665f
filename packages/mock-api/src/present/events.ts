import type { Event } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import { presentProduction } from './production.ts';

/**
 * An event as lists send it: its sponsorships, the planned one and its production row embedded
 * (they point at the event, not the other way); channel, creator and brand are in `included`.
 * The detail call embeds those too, and the production with its process, owner and tags.
 */
export function presentEvent(store: Store, event: Event, detail = false): Event {
  const sponsorships = store.sponsorships.lookup('event_id', event.id);
  const planned = sponsorships.find((sponsorship) => sponsorship.is_planned);
  const production = store.eventProductions.lookupOne('event_id', event.id);
  const base: Event = {
    ...event,
    sponsorships,
    ...(planned === undefined ? {} : { plannedSponsorship: planned }),
    ...(production === undefined ? {} : { production }),
  };
  if (!detail) return base;
  const channel = store.channels.get(event.content_id);
  const creator = store.creators.get(event.publisher_id);
  const brand = event.brand_id === null ? undefined : store.brands.get(event.brand_id);
  return {
    ...base,
    // The detail has no `included`: each sponsorship carries its brand (traffic names who was mentioned).
    sponsorships: sponsorships.map((row) => {
      const sponsor = store.brands.get(row.brand_id);
      return sponsor === undefined ? row : { ...row, brand: sponsor };
    }),
    description_changes: store.eventDescriptionChanges
      .lookup('event_id', event.id)
      .sort((a, b) => b.id - a.id),
    ...(channel === undefined ? {} : { channel }),
    ...(creator === undefined ? {} : { creator }),
    ...(brand === undefined ? {} : { brand }),
    ...(production === undefined ? {} : { production: presentProduction(store, production) }),
  };
}
