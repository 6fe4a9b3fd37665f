import {
  EVENT_PRODUCTION_STATUSES,
  type EventProduction,
  isInWork,
  PROJECTION_WEIGHTS,
  PROJECTIONS,
} from '@airtime/domain';
import { recordScope } from '../auth/recordScope.ts';
import { type ListSpec, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import type { UserContext } from '../http/route.ts';
import { v } from '../http/validate.ts';
import { includeForProductions, presentProduction } from '../present/production.ts';
import type { Store } from '../store/createStore.ts';
import { dayNumber, eventDate, timeNumber } from '../store/eventDates.ts';
import { subjectKey } from '../store/subjectKey.ts';
import {
  eventCandidates,
  eventMatcher,
  hasEventFilter,
  narrowsEvents,
  readEventCriteria,
} from './eventQuery.ts';
import { paginateFast } from './fastPage.ts';

// The production board's list (GET /api/event-production): the event query (dates, month or
// week, publishers, brand, channel, status, scheduled) plus owner, backup, importance,
// projection, tags, offer and in-work.

function productionListSpec(store: Store): ListSpec<EventProduction> {
  const event = (production: EventProduction) => store.events.get(production.event_id);
  return {
    sorts: {
      date: (production) => {
        const row = event(production);
        return row === undefined ? null : dayNumber(eventDate(row));
      },
      rate: (production) => event(production)?.rate ?? null,
      status: (production) => EVENT_PRODUCTION_STATUSES.indexOf(production.status),
      projection: (production) =>
        production.projection === null ? null : PROJECTION_WEIGHTS[production.projection],
      is_important: (production) => production.is_important,
      created_at: (production) => timeNumber(production.created_at),
      updated_at: (production) => timeNumber(production.updated_at),
      id: (production) => production.id,
    },
    defaultSort: 'date',
  };
}

const productionFilters = {
  owner_id: v.list(v.id(), { max: 100 }),
  backup_id: v.list(v.id(), { max: 100 }),
  is_important: v.boolean(),
  projection: v.list(v.oneOf([...PROJECTIONS, 'none']), { max: PROJECTIONS.length + 1 }),
  tag_id: v.list(v.id(), { max: 50 }),
  offer_id: v.list(v.id(), { max: 100 }),
  event_id: v.list(v.id(), { max: 200 }),
  in_work: v.boolean(),
};

/** The productions whose owner (or backup) is one of the users. */
function assignedProductions(
  store: Store,
  userIds: readonly number[],
  type: 'owner' | 'backup',
): EventProduction[] {
  const out: EventProduction[] = [];
  for (const userId of new Set(userIds)) {
    for (const row of store.assignees.lookup('user_id', userId)) {
      if (row.type !== type || row.subject_type !== 'event_production') continue;
      const production = store.eventProductions.get(row.subject_id);
      if (production !== undefined) out.push(production);
    }
  }
  return out;
}

function assigneeOf(store: Store, productionId: number, type: 'owner' | 'backup') {
  return store.assignees
    .lookup('subject', subjectKey('event_production', productionId))
    .find((row) => row.type === type)?.user_id;
}

/** Answers GET /api/event-production. */
export function listProductions({ store, query, user }: UserContext<string>): Response {
  const criteria = readEventCriteria(query);
  const filters = readFilters(query, productionFilters);
  const spec = productionListSpec(store);
  const listQuery = readListQuery(query, spec);
  const scope = recordScope(user);
  // Without an event filter there is nothing to match (the board is agency staff's: all events).
  const eventMatches = hasEventFilter(criteria) ? eventMatcher(store, criteria, scope) : undefined;
  let candidates: Iterable<EventProduction>;
  if (filters.owner_id !== undefined) {
    candidates = assignedProductions(store, filters.owner_id, 'owner');
  } else if (filters.backup_id !== undefined) {
    candidates = assignedProductions(store, filters.backup_id, 'backup');
  } else if (filters.event_id !== undefined) {
    candidates = [...new Set(filters.event_id)].flatMap((id) =>
      store.eventProductions.lookup('event_id', id),
    );
  } else if (narrowsEvents(criteria)) {
    const fromEvents: EventProduction[] = [];
    for (const event of eventCandidates(store, criteria, scope)) {
      const production = store.eventProductions.lookupOne('event_id', event.id);
      if (production !== undefined) fromEvents.push(production);
    }
    candidates = fromEvents;
  } else {
    candidates = store.eventProductions.all();
  }
  const projections = filters.projection === undefined ? undefined : new Set(filters.projection);
  const tagIds = filters.tag_id === undefined ? undefined : new Set(filters.tag_id);
  const rows: EventProduction[] = [];
  for (const production of candidates) {
    // A production whose event is gone is left out, as the client would.
    const event = store.events.get(production.event_id);
    if (event === undefined || (eventMatches !== undefined && !eventMatches(event))) continue;
    if (filters.is_important !== undefined && production.is_important !== filters.is_important)
      continue;
    if (filters.in_work !== undefined && isInWork(production.status) !== filters.in_work) continue;
    if (projections !== undefined && !projections.has(production.projection ?? 'none')) continue;
    if (
      filters.offer_id !== undefined &&
      (production.offer_id === null || !filters.offer_id.includes(production.offer_id))
    )
      continue;
    if (filters.event_id !== undefined && !filters.event_id.includes(production.event_id)) continue;
    if (filters.owner_id !== undefined) {
      const owner = assigneeOf(store, production.id, 'owner');
      if (owner === undefined || !filters.owner_id.includes(owner)) continue;
    }
    if (filters.backup_id !== undefined) {
      const backup = assigneeOf(store, production.id, 'backup');
      if (backup === undefined || !filters.backup_id.includes(backup)) continue;
    }
    if (
      tagIds !== undefined &&
      !store.productionTags
        .lookup('event_production_id', production.id)
        .some((link) => tagIds.has(link.tag_id))
    )
      continue;
    rows.push(production);
  }
  const page = paginateFast(rows, listQuery, spec);
  return json(
    toListResponse(
      page,
      (production) => presentProduction(store, production),
      includeForProductions(store, page.data),
    ),
  );
}
