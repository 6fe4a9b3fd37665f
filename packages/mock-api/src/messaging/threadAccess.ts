import {
  AGENCY_CHANNEL,
  getAppType,
  getUserChannel,
  type Message,
  type SubjectType,
  type Thread,
  type ThreadVisibility,
} from '@airtime/domain';
import { forbidden, found } from '../http/HttpError.ts';
import type { UserContext } from '../http/route.ts';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';
import { subjectKey } from '../store/subjectKey.ts';

// Who reads a thread (the spec does not show it; README "Messaging"): agency staff every thread;
// brand users the threads of visibility 'brand' whose subject belongs to one of their brands;
// creator users the threads of visibility 'creator' whose subject belongs to one of their
// creators. Messages marked 'internal' inside a brand or creator thread are for agency staff only.

export const THREAD_VISIBILITIES = [
  'internal',
  'brand',
  'creator',
] as const satisfies readonly ThreadVisibility[];

/** The brand and creator a record belongs to, as far as threads care. */
export interface SubjectParties {
  readonly brandIds: readonly number[];
  readonly creatorIds: readonly number[];
}

const NOBODY: SubjectParties = { brandIds: [], creatorIds: [] };

export function subjectParties(store: Store, type: SubjectType, id: number): SubjectParties {
  switch (type) {
    case 'brand':
      return { brandIds: [id], creatorIds: [] };
    case 'creator':
      return { brandIds: [], creatorIds: [id] };
    case 'channel': {
      const channel = store.channels.get(id);
      return channel === undefined ? NOBODY : { brandIds: [], creatorIds: [channel.publisher_id] };
    }
    case 'campaign': {
      const campaign = store.campaigns.get(id);
      return campaign === undefined
        ? NOBODY
        : { brandIds: [campaign.brand_id], creatorIds: [campaign.publisher_id] };
    }
    case 'event':
    case 'event_production': {
      const eventId =
        type === 'event' ? id : (store.eventProductions.get(id)?.event_id ?? undefined);
      const event = eventId === undefined ? undefined : store.events.get(eventId);
      if (event === undefined) return NOBODY;
      return {
        brandIds: event.brand_id === null ? [] : [event.brand_id],
        creatorIds: [event.publisher_id],
      };
    }
    case 'agency':
      return NOBODY;
  }
}

type ThreadKey = Pick<Thread, 'subject_type' | 'subject_id' | 'visibility'>;

/** The thread of a record and visibility, if it has one. */
export function findThread(
  store: Store,
  type: SubjectType,
  id: number,
  visibility: ThreadVisibility,
): Thread | undefined {
  return store.threads
    .lookup('subject', subjectKey(type, id))
    .find((thread) => thread.visibility === visibility);
}

/** Whether a user may read a thread (existing or about to be created). */
export function canSeeThread(store: Store, user: StoredUser, thread: ThreadKey): boolean {
  const appType = getAppType(user.business_role);
  if (appType === 'agency') return true;
  if (thread.visibility !== appType) return false;
  const parties = subjectParties(store, thread.subject_type, thread.subject_id);
  return appType === 'brand'
    ? parties.brandIds.some((id) => user.brand_ids.includes(id))
    : parties.creatorIds.some((id) => user.creator_ids.includes(id));
}

/** Whether a user who can read the thread may read this message of it. */
export function canSeeMessage(user: StoredUser, message: Pick<Message, 'visibility'>): boolean {
  return message.visibility !== 'internal' || getAppType(user.business_role) === 'agency';
}

/** A thread the user may read, or 404 / 403. */
export function visibleThread(context: UserContext<string>, threadId: number): Thread {
  const thread = found(context.store.threads.get(threadId), 'Thread', threadId);
  if (!canSeeThread(context.store, context.user, thread))
    forbidden('You do not have access to this thread.');
  return thread;
}

/** The users outside the agency who may read a thread (and its non-internal messages). */
export function outsideReaders(store: Store, thread: ThreadKey): StoredUser[] {
  if (thread.visibility === 'internal') return [];
  return store.users
    .all()
    .filter(
      (user) => getAppType(user.business_role) !== 'agency' && canSeeThread(store, user, thread),
    );
}

/** A channel that hears about a thread, and who listens on it. */
export interface ThreadAudience {
  readonly channel: string;
  /** The brand or creator user of a private-user channel; null on the agency channel (agency staff). */
  readonly reader: StoredUser | null;
}

/**
 * Who must hear about a change to a thread or to a message of `visibility` in it: agency staff on
 * the agency channel always (every thread is visible to them), plus each brand or creator user who
 * can read it on their private channel.
 */
export function threadAudiences(
  store: Store,
  thread: ThreadKey,
  visibility: ThreadVisibility = thread.visibility,
): ThreadAudience[] {
  const agency: ThreadAudience = { channel: AGENCY_CHANNEL, reader: null };
  if (visibility === 'internal') return [agency];
  return [
    agency,
    ...outsideReaders(store, thread).map((user) => ({
      channel: getUserChannel(user.id),
      reader: user,
    })),
  ];
}

/** The channels of threadAudiences, for events every reader may receive alike. */
export function threadChannels(
  store: Store,
  thread: ThreadKey,
  visibility: ThreadVisibility = thread.visibility,
): string[] {
  return threadAudiences(store, thread, visibility).map((audience) => audience.channel);
}

/** Whether a user may read a message: they can read its thread and its visibility. */
export function canReadMessage(
  store: Store,
  user: StoredUser,
  thread: ThreadKey,
  message: Pick<Message, 'visibility'>,
): boolean {
  return canSeeThread(store, user, thread) && canSeeMessage(user, message);
}
