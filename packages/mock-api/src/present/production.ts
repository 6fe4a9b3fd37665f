import type { EventProduction, ListIncluded, Tag } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import { subjectKey } from '../store/subjectKey.ts';
import { presentAssignee } from './assignees.ts';
import { includeForEvents, includeRows } from './include.ts';

/** The tags put on a production. */
export function productionTags(store: Store, productionId: number): Tag[] {
  return store.productionTags
    .lookup('event_production_id', productionId)
    .map((link) => store.tags.get(link.tag_id))
    .filter((tag) => tag !== undefined);
}

/**
 * A production as lists send it: what has no foreign key on the row is embedded (process, owner
 * and backup with their users, tags); the event, offer, tracker and sponsorship it points at are
 * in `included`. The detail call embeds those too, and the internal thread.
 */
export function presentProduction(
  store: Store,
  production: EventProduction,
  detail = false,
): EventProduction {
  const key = subjectKey('event_production', production.id);
  const process = store.processes.lookupOne('subject', key);
  const assignees = store.assignees.lookup('subject', key);
  const ownerRow = assignees.find((row) => row.type === 'owner');
  const backupRow = assignees.find((row) => row.type === 'backup');
  const owner = ownerRow === undefined ? null : presentAssignee(store, ownerRow);
  const backup = backupRow === undefined ? null : presentAssignee(store, backupRow);
  const base: EventProduction = {
    ...production,
    tags: productionTags(store, production.id),
    ...(process === undefined ? {} : { process }),
    ...(owner === null ? {} : { owner }),
    ...(backup === null ? {} : { backup }),
  };
  if (!detail) return base;
  const event = store.events.get(production.event_id);
  const sponsorship =
    production.sponsorship_id === null
      ? undefined
      : store.sponsorships.get(production.sponsorship_id);
  const offer = production.offer_id === null ? undefined : store.offers.get(production.offer_id);
  const tracker =
    production.tracker_id === null ? undefined : store.trackers.get(production.tracker_id);
  const thread = store.threads
    .lookup('subject', key)
    .find((candidate) => candidate.visibility === 'internal');
  return {
    ...base,
    ...(event === undefined ? {} : { event }),
    ...(sponsorship === undefined ? {} : { sponsorship }),
    ...(offer === undefined ? {} : { offer }),
    ...(tracker === undefined ? {} : { tracker }),
    ...(thread === undefined ? {} : { thread }),
  };
}

/** What a page of productions points at: events (and their channels, creators, brands), offers, trackers, sponsorships. */
export function includeForProductions(
  store: Store,
  productions: readonly EventProduction[],
): ListIncluded {
  const events = includeRows(
    store.events,
    productions.map((production) => production.event_id),
  );
  return {
    events,
    ...includeForEvents(store, events),
    offers: includeRows(
      store.offers,
      productions.map((production) => production.offer_id),
    ),
    trackers: includeRows(
      store.trackers,
      productions.map((production) => production.tracker_id),
    ),
    sponsorships: includeRows(
      store.sponsorships,
      productions.map((production) => production.sponsorship_id),
    ),
  };
}
