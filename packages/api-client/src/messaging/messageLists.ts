import type { Message } from '@airtime/domain';
import type { ListPage } from '../decode/decoders.ts';
import { listMessages } from '../endpoints/messages.ts';
import { urlOfKey } from '../swr/cacheUpdates.ts';
import { callParamsOf, matchesCall } from '../swr/keys.ts';
import {
  compareNewestFirst,
  insertMessageIntoPages,
  type MessagePages,
  removeMessageFromPages,
  replaceMessageInPages,
} from './messagePages.ts';

// Which cached answers are a thread's message lists, which of them a message belongs in, and how
// one message's current state (or its absence) is written into any of them.

/** The thread id and query of a messages list URL (or cache key), or undefined for another URL. */
export function parseMessagesUrl(
  keyOrUrl: string,
): { readonly threadId: number; readonly query: URLSearchParams } | undefined {
  const params = callParamsOf(listMessages, keyOrUrl);
  if (params === undefined) return undefined;
  const search = urlOfKey(keyOrUrl).split('?')[1];
  return { threadId: Number(params.id), query: new URLSearchParams(search ?? '') };
}

/** Whether a URL is one of the thread's message lists (any query, any page). */
export function isMessagesUrlOf(threadId: number): (url: string) => boolean {
  return matchesCall(listMessages, { id: threadId });
}

const NEWEST_FIRST = new Set(['-id', '-created_at']);
const flag = (value: string) => value === '1' || value === 'true';

/**
 * Whether a message belongs in a list with this query (the fake's filters, README "Messaging"):
 * true, false, or 'unknown' for a list whose order or filters it cannot judge.
 */
export function messageFitsQuery(message: Message, query: URLSearchParams): boolean | 'unknown' {
  const values = (name: string) => [...query.getAll(name), ...query.getAll(`${name}[]`)];
  const sort = values('sort');
  if (sort.length > 0 && !(sort.length === 1 && NEWEST_FIRST.has(sort[0] ?? ''))) return 'unknown';
  const checks: Record<string, (value: string) => boolean> = {
    parent_id: (value) => message.parent_id === Number(value),
    is_reply: (value) => message.is_reply === flag(value),
    type: (value) => (message.activity_log !== null) === (value === 'activity'),
    tag_type: (value) =>
      message.tags.some(
        (tag) =>
          tag.type === value && (!query.has('tag_id') || tag.id === Number(query.get('tag_id'))),
      ),
    tag_id: () => true,
    s: (value) => message.body.toLowerCase().includes(value.toLowerCase()),
    // A list of allowed values: the message's must be one of them.
    visibility: () => values('visibility').includes(message.visibility),
    user_id: () => values('user_id').includes(String(message.user_id)),
  };
  for (const rawName of new Set(query.keys())) {
    const name = rawName.replace(/\[\]$/, '');
    if (name === 'sort' || name === 'per_page' || name === 'cursor') continue;
    const check = checks[name];
    if (check === undefined) return 'unknown';
    // An empty parameter is no filter, as the fake reads it.
    if (!values(name).every((value) => value === '' || check(value))) return false;
  }
  return true;
}

function isPage(value: unknown): value is ListPage<Message> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { data?: unknown }).data) &&
    'links' in value
  );
}

function isPages(value: unknown): value is MessagePages {
  return Array.isArray(value) && value.every(isPage);
}

/** One page as it sits under its own key: a later page takes only a message inside its range. */
function applyToPage(
  page: ListPage<Message>,
  laterPage: boolean,
  message: Message,
): ListPage<Message> {
  const holds = page.data.some((row) => row.id === message.id);
  if (holds || !laterPage) {
    const [next] = insertMessageIntoPages([page], message);
    return next ?? page;
  }
  // Newer than all its rows: the message may belong to an earlier page, which this one cannot tell.
  const first = page.data[0];
  if (first === undefined || compareNewestFirst(message, first) < 0) return page;
  const [next] = insertMessageIntoPages([page], message);
  return next ?? page;
}

/**
 * Writes one message's current state into a cached messages answer (the pages of an infinite
 * list, or one page): `null` takes it out; otherwise it is inserted or updated where the list's
 * query takes it, and taken out where the query no longer does (an edit that left a search).
 */
export function applyMessageToList(
  data: unknown,
  key: string,
  id: number,
  message: Message | null,
): unknown {
  const parsed = parseMessagesUrl(key);
  if (parsed === undefined) return data;
  const fits = message === null ? false : messageFitsQuery(message, parsed.query);
  if (isPages(data)) {
    if (message === null || fits === false) return removeMessageFromPages(data, id);
    return fits === 'unknown'
      ? replaceMessageInPages(data, message)
      : insertMessageIntoPages(data, message);
  }
  if (isPage(data)) {
    if (message === null || fits === false) {
      const [next] = removeMessageFromPages([data], id);
      return next ?? data;
    }
    if (fits === 'unknown') {
      const [next] = replaceMessageInPages([data], message);
      return next ?? data;
    }
    return applyToPage(data, parsed.query.has('cursor'), message);
  }
  return data;
}

/** The cached row of a message in a messages answer, if it holds one. */
export function findMessageInList(data: unknown, id: number): Message | undefined {
  const pages = isPages(data) ? data : isPage(data) ? [data] : [];
  for (const page of pages) {
    const row = page.data.find((candidate) => candidate.id === id);
    if (row !== undefined) return row;
  }
  return undefined;
}
