import type { SubjectType } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';
import { agencyOnly } from './access.ts';
import { brandVisibility } from './brandVisibility.ts';
import { canSeeCampaign, creatorVisibility } from './creatorVisibility.ts';
import { canSeeEvent, recordScope } from './recordScope.ts';

// Whether a user may see the record a polymorphic relation (a message tag) points at, by the rules
// of that record's own endpoints (README "Who sees what"). A record that is gone is seen by nobody.

/** Whether the record of a type and id may be seen, as a predicate. */
export type SubjectVisibility = (type: SubjectType, id: number) => boolean;

/** What agency staff see: every record. */
export const SEES_EVERY_SUBJECT: SubjectVisibility = () => true;

/** The records a user may see, as a predicate; the sets it needs are read on first use. */
export function subjectVisibility(store: Store, user: StoredUser): SubjectVisibility {
  const seesBrand = brandVisibility(store, user);
  const seesCreator = creatorVisibility(store, user);
  const scope = recordScope(user);
  const seesEvent = (eventId: number | undefined) => {
    const event = eventId === undefined ? undefined : store.events.get(eventId);
    return event !== undefined && canSeeEvent(scope, event);
  };
  return (type, id) => {
    switch (type) {
      case 'agency':
        return agencyOnly(user) === null;
      case 'brand':
        return seesBrand(id);
      case 'creator':
        return seesCreator(id);
      case 'channel': {
        const channel = store.channels.get(id);
        return channel !== undefined && seesCreator(channel.publisher_id);
      }
      case 'campaign': {
        const campaign = store.campaigns.get(id);
        return campaign !== undefined && canSeeCampaign(user, campaign);
      }
      case 'event':
        return seesEvent(id);
      case 'event_production':
        // Brand and creator users see a production as part of its event (the brand app's events).
        return seesEvent(store.eventProductions.get(id)?.event_id);
    }
  };
}
