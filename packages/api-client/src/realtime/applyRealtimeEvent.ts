import type {
  Message,
  MessageReaction,
  RealtimeEventName,
  Thread,
  Notification as UserNotification,
} from '@airtime/domain';
import * as v from 'valibot';
import { createDecodeContext } from '../decode/DecodeContext.ts';
import { decodeRecord, decodeRecords } from '../decode/decodeRecord.ts';
import type { RecordModel } from '../decode/defineModel.ts';
import {
  applyMessageCreated,
  applyMessageDeleted,
  applyMessageSaved,
  applyReactionsChanged,
  applyThreadUpdated,
} from '../messaging/serverChanges.ts';
import { revalidateThreadLists } from '../messaging/threadLists.ts';
import { findThreadIn, isThreadUrl } from '../messaging/threadRecords.ts';
import { campaignModel } from '../models/campaign.ts';
import { eventProductionModel } from '../models/event.ts';
import { invoiceModel, payoutModel } from '../models/finance.ts';
import {
  messageModel,
  messageReactionModel,
  notificationModel,
  threadModel,
} from '../models/messaging.ts';
import { type ApiCache, cachedKeys, removeRecord, revalidateCached } from '../swr/cacheUpdates.ts';
import { isRow, mapCachedRow, mergeRecord, patchCached } from './cachedRecords.ts';
import { type LiveRecordKind, noteLiveChange } from './liveChanges.ts';
import {
  isCampaignUrl,
  isInvoiceUrl,
  isPayoutUrl,
  isProductionUrl,
  isProfileUrl,
} from './realtimePaths.ts';

/** What applying an event needs: the cache, who is signed in, where warnings and notifications go. */
export interface RealtimeEventContext {
  readonly cache: ApiCache;
  readonly userId: number;
  /** A payload that is not what the event promises: told here and ignored. */
  readonly warn: (message: string) => void;
  readonly onNotification?: ((notification: UserNotification) => void) | undefined;
  /** The session's profile refresh, when the profile lives outside SWR. */
  readonly refreshProfile?: (() => unknown) | undefined;
}

type Handler = (context: RealtimeEventContext, raw: unknown) => Promise<void>;

const silent = () => {};

/** The payload if it passes the schema; otherwise a warning and undefined (never a throw). */
function check<T>(
  context: RealtimeEventContext,
  event: RealtimeEventName,
  schema: v.GenericSchema<unknown, unknown>,
  raw: unknown,
): T | undefined {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output as T;
  const issue = result.issues[0];
  context.warn(
    `Ignored a malformed ${event} event (${v.getDotPath(issue) ?? 'payload'}: ${issue.message}).`,
  );
  return undefined;
}

type LiveRecordEvent = 'campaign.updated' | 'event-production.updated';

const LIVE_KINDS: Readonly<Record<LiveRecordEvent, LiveRecordKind>> = {
  'campaign.updated': 'campaign',
  'event-production.updated': 'event-production',
};

/**
 * Lays an event's record over each cached copy of it; answers it could not update are refetched.
 * Resolves to the fields whose plain values the event changed in a cached copy (none when every
 * copy already held them, as after the user's own write).
 */
async function patchRecord(
  context: RealtimeEventContext,
  match: (url: string) => boolean,
  model: RecordModel<unknown>,
  raw: { readonly id: number },
): Promise<string[]> {
  const changed = new Set<string>();
  await patchCached(context.cache, match, (data) => {
    let stale = false;
    const next = mapCachedRow(data, raw.id, (row, included) => {
      for (const field of changedPlainFields(raw, row)) changed.add(field);
      const merged = mergeRecord(model, raw, row, included);
      stale ||= merged.stale;
      return merged.row;
    });
    return { data: next, stale };
  });
  return [...changed];
}

/** The event's plain (string, number, boolean, null) fields whose value differs from the cached row's. */
function changedPlainFields(raw: object, cached: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(raw).flatMap(([field, value]) =>
    field !== 'updated_at' &&
    (value === null || typeof value !== 'object') &&
    field in cached &&
    !Object.is(cached[field], value)
      ? [field]
      : [],
  );
}

/** A deleted record leaves the cached lists; a cached copy of the record itself is refetched. */
function removeEverywhere(
  context: RealtimeEventContext,
  match: (url: string) => boolean,
  id: number,
): Promise<void> {
  return patchCached(context.cache, match, (data) =>
    isRow(data) && data.id === id ? { data, stale: true } : { data: removeRecord(data, id) },
  );
}

const withId = v.looseObject({ id: v.number() });
const isDeleted = (raw: unknown) =>
  v.is(withId, raw) && (raw as { deleted_at?: unknown }).deleted_at != null;

function recordUpdated(
  event: RealtimeEventName & LiveRecordEvent,
  model: RecordModel<unknown>,
  match: (url: string) => boolean,
): Handler {
  return async (context, raw) => {
    if (isDeleted(raw)) return removeEverywhere(context, match, (raw as { id: number }).id);
    const record = check<{ id: number }>(context, event, model.schema, raw);
    if (record === undefined) return;
    const changed = await patchRecord(context, match, model, record);
    noteLiveChange(LIVE_KINDS[event], record.id, changed);
  };
}

/**
 * A finance record may join or leave a filtered list (a new invoice, a moved status, events an
 * invoice took): the cached lists and records of its kind are refetched.
 */
function refetchOn(
  event: RealtimeEventName,
  model: RecordModel<unknown>,
  match: (url: string) => boolean,
): Handler {
  return async (context, raw) => {
    if (check(context, event, model.schema, raw) === undefined) return;
    await revalidateCached(context.cache, match);
  };
}

/** The unread counts live on the profile: refetch it wherever it is kept. */
async function refetchProfile(context: RealtimeEventContext): Promise<void> {
  await Promise.all([revalidateCached(context.cache, isProfileUrl), context.refreshProfile?.()]);
}

const messageDeletedSchema = v.looseObject({
  id: v.number(),
  thread_id: v.number(),
  parent_id: v.nullable(v.number()),
});

const reactionChangedSchema = v.looseObject({
  message_id: v.number(),
  thread_id: v.number(),
  reactions: v.array(messageReactionModel.schema),
});

/** A message event's record, decoded (its author comes embedded: events have no `included`). */
function decodeMessage(
  context: RealtimeEventContext,
  event: RealtimeEventName,
  raw: unknown,
): Message | undefined {
  if (check(context, event, messageModel.schema, raw) === undefined) return undefined;
  const message = decodeRecord(
    messageModel,
    raw,
    createDecodeContext((text) => context.warn(`Ignored a malformed ${event} event: ${text}`)),
  ) as Message | undefined;
  // One broadcast reaches every reader as unread; the author has read their own message.
  return message?.user_id === context.userId ? { ...message, is_read: true } : message;
}

// The message events go through the messaging ledger, so they land under the optimistic changes
// still in flight instead of being overwritten by them.
const HANDLERS: Record<RealtimeEventName, Handler> = {
  async 'message.created'(context, raw) {
    const message = decodeMessage(context, 'message.created', raw);
    if (message === undefined) return;
    applyMessageCreated(context.cache, message);
    // The thread moves up the thread lists, unread for whoever has not read it: the server knows.
    await revalidateThreadLists(context.cache);
  },

  async 'message.updated'(context, raw) {
    const message = decodeMessage(context, 'message.updated', raw);
    if (message !== undefined) applyMessageSaved(context.cache, message);
  },

  async 'message.deleted'(context, raw) {
    const deleted = check<v.InferOutput<typeof messageDeletedSchema>>(
      context,
      'message.deleted',
      messageDeletedSchema,
      raw,
    );
    if (deleted === undefined) return;
    applyMessageDeleted(context.cache, deleted);
    await revalidateThreadLists(context.cache);
  },

  async 'reaction.changed'(context, raw) {
    const changed = check<v.InferOutput<typeof reactionChangedSchema>>(
      context,
      'reaction.changed',
      reactionChangedSchema,
      raw,
    );
    if (changed === undefined) return;
    const reactions = decodeRecords(
      messageReactionModel,
      (raw as { reactions: unknown[] }).reactions,
      createDecodeContext(silent),
    ) as MessageReaction[];
    applyReactionsChanged(context.cache, { ...changed, reactions });
  },

  async 'thread.updated'(context, raw) {
    if (check(context, 'thread.updated', threadModel.schema, raw) === undefined) return;
    const thread = decodeRecord(
      threadModel,
      raw,
      createDecodeContext((text) =>
        context.warn(`Ignored a malformed thread.updated event: ${text}`),
      ),
    ) as Thread | undefined;
    if (thread === undefined) return;
    applyThreadUpdated(context.cache, thread);
    // has_unread_messages is each reader's own, which one broadcast cannot know: refetch it.
    const holders = cachedKeys(context.cache.cache, isThreadUrl).filter(
      (key) => findThreadIn(context.cache.cache.get(key)?.data, thread.id) !== undefined,
    );
    await Promise.all([
      revalidateCached(context.cache, (url) => holders.includes(url)),
      // A thread the lists never held (new, or newly readable) joins them, in its place.
      revalidateThreadLists(context.cache),
      refetchProfile(context),
    ]);
  },

  async 'notification.created'(context, raw) {
    const notification = decodeRecord(
      notificationModel,
      raw,
      createDecodeContext((message) =>
        context.warn(`Ignored a malformed notification.created event: ${message}`),
      ),
    ) as UserNotification | undefined;
    if (notification === undefined) return;
    context.onNotification?.(notification);
    await refetchProfile(context);
  },

  'campaign.updated': recordUpdated('campaign.updated', campaignModel, isCampaignUrl),
  'event-production.updated': recordUpdated(
    'event-production.updated',
    eventProductionModel,
    isProductionUrl,
  ),
  'invoice.updated': refetchOn('invoice.updated', invoiceModel, isInvoiceUrl),
  'payout.updated': refetchOn('payout.updated', payoutModel, isPayoutUrl),
};

/**
 * Brings the cache up to date with one realtime event (decisions §5). A payload that is not what
 * the event promises is ignored with a warning; nothing here throws.
 */
export async function applyRealtimeEvent(
  context: RealtimeEventContext,
  event: RealtimeEventName,
  raw: unknown,
): Promise<void> {
  try {
    await HANDLERS[event](context, raw);
  } catch (error) {
    context.warn(`Could not apply ${event}: ${error instanceof Error ? error.message : error}`);
  }
}
