import { TRACKER_TYPES, type Tracker } from '@airtime/domain';
import { agencyOnly, agencyOrBrand } from '../auth/access.ts';
import { found } from '../http/HttpError.ts';
import type { ListSpec } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { requireSomeField, v, validate } from '../http/validate.ts';
import type { WithoutId } from '../store/Table.ts';
import { brandOwnedListResponse, brandScope, rowsOfBrands, softDelete } from './brandOwned.ts';
import { publishProduction } from './productionWrites.ts';
import { buildTracker, relink, trackerFields } from './trackerWrites.ts';

// Trackers (spec §7): how a sponsorship's sales are attributed. Agency staff see all and change
// them; brand users see their brands'. Type landing needs domain and promocode, promo_link needs
// link; any other type is a 422 (spec §5). A tracker linked to a production is that production's
// tracker (tracker_id), so linking, unlinking and checks queue event-production.updated.

const TRACKER_LIST: ListSpec<Tracker> = {
  sorts: {
    id: (row) => row.id,
    created_at: (row) => row.created_at,
    last_checked_at: (row) => row.last_checked_at,
    type: (row) => row.type,
  },
  defaultSort: 'id',
};

export const trackerRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/trackers',
    access: agencyOrBrand,
    handle({ store, query, user }) {
      const filters = readFilters(query, {
        brand_id: v.list(v.id(), { max: 200 }),
        event_production_id: v.list(v.id(), { max: 200 }),
        type: v.list(v.oneOf(TRACKER_TYPES), { max: TRACKER_TYPES.length }),
        is_active: v.boolean(),
      });
      const scope = brandScope(user, filters.brand_id);
      const { brandIds } = scope;
      const base =
        filters.event_production_id !== undefined
          ? [...new Set(filters.event_production_id)].flatMap((id) =>
              store.trackers.lookup('event_production_id', id),
            )
          : rowsOfBrands(store.trackers, brandIds);
      const rows = base.filter(
        (row) =>
          scope.sees(row) &&
          (brandIds === undefined || brandIds.includes(row.brand_id)) &&
          (filters.type === undefined || filters.type.includes(row.type)) &&
          (filters.is_active === undefined || row.is_active === filters.is_active),
      );
      return brandOwnedListResponse(store, query, rows, TRACKER_LIST);
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/trackers',
    access: agencyOnly,
    async handle(context) {
      const input = validate(await context.body(), {
        ...trackerFields,
        type: trackerFields.type.required(),
        brand_id: trackerFields.brand_id.required(),
      });
      const tracker = context.store.trackers.insert(
        buildTracker(context.store, input, undefined, context.nowIso()),
      );
      relink(context, undefined, tracker);
      return json({ data: tracker }, 201);
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/trackers/:id',
    access: agencyOnly,
    async handle(context) {
      const { store } = context;
      const trackerId = context.id('id');
      const tracker = found(store.trackers.get(trackerId), 'Tracker', trackerId);
      const input = validate(await context.body(), trackerFields);
      requireSomeField(input);
      const next = buildTracker(store, input, tracker, context.nowIso());
      // A tracker that changes type drops the other type's fields (undefined is left out of JSON).
      const dropped =
        next.type === 'landing' ? { link: undefined } : { domain: undefined, promocode: undefined };
      const updated =
        store.trackers.update(tracker.id, { ...next, ...dropped } as Partial<WithoutId<Tracker>>) ??
        tracker;
      relink(context, tracker, updated);
      return json({ data: updated });
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/trackers/:id',
    access: agencyOnly,
    handle(context) {
      const tracker = softDelete(
        context.store.trackers,
        'Tracker',
        context.id('id'),
        context.nowIso,
      );
      relink(context, tracker, null);
      return noContent();
    },
  }),

  // Checks the tracker end to end (the fake: an active tracker passes, an inactive one fails).
  defineRoute({
    method: 'POST',
    path: '/api/tracker/:id/run-check',
    access: agencyOnly,
    handle(context) {
      const { store } = context;
      const trackerId = context.id('id');
      const tracker = found(store.trackers.get(trackerId), 'Tracker', trackerId);
      const now = context.nowIso();
      const updated =
        store.trackers.update(tracker.id, { last_checked_at: now, updated_at: now }) ?? tracker;
      const target =
        updated.type === 'landing' ? `${updated.promocode} on ${updated.domain}` : updated.link;
      const check = updated.is_active
        ? { ok: true, message: `Tracking works: ${target}.`, checked_at: now }
        : {
            ok: false,
            message: 'The tracker is inactive, so it records nothing.',
            checked_at: now,
          };
      if (updated.event_production_id !== null) {
        const production = store.eventProductions.get(updated.event_production_id);
        if (production !== undefined) publishProduction(context, production);
      }
      return json({ data: updated, check });
    },
  }),
].map(anyRoute);
