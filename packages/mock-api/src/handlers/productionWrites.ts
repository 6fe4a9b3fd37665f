import {
  AGENCY_CHANNEL,
  EVENT_PRODUCTION_STATUS_TITLES,
  EVENT_PRODUCTION_STATUSES,
  type Event,
  type EventProduction,
  type EventProductionStatus,
  type MessageActivityChange,
  PRODUCTION_WORKFLOWS,
  PROJECTIONS,
  type Projection,
  type SponsorshipType,
} from '@airtime/domain';
import type { UserContext } from '../http/route.ts';
import { type ErrorBag, type Validated, v } from '../http/validate.ts';
import { logActivity } from '../messaging/postMessage.ts';
import { presentProduction } from '../present/production.ts';
import type { Store } from '../store/createStore.ts';
import { subjectKey } from '../store/subjectKey.ts';
import { moveWorkflow } from '../workflow/transitions.ts';

// Writes shared by the event and production calls.

/** How a new production starts. */
export interface ProductionSetup {
  readonly type: SponsorshipType;
  readonly status: EventProductionStatus;
  readonly projection: Projection | null;
  readonly is_important: boolean;
  readonly offer_id: number | null;
}

/**
 * Books an event for its brand: the planned sponsorship, the production, its process (the four
 * workflows, not started) and the acting agency user as owner.
 */
export function createProduction(
  context: UserContext<string>,
  event: Event,
  brandId: number,
  setup: ProductionSetup,
): EventProduction {
  const { store } = context;
  const now = context.nowIso();
  const sponsorship = store.sponsorships.insert({
    brand_id: brandId,
    event_id: event.id,
    type: setup.type,
    is_planned: true,
    mentions: [],
    campaign_vitals: { views: null, clicks: null, conversions: null, revenue: null },
    created_at: now,
    deleted_at: null,
  });
  const production = store.eventProductions.insert({
    event_id: event.id,
    sponsorship_id: sponsorship.id,
    status: setup.status,
    is_important: setup.is_important,
    projection: setup.projection,
    offer_id: setup.offer_id,
    tracker_id: null,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
  store.processes.insert({
    subject_type: 'event_production',
    subject_id: production.id,
    workflows: Object.fromEntries(
      PRODUCTION_WORKFLOWS.map((name) => [
        name,
        moveWorkflow('event_production', name, undefined, 'not-started'),
      ]),
    ),
    created_at: now,
    updated_at: now,
  });
  store.assignees.insert({
    user_id: context.user.id,
    type: 'owner',
    subject_type: 'event_production',
    subject_id: production.id,
    created_at: now,
  });
  return production;
}

/** Fields a production can be edited with, alone or in a batch. */
export const productionFields = {
  status: v.oneOf(EVENT_PRODUCTION_STATUSES),
  is_important: v.boolean(),
  projection: v.oneOf(PROJECTIONS).nullable(),
  offer_id: v.id().nullable(),
  tracker_id: v.id().nullable(),
  /** Replaces the production's tags. */
  tag_ids: v.list(v.id(), { max: 50 }),
  /** The agency user who owns it (replaces the owner assignee); null leaves it without one. */
  owner_id: v.id().nullable(),
  /** Its backup, as owner_id. */
  backup_id: v.id().nullable(),
};

export type ProductionInput = Validated<typeof productionFields>;

/**
 * Checks an edit against each production it applies to: the offer must be one of the event's
 * brand's offers, the tracker the brand's and not another production's, the tags must exist.
 */
export function checkProductionInput(
  store: Store,
  productions: readonly EventProduction[],
  input: ProductionInput,
  errors: ErrorBag,
): void {
  for (const production of productions) {
    const brandId = store.events.get(production.event_id)?.brand_id ?? null;
    if (input.offer_id != null && store.offers.get(input.offer_id)?.brand_id !== brandId) {
      errors.add('offer_id', 'The selected offer id is invalid.');
      break;
    }
  }
  if (input.tracker_id != null) {
    const tracker = store.trackers.get(input.tracker_id);
    const production = productions[0];
    if (
      tracker === undefined ||
      productions.length !== 1 ||
      production === undefined ||
      tracker.brand_id !== store.events.get(production.event_id)?.brand_id ||
      (tracker.event_production_id !== null && tracker.event_production_id !== production.id)
    ) {
      errors.add('tracker_id', 'The selected tracker id is invalid.');
    }
  }
  if (input.tag_ids?.some((tagId) => !store.tags.has(tagId)))
    errors.add('tag_ids', 'The selected tag ids is invalid.');
  for (const field of ['owner_id', 'backup_id'] as const) {
    const userId = input[field];
    if (userId != null && store.users.get(userId)?.business_role !== 'ops')
      errors.add(field, `The selected ${field.replace('_', ' ')} is invalid.`);
  }
}

/** Makes `userId` the production's owner or backup (as POST /api/assignees would), or none. */
function assignProduction(
  context: UserContext<string>,
  productionId: number,
  type: 'owner' | 'backup',
  userId: number | null,
): void {
  const { store } = context;
  const current = store.assignees
    .lookup('subject', subjectKey('event_production', productionId))
    .filter((row) => row.type === type);
  if (userId !== null && current.some((row) => row.user_id === userId)) return;
  for (const row of current) store.assignees.remove(row.id, context.nowIso());
  if (userId === null) return;
  store.assignees.insert({
    user_id: userId,
    type,
    subject_type: 'event_production',
    subject_id: productionId,
    created_at: context.nowIso(),
  });
}

/**
 * Applies a checked edit to a production: fields, tags, the tracker's link back; logs status and
 * projection changes in its internal thread and queues event-production.updated.
 */
export function updateProduction(
  context: UserContext<string>,
  production: EventProduction,
  input: ProductionInput,
): EventProduction {
  const { store } = context;
  const now = context.nowIso();
  const { tag_ids: tagIds, owner_id: ownerId, backup_id: backupId, ...fields } = input;
  const updated =
    store.eventProductions.update(production.id, { ...fields, updated_at: now }) ?? production;
  if (tagIds !== undefined) {
    for (const link of store.productionTags.lookup('event_production_id', production.id))
      store.productionTags.remove(link.id, now);
    for (const tagId of new Set(tagIds))
      store.productionTags.insert({ event_production_id: production.id, tag_id: tagId });
  }
  if (ownerId !== undefined) assignProduction(context, production.id, 'owner', ownerId);
  if (backupId !== undefined) assignProduction(context, production.id, 'backup', backupId);
  if (input.tracker_id !== undefined && input.tracker_id !== production.tracker_id) {
    if (production.tracker_id !== null && store.trackers.has(production.tracker_id))
      store.trackers.update(production.tracker_id, { event_production_id: null, updated_at: now });
    if (input.tracker_id !== null)
      store.trackers.update(input.tracker_id, {
        event_production_id: production.id,
        updated_at: now,
      });
  }
  const changes: MessageActivityChange[] = [];
  if (updated.status !== production.status) {
    changes.push({ field: 'status', from: production.status, to: updated.status });
  }
  if (updated.projection !== production.projection) {
    changes.push({ field: 'projection', from: production.projection, to: updated.projection });
  }
  if (changes.length > 0) {
    const description =
      updated.status !== production.status
        ? `changed the status to ${EVENT_PRODUCTION_STATUS_TITLES[updated.status]}`
        : `set the projection to ${updated.projection ?? 'none'}`;
    logActivity(context, 'event_production', production.id, description, changes);
  }
  publishProduction(context, updated);
  return updated;
}

/** Queues event-production.updated with the production as lists present it. */
export function publishProduction(context: UserContext<string>, production: EventProduction): void {
  context.publish(
    AGENCY_CHANNEL,
    'event-production.updated',
    presentProduction(context.store, production),
  );
}
