import {
  formatCampaignName,
  formatProductionName,
  type SubjectType,
  type Thread,
  type ThreadSubject,
} from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import { subjectParties } from './threadAccess.ts';

// How the thread list names a thread's record (ours: README "Messaging"). A record the name needs
// that is gone (the subject itself, a campaign's brand or creator, an event's creator) leaves the
// subject unnamed, and the thread out of the list, as spec §3 leaves out records missing a relation.

/** What naming a subject gives; threadSubject adds the brand and creator behind it. */
export type SubjectName = Pick<ThreadSubject, 'name' | 'logo'>;

/** An event's name: '{brand} on {creator}, {aired day, else planned day}', with the brand's logo. */
function nameEvent(store: Store, eventId: number | undefined): SubjectName | undefined {
  const event = eventId === undefined ? undefined : store.events.get(eventId);
  const creator = event === undefined ? undefined : store.creators.get(event.publisher_id);
  if (event === undefined || creator === undefined) return undefined;
  const brand = event.brand_id === null ? undefined : store.brands.get(event.brand_id);
  return {
    name: formatProductionName({
      brand: brand?.name ?? null,
      creator: creator.name,
      airedDate: event.aired_date,
      plannedDate: event.planned_date,
    }),
    logo: brand?.logo ?? creator.logo,
  };
}

function nameRecord(store: Store, type: SubjectType, id: number): SubjectName | undefined {
  switch (type) {
    case 'agency':
      return store.agencies.get(id);
    case 'brand':
      return store.brands.get(id);
    case 'creator':
      return store.creators.get(id);
    case 'channel': {
      const channel = store.channels.get(id);
      if (channel === undefined) return undefined;
      return {
        name: channel.name,
        logo: channel.logo ?? store.creators.get(channel.publisher_id)?.logo ?? null,
      };
    }
    case 'campaign': {
      const campaign = store.campaigns.get(id);
      const brand = campaign === undefined ? undefined : store.brands.get(campaign.brand_id);
      const creator =
        campaign === undefined ? undefined : store.creators.get(campaign.publisher_id);
      if (brand === undefined || creator === undefined) return undefined;
      return {
        name: formatCampaignName({ brand: brand.name, creator: creator.name }),
        logo: brand.logo,
      };
    }
    case 'event':
      return nameEvent(store, id);
    case 'event_production':
      return nameEvent(store, store.eventProductions.get(id)?.event_id);
  }
}

type SubjectKey = Pick<Thread, 'subject_type' | 'subject_id'>;

/** The name and logo of the thread's record; undefined when it cannot be named (it is gone). */
export function nameThreadSubject(store: Store, thread: SubjectKey): SubjectName | undefined {
  return nameRecord(store, thread.subject_type, thread.subject_id);
}

/**
 * The thread's record, named, with the brand and creator behind it; null when it cannot be named.
 * A list names every thread first (to leave out and search), then completes only its page's.
 */
export function threadSubject(
  store: Store,
  thread: SubjectKey,
  named: SubjectName | undefined = nameThreadSubject(store, thread),
): ThreadSubject | null {
  if (named === undefined) return null;
  const parties = subjectParties(store, thread.subject_type, thread.subject_id);
  return {
    type: thread.subject_type,
    id: thread.subject_id,
    name: named.name,
    logo: named.logo,
    brand_id: parties.brandIds[0] ?? null,
    creator_id: parties.creatorIds[0] ?? null,
  };
}
