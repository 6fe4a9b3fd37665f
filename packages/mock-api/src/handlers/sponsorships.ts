import type {
  CampaignVitals,
  Sponsorship,
  SponsorshipMention,
  SponsorshipType,
} from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { found } from '../http/HttpError.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { ErrorBag, requireSomeField, v, validate } from '../http/validate.ts';
import type { Store } from '../store/createStore.ts';
import { validateNested } from './nested.ts';
import { publishProduction } from './productionWrites.ts';

// Sponsorships (spec §7): a brand's placements inside an event. Agency staff only. An event has at
// most one planned sponsorship, for the brand it is booked for. A change to an event that has a
// production queues event-production.updated (the board shows its sponsorship).

const SPONSORSHIP_TYPES = ['in-show', 'dedicated'] as const satisfies readonly SponsorshipType[];
const COUNT = () => v.integer({ min: 0, max: 10_000_000_000 }).nullable();

const sponsorshipFields = {
  type: v.oneOf(SPONSORSHIP_TYPES),
  is_planned: v.boolean(),
  mentions: v.list(v.any(), { max: 50 }),
  campaign_vitals: v.any(),
};

/** Reads mentions ({ start, is_reviewed }) and campaign vitals, adding nested errors. */
function readNested(
  input: { mentions?: unknown[]; campaign_vitals?: unknown },
  errors: ErrorBag,
): { mentions?: SponsorshipMention[]; campaign_vitals?: CampaignVitals } {
  const out: { mentions?: SponsorshipMention[]; campaign_vitals?: CampaignVitals } = {};
  if (input.mentions !== undefined) {
    const mentions: SponsorshipMention[] = [];
    input.mentions.forEach((mention, index) => {
      const value = validateNested(
        mention,
        `mentions.${index}`,
        { start: v.integer({ min: 0, max: 86_400 }).required(), is_reviewed: v.boolean() },
        errors,
      );
      if (value !== undefined)
        mentions.push({ start: value.start, is_reviewed: value.is_reviewed ?? false });
    });
    out.mentions = mentions.sort((a, b) => a.start - b.start);
  }
  if (input.campaign_vitals !== undefined) {
    const value = validateNested(
      input.campaign_vitals,
      'campaign_vitals',
      { views: COUNT(), clicks: COUNT(), conversions: COUNT(), revenue: COUNT() },
      errors,
    );
    if (value !== undefined) {
      out.campaign_vitals = {
        views: value.views ?? null,
        clicks: value.clicks ?? null,
        conversions: value.conversions ?? null,
        revenue: value.revenue ?? null,
      };
    }
  }
  return out;
}

/** One planned sponsorship per event, for the brand the event is booked for. */
function checkPlanned(
  store: Store,
  eventId: number,
  brandId: number,
  exceptId: number | undefined,
  errors: ErrorBag,
): void {
  const event = store.events.get(eventId);
  if (event !== undefined && event.brand_id !== brandId) {
    errors.add(
      'is_planned',
      'Only a sponsorship of the brand the event is booked for can be planned.',
    );
  } else if (
    store.sponsorships
      .lookup('event_id', eventId)
      .some((row) => row.is_planned && row.id !== exceptId)
  ) {
    errors.add('is_planned', 'The event already has a planned sponsorship.');
  }
}

function publishFor(context: UserContext<string>, eventId: number): void {
  const production = context.store.eventProductions.lookupOne('event_id', eventId);
  if (production !== undefined) publishProduction(context, production);
}

export const sponsorshipRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/sponsorships',
    access: agencyOnly,
    async handle(context) {
      const { store } = context;
      const input = validate(await context.body(), {
        ...sponsorshipFields,
        event_id: v.id().required(),
        brand_id: v.id().required(),
      });
      const errors = new ErrorBag();
      if (!store.events.has(input.event_id))
        errors.add('event_id', 'The selected event id is invalid.');
      if (!store.brands.has(input.brand_id))
        errors.add('brand_id', 'The selected brand id is invalid.');
      const nested = readNested(input, errors);
      if (input.is_planned === true)
        checkPlanned(store, input.event_id, input.brand_id, undefined, errors);
      errors.throwIfAny();
      const sponsorship = store.sponsorships.insert({
        brand_id: input.brand_id,
        event_id: input.event_id,
        type: input.type ?? 'in-show',
        is_planned: input.is_planned ?? false,
        mentions: nested.mentions ?? [],
        campaign_vitals: nested.campaign_vitals ?? {
          views: null,
          clicks: null,
          conversions: null,
          revenue: null,
        },
        created_at: context.nowIso(),
        deleted_at: null,
      });
      publishFor(context, sponsorship.event_id);
      return json({ data: sponsorship }, 201);
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/sponsorships/:id',
    access: agencyOnly,
    async handle(context) {
      const { store } = context;
      const sponsorshipId = context.id('id');
      const sponsorship = found(
        store.sponsorships.get(sponsorshipId),
        'Sponsorship',
        sponsorshipId,
      );
      const input = validate(await context.body(), sponsorshipFields);
      requireSomeField(input);
      const errors = new ErrorBag();
      const nested = readNested(input, errors);
      if (input.is_planned === true && !sponsorship.is_planned)
        checkPlanned(store, sponsorship.event_id, sponsorship.brand_id, sponsorship.id, errors);
      errors.throwIfAny();
      const patch: Partial<Omit<Sponsorship, 'id'>> = {
        ...(input.type === undefined ? {} : { type: input.type }),
        ...(input.is_planned === undefined ? {} : { is_planned: input.is_planned }),
        ...nested,
      };
      const updated = store.sponsorships.update(sponsorship.id, patch) ?? sponsorship;
      publishFor(context, updated.event_id);
      return json({ data: updated });
    },
  }),

  // A production that pointed at the sponsorship lets go of it.
  defineRoute({
    method: 'DELETE',
    path: '/api/sponsorships/:id',
    access: agencyOnly,
    handle(context) {
      const { store } = context;
      const sponsorshipId = context.id('id');
      const sponsorship = found(
        store.sponsorships.get(sponsorshipId),
        'Sponsorship',
        sponsorshipId,
      );
      const now = context.nowIso();
      store.sponsorships.remove(sponsorship.id, now);
      const production = store.eventProductions.lookupOne('event_id', sponsorship.event_id);
      if (production !== undefined && production.sponsorship_id === sponsorship.id) {
        store.eventProductions.update(production.id, { sponsorship_id: null, updated_at: now });
      }
      publishFor(context, sponsorship.event_id);
      return noContent();
    },
  }),
].map(anyRoute);
