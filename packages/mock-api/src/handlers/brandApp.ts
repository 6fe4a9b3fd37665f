import { type Event, getAppType } from '@airtime/domain';
import { agencyOrBrand } from '../auth/access.ts';
import { brandVisibility } from '../auth/brandVisibility.ts';
import { visibleCreator } from '../auth/creatorVisibility.ts';
import { recordScope, visibleEvent } from '../auth/recordScope.ts';
import { fieldError, notFound } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { ErrorBag, v } from '../http/validate.ts';
import { presentCreator } from '../present/creators.ts';
import { presentEvent } from '../present/events.ts';
import { includeForEvents } from '../present/include.ts';
import type { Store } from '../store/createStore.ts';
import { eventDate } from '../store/eventDates.ts';
import { listChannels } from './content.ts';
import { eventCandidates, eventMatcher, readEventCriteria } from './eventQuery.ts';
import { validateNested } from './nested.ts';
import { publishProduction } from './productionWrites.ts';

// The brand app's reads and its one event write (spec §7 'GET /api/brand/content, ...'). They
// cover the brand selected with POST /api/brand/select unless `brand_id` names others; brand users
// only ever get their own brands' records, agency staff any brand's. Creator users may not call
// them. The custom metric types live in brandMetricTypes.ts.

const BRAND_EVENT_LIST: ListSpec<Event> = {
  sorts: {
    date: (event) => eventDate(event),
    planned_date: (event) => event.planned_date,
    aired_date: (event) => event.aired_date,
    rate: (event) => event.rate,
    estimated_views: (event) => event.estimated_views,
    actual_views: (event) => event.actual_views,
    title: (event) => event.title,
    id: (event) => event.id,
  },
  defaultSort: 'date',
};

/**
 * The brands a brand-app call covers: those named by `brand_id` (each must be visible), else the
 * brand chosen with POST /api/brand/select, else every brand of a brand user. Agency staff must
 * name or choose one (the brand app always has a selected brand), so no call reads every brand's
 * events at once.
 */
export function brandAppBrands(
  context: UserContext<string>,
  requested: readonly number[] | undefined,
): ReadonlySet<number> {
  const { store, session, user } = context;
  const visible = brandVisibility(store, user);
  if (requested !== undefined) {
    if (requested.some((id) => !store.brands.has(id) || !visible(id)))
      fieldError('brand_id', 'The selected brand id is invalid.');
    return new Set(requested);
  }
  const selected = session.selected_brand_id;
  if (selected !== null && store.brands.has(selected) && visible(selected))
    return new Set([selected]);
  if (getAppType(user.business_role) !== 'brand')
    fieldError('brand_id', 'The brand id field is required.');
  return new Set(user.brand_ids);
}

/** The creators the brands work with (any relationship). */
function creatorsOf(store: Store, brandIds: ReadonlySet<number>): Set<number> {
  const ids = new Set<number>();
  for (const brandId of brandIds)
    for (const row of store.relationships.lookup('brand_id', brandId)) ids.add(row.publisher_id);
  return ids;
}

/** An event as the brand app shows it: a brand user sees only their brands' sponsorships. */
function presentBrandEvent(
  store: Store,
  event: Event,
  user: UserContext<string>['user'],
  detail = false,
): Event {
  const presented = presentEvent(store, event, detail);
  if (getAppType(user.business_role) !== 'brand') return presented;
  const own = (presented.sponsorships ?? []).filter((row) => user.brand_ids.includes(row.brand_id));
  const production = store.eventProductions.lookupOne('event_id', event.id);
  // The production's owner, tags, offer and process are the agency's working notes.
  return {
    ...presented,
    sponsorships: own,
    ...(production === undefined ? {} : { production }),
  };
}

/** A sponsored event of a brand the user may see, or 404 / 403. */
function brandEvent(context: UserContext<string>, eventId: number): Event {
  const event = visibleEvent(context, eventId);
  if (event.brand_id === null) notFound('Event', eventId);
  return event;
}

export const brandAppRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/brand/content',
    access: agencyOrBrand,
    handle(context) {
      const { brand_id: requested } = readFilters(context.query, {
        brand_id: v.list(v.id(), { max: 100 }),
      });
      const creators = creatorsOf(context.store, brandAppBrands(context, requested));
      return listChannels(context, (channel) => creators.has(channel.publisher_id));
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/brand/creators/:id',
    access: agencyOrBrand,
    handle(context) {
      const creator = visibleCreator(context, context.id('id'));
      return json({ data: presentCreator(context.store, creator, 'brand') });
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/brand/events',
    access: agencyOrBrand,
    handle(context) {
      const { store, query, user } = context;
      const criteria = readEventCriteria(query);
      const brands = brandAppBrands(
        context,
        criteria.brands === undefined ? undefined : [...criteria.brands],
      );
      const scoped = { ...criteria, brands };
      const listQuery = readListQuery(query, BRAND_EVENT_LIST);
      const scope = recordScope(user);
      const matches = eventMatcher(store, scoped, scope);
      const rows: Event[] = [];
      for (const event of eventCandidates(store, scoped, scope))
        if (matches(event)) rows.push(event);
      const page = paginate(rows, listQuery, BRAND_EVENT_LIST);
      return json(
        toListResponse(
          page,
          (event) => presentBrandEvent(store, event, user),
          includeForEvents(store, page.data),
        ),
      );
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/brand/events/:id',
    access: agencyOrBrand,
    handle(context) {
      const event = brandEvent(context, context.id('id'));
      return json({ data: presentBrandEvent(context.store, event, context.user, true) });
    },
  }),

  // The brand reports its own results for an event it sponsors: clicks, conversions and revenue
  // of the planned sponsorship's campaign vitals (views come from the platform, not the brand).
  defineRoute({
    method: 'PUT',
    path: '/api/brand/events/:id',
    access: agencyOrBrand,
    async handle(context) {
      const { store } = context;
      const event = brandEvent(context, context.id('id'));
      const raw = await context.body();
      const errors = new ErrorBag();
      const amount = v.integer({ min: 0, max: 1_000_000_000 }).nullable();
      let vitals: Partial<Record<'clicks' | 'conversions' | 'revenue', number | null>> | undefined;
      if (raw.campaign_vitals === undefined || raw.campaign_vitals === null) {
        errors.add('campaign_vitals', 'The campaign vitals field is required.');
      } else {
        vitals = validateNested(
          raw.campaign_vitals,
          'campaign_vitals',
          { clicks: amount, conversions: amount, revenue: amount },
          errors,
        );
      }
      if (vitals !== undefined && Object.keys(vitals).length === 0)
        errors.add('campaign_vitals', 'Send at least one of clicks, conversions and revenue.');
      const sponsorship = store.sponsorships
        .lookup('event_id', event.id)
        .find((row) => row.is_planned && row.brand_id === event.brand_id);
      if (sponsorship === undefined)
        errors.add('campaign_vitals', 'The event has no planned sponsorship to report on.');
      errors.throwIfAny();
      if (vitals === undefined || sponsorship === undefined) throw new Error('Unchecked vitals.');
      store.sponsorships.update(sponsorship.id, {
        campaign_vitals: { ...sponsorship.campaign_vitals, ...vitals },
      });
      const now = context.nowIso();
      const updated = store.events.update(event.id, { updated_at: now }) ?? event;
      const production = store.eventProductions.lookupOne('event_id', event.id);
      if (production !== undefined) publishProduction(context, production);
      return json({ data: presentBrandEvent(store, updated, context.user, true) });
    },
  }),
].map(anyRoute);
