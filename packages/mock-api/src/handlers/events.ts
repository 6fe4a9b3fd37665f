import {
  EVENT_PRODUCTION_STATUSES,
  type Event,
  type MessageActivityChange,
  PROJECTIONS,
} from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { recordScope, visibleEvent } from '../auth/recordScope.ts';
import { found } from '../http/HttpError.ts';
import { type ListSpec, readListQuery, toListResponse } from '../http/listing.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { ErrorBag, requireSomeField, v, validate } from '../http/validate.ts';
import { logActivity } from '../messaging/postMessage.ts';
import { wantsPayment, withPayment } from '../present/eventPayment.ts';
import { presentEvent } from '../present/events.ts';
import { includeForEvents } from '../present/include.ts';
import { dayNumber, eventDate, timeNumber } from '../store/eventDates.ts';
import { checkBookedDespite, recordBookingDecision } from './bookingConflicts.ts';
import { checkClaim, claimEvent } from './eventClaim.ts';
import { recordDescriptionChanges } from './eventDescriptionChanges.ts';
import { eventCandidates, eventMatcher, readEventCriteria } from './eventQuery.ts';
import { pageEventsByMonth } from './eventsByMonth.ts';
import { paginateFast } from './fastPage.ts';
import { createProduction, publishProduction } from './productionWrites.ts';

// Events (spec §7 'Events, production, offers, trackers'). Everyone signed in lists the events
// they may see (agency staff all, brand users their brands', creator users their creators');
// creating and editing events is for agency staff.

export const EVENT_LIST: ListSpec<Event> = {
  // Dates sort as numbers: the list collator is too slow for 100,000 rows.
  sorts: {
    date: (event) => dayNumber(eventDate(event)),
    planned_date: (event) => dayNumber(event.planned_date),
    aired_date: (event) => dayNumber(event.aired_date),
    billing_date: (event) => dayNumber(event.billing_date),
    rate: (event) => event.rate,
    estimated_views: (event) => event.estimated_views,
    actual_views: (event) => event.actual_views,
    title: (event) => event.title,
    created_at: (event) => timeNumber(event.created_at),
    updated_at: (event) => timeNumber(event.updated_at),
    id: (event) => event.id,
  },
  defaultSort: 'date',
};

const MAX_VIEWS = 10_000_000_000;

/** Fields an event can be created or edited with. */
const eventFields = {
  content_id: v.id(),
  title: v.string({ max: 255 }),
  url: v.url().nullable(),
  planned_date: v.date(),
  aired_date: v.date().nullable(),
  billing_date: v.date().nullable(),
  rate: v.integer({ min: 0, max: 100_000_000 }).nullable(),
  estimated_views: v.integer({ min: 0, max: MAX_VIEWS }).nullable(),
  actual_views: v.integer({ min: 0, max: MAX_VIEWS }).nullable(),
  is_scheduled: v.boolean(),
  has_potential_matches: v.boolean(),
  /** Marks the aired content reviewed (now) or not. */
  reviewed: v.boolean(),
  /**
   * Ours (issue 23): the event ids of the booking conflicts the user saw and went on with; the
   * write records the decision on the campaign, and is refused if other conflicts arose since.
   */
  booked_despite: v.list(v.id(), { max: 50 }),
};

/** What creating an event with a brand also sets up: its sponsorship and production. */
const productionFields = {
  brand_id: v.id().nullable(),
  sponsorship_type: v.oneOf(['in-show', 'dedicated'] as const),
  status: v.oneOf(EVENT_PRODUCTION_STATUSES),
  projection: v.oneOf(PROJECTIONS).nullable(),
  is_important: v.boolean(),
  offer_id: v.id().nullable(),
};

export const eventRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/new-events',
    handle({ store, query, user }) {
      const criteria = readEventCriteria(query);
      const listQuery = readListQuery(query, EVENT_LIST);
      const scope = recordScope(user);
      let page = pageEventsByMonth(store, criteria, scope, listQuery, EVENT_LIST);
      if (page === undefined) {
        const matches = eventMatcher(store, criteria, scope);
        const rows: Event[] = [];
        for (const event of eventCandidates(store, criteria, scope))
          if (matches(event)) rows.push(event);
        page = paginateFast(rows, listQuery, EVENT_LIST);
      }
      const payments = wantsPayment(query);
      return json(
        toListResponse(
          page,
          (event) => {
            const row = presentEvent(store, event);
            return payments ? withPayment(store, row) : row;
          },
          includeForEvents(store, page.data),
        ),
      );
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/new-events/:id',
    handle(context) {
      const event = presentEvent(context.store, visibleEvent(context, context.id('id')), true);
      return json({
        data: wantsPayment(context.query) ? withPayment(context.store, event) : event,
      });
    },
  }),

  // Creating an event from the production screen: with a brand it is booked, so its planned
  // sponsorship and its production (with the four-workflow process, owned by the creator of the
  // event) come with it, and the answer embeds that production resource.
  defineRoute({
    method: 'POST',
    path: '/api/events',
    access: agencyOnly,
    async handle(context) {
      const { store, nowIso } = context;
      const input = validate(await context.body(), {
        ...eventFields,
        ...productionFields,
        content_id: eventFields.content_id.required(),
        title: eventFields.title.required(),
        planned_date: eventFields.planned_date.required(),
      });
      const errors = new ErrorBag();
      const channel = store.channels.get(input.content_id);
      if (channel === undefined) errors.add('content_id', 'The selected content id is invalid.');
      if (input.brand_id != null && !store.brands.has(input.brand_id))
        errors.add('brand_id', 'The selected brand id is invalid.');
      if (input.brand_id == null) {
        for (const field of [
          'sponsorship_type',
          'status',
          'projection',
          'is_important',
          'offer_id',
        ] as const) {
          if (input[field] != null)
            errors.add(
              'brand_id',
              `The brand id field is required when ${field.replace('_', ' ')} is present.`,
            );
        }
      }
      if (input.offer_id != null && store.offers.get(input.offer_id)?.brand_id !== input.brand_id)
        errors.add('offer_id', 'The selected offer id is invalid.');
      checkEventDates(errors, input);
      const bookedConflicts = checkBookedDespite(
        store,
        errors,
        channel === undefined || input.brand_id == null
          ? null
          : {
              brand_id: input.brand_id,
              publisher_id: channel.publisher_id,
              date: input.aired_date ?? input.planned_date,
            },
        input.booked_despite,
      );
      errors.throwIfAny();
      const { publisher_id } = found(channel, 'Channel', input.content_id);

      const now = nowIso();
      const event = store.events.insert({
        content_id: input.content_id,
        publisher_id,
        brand_id: input.brand_id ?? null,
        title: input.title,
        url: input.url ?? null,
        planned_date: input.planned_date,
        aired_date: input.aired_date ?? null,
        billing_date: input.billing_date ?? null,
        rate: input.rate ?? null,
        actual_views: input.actual_views ?? null,
        estimated_views: input.estimated_views ?? null,
        is_scheduled: input.is_scheduled ?? false,
        reviewed_at: input.reviewed === true ? now : null,
        has_potential_matches: input.has_potential_matches ?? false,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      if (event.brand_id !== null) {
        const production = createProduction(context, event, event.brand_id, {
          type: input.sponsorship_type ?? 'in-show',
          status: input.status ?? 'new',
          projection: input.projection ?? null,
          is_important: input.is_important ?? false,
          offer_id: input.offer_id ?? null,
        });
        publishProduction(context, production);
      }
      recordBookingDecision(context, event, bookedConflicts);
      return json({ data: presentEvent(store, event, true) }, 201);
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/events/:id',
    access: agencyOnly,
    async handle(context) {
      const { store, nowIso } = context;
      const eventId = context.id('id');
      const event = found(store.events.get(eventId), 'Event', eventId);
      const { campaign_id: campaignId, ...input } = validate(await context.body(), {
        ...eventFields,
        campaign_id: v.id(),
      });
      if (campaignId === undefined) requireSomeField(input);
      const errors = new ErrorBag();
      const channel =
        input.content_id === undefined ? undefined : store.channels.get(input.content_id);
      if (input.content_id !== undefined && channel === undefined)
        errors.add('content_id', 'The selected content id is invalid.');
      checkEventDates(errors, { ...event, ...input });
      if (campaignId !== undefined) checkClaim(context, event, campaignId, errors);
      const nextDate = eventDate({ ...event, ...input });
      const bookedConflicts = checkBookedDespite(
        store,
        errors,
        event.brand_id === null || nextDate === null
          ? null
          : {
              brand_id: event.brand_id,
              publisher_id: channel?.publisher_id ?? event.publisher_id,
              date: nextDate,
              event_id: event.id,
            },
        input.booked_despite,
      );
      errors.throwIfAny();

      const now = nowIso();
      const { reviewed, booked_despite: _bookedDespite, ...fields } = input;
      const edited =
        store.events.update(event.id, {
          ...fields,
          ...(channel === undefined ? {} : { publisher_id: channel.publisher_id }),
          ...(reviewed === undefined
            ? {}
            : { reviewed_at: reviewed ? (event.reviewed_at ?? now) : null }),
          updated_at: now,
        }) ?? event;
      const updated = campaignId === undefined ? edited : claimEvent(context, edited, campaignId);
      recordBookingDecision(context, updated, bookedConflicts);
      recordDescriptionChanges(context, event, updated);
      const production = store.eventProductions.lookupOne('event_id', event.id);
      if (production !== undefined) {
        const changes = (['planned_date', 'aired_date'] as const)
          .filter((field) => updated[field] !== event[field])
          .map<MessageActivityChange>((field) => ({
            field,
            from: event[field],
            to: updated[field],
          }));
        if (changes.length > 0) {
          logActivity(
            context,
            'event_production',
            production.id,
            'changed the event dates',
            changes,
          );
        }
        publishProduction(context, production);
      }
      return json({ data: presentEvent(store, updated, true) });
    },
  }),
].map(anyRoute);

/** Aired before planned is fine (content airs early); billing before airing is not. */
function checkEventDates(
  errors: ErrorBag,
  event: { aired_date?: string | null; billing_date?: string | null; actual_views?: number | null },
): void {
  if (
    event.billing_date != null &&
    event.aired_date != null &&
    event.billing_date < event.aired_date
  )
    errors.add(
      'billing_date',
      'The billing date field must be a date after or equal to aired date.',
    );
  if (event.actual_views != null && event.aired_date == null)
    errors.add('actual_views', 'The actual views field is prohibited until the event has aired.');
}
