import {
  ANALYTICS_ACCESS_STATUSES,
  BRIEF_STATUSES,
  type Campaign,
  type Channel,
  EVENT_PRODUCTION_STATUSES,
  type Event,
  type EventProductionStatus,
  PRODUCT_SHIPPING_STATUSES,
  type Projection,
  SCRIPT_APPROVAL_STATUSES,
} from '@airtime/domain';
import { syncCampaignProcess } from '../store/campaignProcess.ts';
import type { SeedContext } from './SeedContext.ts';
import { neighbours } from './seedCampaigns.ts';
import { addAssignee } from './seedRelations.ts';

/** What seedEvents knows of a booked event when it adds the production. */
export interface ProductionInput {
  readonly event: Event;
  readonly channel: Channel;
  readonly campaign: Campaign;
  readonly sponsorshipId: number;
  /** How many productions came before; the first ones walk every status. */
  readonly index: number;
  /** Days from the reference day to the airing; null while not aired. */
  readonly airedOffset: number | null;
  readonly past: boolean;
  readonly createdAt: string;
}

/**
 * The event production of a booked event, in a status that fits its dates, with its process of
 * four workflows, owner and backup, and sometimes an offer, a tracker and tags.
 */
export function addProduction(context: SeedContext, input: ProductionInput): void {
  const { store, random } = context;
  const { event, channel, campaign, sponsorshipId, index, airedOffset, past, createdAt } = input;
  // The first productions walk every status so each is present at any scale.
  const status: EventProductionStatus =
    index < EVENT_PRODUCTION_STATUSES.length
      ? (EVENT_PRODUCTION_STATUSES[index] ?? 'new')
      : airedOffset !== null
        ? 'aired'
        : past
          ? random.chance(0.6)
            ? 'past-due'
            : 'cancelled'
          : random.pick(UPCOMING_STATUSES);
  const projection: Projection | null =
    status === 'aired'
      ? 'happened'
      : status === 'cancelled'
        ? 'failed'
        : random.pick(PROJECTIONS_UPCOMING);
  const offers = context.offersByBrand.get(campaign.brand_id) ?? [];
  const offer = offers.length > 0 && random.chance(0.5) ? random.pick(offers) : undefined;
  const production = store.eventProductions.insert({
    id: store.eventProductions.nextId(),
    event_id: event.id,
    sponsorship_id: sponsorshipId,
    status,
    is_important: random.chance(0.1),
    projection,
    offer_id: offer?.id ?? null,
    tracker_id: null,
    created_at: createdAt,
    updated_at: createdAt,
    deleted_at: null,
  });
  if (random.chance(0.3)) {
    const landing = random.chance(0.5);
    const tracker = store.trackers.insert(
      landing
        ? {
            type: 'landing',
            domain: `${channel.handle ?? 'show'}.example.com`,
            promocode: `${(channel.handle ?? 'SHOW').slice(0, 6).toUpperCase()}${random.int(10, 40)}`,
            ...trackerBase(
              campaign.brand_id,
              production.id,
              airedOffset !== null,
              createdAt,
              context,
            ),
          }
        : {
            type: 'promo_link',
            link: `https://go.example.com/${channel.id}-${event.id}`,
            ...trackerBase(
              campaign.brand_id,
              production.id,
              airedOffset !== null,
              createdAt,
              context,
            ),
          },
    );
    store.eventProductions.update(production.id, { tracker_id: tracker.id });
  }
  const current = status === 'back-to-tcp' ? store.campaigns.get(campaign.id) : undefined;
  if (current !== undefined && current.back_to_tcp_production_id === null) {
    // A production sent back puts an active campaign back on the planning board.
    const updated = store.campaigns.update(campaign.id, {
      back_to_tcp_production_id: production.id,
      ...(current.status === 'active' && current.group === null
        ? { group: 'create_plan', group_duration: '1 day' }
        : {}),
    });
    // Its process follows: the planning workflow stands at the new step, with that step's moves.
    if (updated !== undefined) syncCampaignProcess(store, updated, updated.updated_at);
  }

  const done = status === 'aired';
  store.processes.insert({
    id: store.processes.nextId(),
    subject_type: 'event_production',
    subject_id: production.id,
    workflows: {
      product_shipping: workflow(
        PRODUCT_SHIPPING_STATUSES,
        done ? 'using' : random.pick(PRODUCT_SHIPPING_STATUSES),
      ),
      brief: workflow(BRIEF_STATUSES, done ? 'sent' : random.pick(BRIEF_STATUSES)),
      analytics_access: workflow(
        ANALYTICS_ACCESS_STATUSES,
        done ? 'complete' : random.pick(ANALYTICS_ACCESS_STATUSES),
      ),
      script_approval: workflow(
        SCRIPT_APPROVAL_STATUSES,
        done ? 'complete' : random.pick(SCRIPT_APPROVAL_STATUSES),
      ),
    },
    created_at: createdAt,
    updated_at: createdAt,
  });
  addAssignee(
    context,
    'event_production',
    production.id,
    'owner',
    random.pick(context.staffIds),
    createdAt,
  );
  if (random.chance(0.4)) {
    addAssignee(
      context,
      'event_production',
      production.id,
      'backup',
      random.pick(context.staffIds),
      createdAt,
    );
  }
  if (store.tags.size > 0 && random.chance(0.15)) {
    const first = random.int(1, store.tags.size);
    store.productionTags.insert({ event_production_id: production.id, tag_id: first });
    if (random.chance(0.3)) {
      const second = (first % store.tags.size) + 1;
      store.productionTags.insert({ event_production_id: production.id, tag_id: second });
    }
  }
}

const PROJECTIONS_UPCOMING: ReadonlyArray<Projection | null> = [
  null,
  'low',
  'medium',
  'high',
  'high',
];

const UPCOMING_STATUSES: readonly EventProductionStatus[] = [
  'new',
  'new',
  'in-progress',
  'in-progress',
  'in-progress',
  'planning',
  'placeholder',
  'moving',
  'back-to-tcp',
  'cancelled',
];

function trackerBase(
  brandId: number,
  productionId: number,
  aired: boolean,
  createdAt: string,
  context: SeedContext,
) {
  return {
    is_active: !aired || context.random.chance(0.5),
    brand_id: brandId,
    event_production_id: productionId,
    last_checked_at: aired
      ? context.calendar.at(-context.random.int(0, 10), context.minute())
      : null,
    created_at: createdAt,
    updated_at: createdAt,
    deleted_at: null,
  };
}

type SharedWorkflow = {
  readonly status: string;
  readonly available_transitions: readonly string[];
};

// Workflows are immutable and few (status x list), so equal ones are shared, not rebuilt.
const workflows = new WeakMap<readonly string[], Map<string, SharedWorkflow>>();

function workflow<T extends string>(list: readonly T[], status: T): SharedWorkflow {
  let byStatus = workflows.get(list);
  if (byStatus === undefined) {
    byStatus = new Map();
    workflows.set(list, byStatus);
  }
  let value = byStatus.get(status);
  if (value === undefined) {
    value = { status, available_transitions: neighbours(list, status) };
    byStatus.set(status, value);
  }
  return value;
}
