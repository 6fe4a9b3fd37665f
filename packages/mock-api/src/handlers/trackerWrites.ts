import { TRACKER_TYPES, type Tracker, type TrackerBase } from '@airtime/domain';
import type { UserContext } from '../http/route.ts';
import { ErrorBag, v } from '../http/validate.ts';
import type { Store } from '../store/createStore.ts';
import type { WithoutId } from '../store/Table.ts';
import { publishProduction } from './productionWrites.ts';

// The rules of tracker writes: the fields of each type, and the link to a production.

export const trackerFields = {
  type: v.oneOf(TRACKER_TYPES),
  brand_id: v.id(),
  event_production_id: v.id().nullable(),
  is_active: v.boolean(),
  domain: v.string({
    max: 255,
    pattern: /^(?![a-z]+:\/\/)[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/\S*)?$/i,
    patternMessage: 'The :attribute field must be a host and path, such as acme.com/podcast.',
  }),
  promocode: v.string({
    min: 2,
    max: 32,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage:
      'The :attribute field must only contain letters, numbers, dashes and underscores.',
  }),
  link: v.url(),
};

type TrackerInput = {
  type?: Tracker['type'];
  brand_id?: number;
  event_production_id?: number | null;
  is_active?: boolean;
  domain?: string;
  promocode?: string;
  link?: string;
};

/** The tracker a payload makes, merged over `current`; 422s for what its type lacks. */
export function buildTracker(
  store: Store,
  input: TrackerInput,
  current: Tracker | undefined,
  now: string,
): WithoutId<Tracker> {
  const errors = new ErrorBag();
  const type = input.type ?? current?.type;
  const brandId = input.brand_id ?? current?.brand_id;
  if (type === undefined) errors.add('type', 'The type field is required.');
  if (brandId === undefined) errors.add('brand_id', 'The brand id field is required.');
  else if (!store.brands.has(brandId)) errors.add('brand_id', 'The selected brand id is invalid.');
  const productionId =
    input.event_production_id === undefined
      ? (current?.event_production_id ?? null)
      : input.event_production_id;
  if (productionId !== null) {
    const production = store.eventProductions.get(productionId);
    const event = production === undefined ? undefined : store.events.get(production.event_id);
    if (event === undefined || event.brand_id !== brandId)
      errors.add('event_production_id', 'The selected event production id is invalid.');
  }
  const landing = current?.type === 'landing' ? current : undefined;
  const promoLink = current?.type === 'promo_link' ? current : undefined;
  const domain = input.domain ?? landing?.domain;
  const promocode = input.promocode ?? landing?.promocode;
  const link = input.link ?? promoLink?.link;
  if (type === 'landing') {
    if (domain === undefined)
      errors.add('domain', 'The domain field is required when type is landing.');
    if (promocode === undefined)
      errors.add('promocode', 'The promocode field is required when type is landing.');
  }
  if (type === 'promo_link' && link === undefined)
    errors.add('link', 'The link field is required when type is promo link.');
  errors.throwIfAny();
  const base: WithoutId<TrackerBase> = {
    is_active: input.is_active ?? current?.is_active ?? true,
    brand_id: brandId as number,
    event_production_id: productionId,
    last_checked_at: current?.last_checked_at ?? null,
    created_at: current?.created_at ?? now,
    updated_at: now,
    deleted_at: null,
  };
  return type === 'landing'
    ? { ...base, type, domain: domain as string, promocode: (promocode as string).toUpperCase() }
    : { ...base, type: 'promo_link', link: link as string };
}

/** Makes the production's tracker_id follow the tracker's event_production_id. */
export function relink(
  context: UserContext<string>,
  before: Tracker | undefined,
  after: Tracker | null,
): void {
  const { store } = context;
  const now = context.nowIso();
  const from = before?.event_production_id ?? null;
  const to = after?.event_production_id ?? null;
  if (from !== null && from !== to) {
    const production = store.eventProductions.get(from);
    if (production !== undefined && production.tracker_id === before?.id) {
      publishProduction(
        context,
        store.eventProductions.update(from, { tracker_id: null, updated_at: now }) ?? production,
      );
    }
  }
  if (to !== null && after !== null) {
    const production = store.eventProductions.get(to);
    if (production !== undefined) {
      // A production has one tracker: the one it had lets go of it.
      if (production.tracker_id !== null && production.tracker_id !== after.id) {
        store.trackers.update(production.tracker_id, {
          event_production_id: null,
          updated_at: now,
        });
      }
      publishProduction(
        context,
        store.eventProductions.update(to, { tracker_id: after.id, updated_at: now }) ?? production,
      );
    }
  }
}
