import {
  type AppType,
  getRecordVisibilities,
  type Notification,
  type SubjectType,
  type Thread,
  type ThreadSubject,
  type ThreadVisibility,
  updateQueryState,
} from '@airtime/domain';
import { href } from '../../app/paths.ts';

/** A thread's key in the URL, `?thread=brand.2.internal`: its record and visibility. */
export function threadKey(thread: Pick<Thread, 'subject_type' | 'subject_id' | 'visibility'>) {
  return `${thread.subject_type}.${thread.subject_id}.${thread.visibility}`;
}

/** The record and visibility a `?thread=` value names, or null when it names none. */
export function parseThreadKey(
  value: string | null,
): { type: SubjectType; id: number; visibility: ThreadVisibility } | null {
  const match = /^([a-z_]+)\.([1-9]\d{0,15})\.([a-z]+)$/.exec(value ?? '');
  if (match === null) return null;
  const [, type = '', id = '', visibility = ''] = match;
  if (!Object.hasOwn(SUBJECT_TYPE_LABELS, type) || !Object.hasOwn(VISIBILITY_LABELS, visibility))
    return null;
  return {
    type: type as SubjectType,
    id: Number(id),
    visibility: visibility as ThreadVisibility,
  };
}

/** Who can read a conversation, in words. */
export const VISIBILITY_LABELS: Readonly<Record<ThreadVisibility, string>> = {
  internal: 'Internal',
  brand: 'With the brand',
  creator: 'With the creator',
};

/** What a conversation is about, in words. */
export const SUBJECT_TYPE_LABELS: Readonly<Record<SubjectType, string>> = {
  agency: 'Agency',
  brand: 'Brand',
  creator: 'Creator',
  channel: 'Channel',
  campaign: 'Campaign',
  event: 'Airing',
  event_production: 'Production',
};

/**
 * The inbox of the reader's app, opened at a thread, and at one of its messages (highlighted, the
 * `message_info` query state) when `messageId` is a message id.
 */
export function inboxHref(
  appType: AppType,
  thread: Pick<Thread, 'subject_type' | 'subject_id' | 'visibility'>,
  messageId?: number,
): string {
  const params = new URLSearchParams({ thread: threadKey(thread) });
  const query =
    messageId === undefined
      ? params
      : updateQueryState(params, { message_info: { type: 'message', message: messageId } });
  return `${href(`${appType}-inbox`)}?${query}`;
}

/**
 * Where a click on a notification takes the reader: the conversation it names (its record and
 * `thread_visibility`), at its message when it names one, if the reader's app can open that
 * conversation; otherwise their inbox.
 */
export function notificationHref(
  appType: AppType,
  notification: Pick<
    Notification,
    'subject_type' | 'subject_id' | 'thread_visibility' | 'message_id'
  >,
): string {
  const { subject_type, subject_id, thread_visibility, message_id } = notification;
  if (subject_type === null || subject_id === null || thread_visibility === undefined)
    return href(`${appType}-inbox`);
  const thread = { subject_type, subject_id, visibility: thread_visibility };
  // Only what the inbox can open: a well-formed key, of a conversation this app reads.
  if (
    parseThreadKey(threadKey(thread)) === null ||
    !getRecordVisibilities(subject_type, appType).includes(thread_visibility)
  )
    return href(`${appType}-inbox`);
  return inboxHref(appType, thread, message_id);
}

/** A thread's name: its record's, or what it is while the record is unknown. */
export function threadName(thread: Thread): string {
  return thread.subject?.name ?? `${SUBJECT_TYPE_LABELS[thread.subject_type]} ${thread.subject_id}`;
}

/** The list page's parameter that opens a record's conversations over it (useConversationParam). */
function conversationQuery(subject: ThreadSubject): string {
  return `conversation=${subject.type}.${subject.id}`;
}

/**
 * The page of a conversation's record in the reader's app, or null where that app has none:
 * agency staff open any record (a campaign or production on its brand's list, its conversations
 * open over it); brand users a campaign with its creator, else a creator's profile; creator users
 * a brand's page.
 */
export function subjectHref(appType: AppType, subject: ThreadSubject): string | null {
  if (appType === 'agency') {
    switch (subject.type) {
      case 'brand':
        return href('agency-brand-dashboard', { brandId: subject.id });
      case 'creator':
        return href('agency-creator', { creatorId: subject.id });
      case 'agency':
        return href('agency-agency', { agencyId: subject.id });
      case 'channel':
        return subject.creator_id === null
          ? null
          : href('agency-creator-channel', {
              creatorId: subject.creator_id,
              channelId: subject.id,
            });
      case 'campaign':
        return subject.brand_id === null
          ? null
          : `${href('agency-brand-planning', { brandId: subject.brand_id })}?${conversationQuery(subject)}`;
      case 'event':
      case 'event_production':
        return subject.brand_id === null
          ? null
          : `${href('agency-brand-production', { brandId: subject.brand_id })}?${conversationQuery(subject)}`;
    }
  }
  if (appType === 'brand') {
    if (subject.creator_id === null) return null;
    return subject.type === 'campaign'
      ? `${href('brand-creator-campaigns', { creatorId: subject.creator_id })}?${conversationQuery(subject)}`
      : href('brand-creator', { creatorId: subject.creator_id });
  }
  return subject.brand_id === null ? null : href('creator-brand', { brandId: subject.brand_id });
}

// Formatters are made once: a long thread formats hundreds of times as the reader scrolls.
const TIME_OF_DAY = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DAY_THIS_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const DAY_OTHER_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const FULL_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** A message's full date and time, as its tooltip shows it: "11/25/2026, 3:05:48 AM". */
export function formatFullTime(iso: string): string {
  return remembered(fullTimes, iso, () => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : FULL_TIME.format(date);
  });
}

/** Formatted times by ISO string: rows format again each time they scroll back into view. */
const fullTimes = new Map<string, string>();
const threadTimes = new Map<string, string>();
let threadTimesDay = '';
/** Enough for the rows of a long scroll; past it a cache starts over rather than grow. */
const REMEMBERED_TIMES = 5000;

function remembered(cache: Map<string, string>, iso: string, format: () => string): string {
  const known = cache.get(iso);
  if (known !== undefined) return known;
  if (cache.size >= REMEMBERED_TIMES) cache.clear();
  const formatted = format();
  cache.set(iso, formatted);
  return formatted;
}

/** A message time as the list shows it: the time today, else the day (and the year if not this one). */
export function formatThreadTime(iso: string, now: Date = new Date()): string {
  // "Today" moves at midnight (and a test may pass another day): the cache holds one day's.
  const today = now.toDateString();
  if (today !== threadTimesDay) {
    threadTimes.clear();
    threadTimesDay = today;
  }
  return remembered(threadTimes, iso, () => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    if (date.toDateString() === today) return TIME_OF_DAY.format(date);
    return (date.getFullYear() === now.getFullYear() ? DAY_THIS_YEAR : DAY_OTHER_YEAR).format(date);
  });
}
