import { isTemporaryId, type Message, type MessageReaction } from '@airtime/domain';
import type { ListPage } from '../decode/decoders.ts';

// Pure helpers for a thread's cached message lists: the pages of useMessages (newest first, by
// id) and single pages. Each answers the same object when nothing changed, so SWR re-renders
// only on a real change. The optimistic hooks and the realtime layer both write through them.

type Page = ListPage<Message>;

/** Pages of an infinite messages list (`$inf$` cache entries). */
export type MessagePages = readonly Page[];

/**
 * Newest first: unsaved messages on top (a later temporary id is smaller, spec §4, so among them
 * the smaller comes first), then saved ones by id, largest first, as the server sorts them.
 */
export function compareNewestFirst(a: { readonly id: number }, b: { readonly id: number }): number {
  const aTemporary = isTemporaryId(a.id);
  const bTemporary = isTemporaryId(b.id);
  if (aTemporary !== bTemporary) return aTemporary ? -1 : 1;
  return aTemporary ? a.id - b.id : b.id - a.id;
}

/** A message laid over the cached one: relations the new one lacks (author, parent) stay. */
export function mergeMessage(cached: Message | undefined, message: Message): Message {
  return cached === undefined ? message : { ...cached, ...message };
}

function withTotal(page: Page, delta: number): Page {
  return delta === 0
    ? page
    : { ...page, meta: { ...page.meta, total: Math.max(0, page.meta.total + delta) } };
}

/** Where the message goes in the pages: [page, index], or null when it belongs to unloaded pages. */
function placeOf(pages: MessagePages, message: Message): readonly [number, number] | null {
  for (let pageIndex = 0; pageIndex < pages.length; pageIndex += 1) {
    const rows = pages[pageIndex]?.data ?? [];
    const index = rows.findIndex((row) => compareNewestFirst(message, row) < 0);
    if (index >= 0) return [pageIndex, index];
  }
  const lastIndex = pages.length - 1;
  const last = pages[lastIndex];
  if (last === undefined || last.links.next !== null) return null;
  return [lastIndex, last.data.length];
}

/**
 * The pages with the message in its newest-first place; where they hold it already (the
 * author's own send, then its realtime `message.created`), the cached row is updated instead, so
 * a message is never listed twice. Older than every loaded row while more pages exist: unchanged.
 */
export function insertMessageIntoPages(pages: MessagePages, message: Message): MessagePages {
  if (pages.some((page) => page.data.some((row) => row.id === message.id)))
    return replaceMessageInPages(pages, message);
  const place = placeOf(pages, message);
  if (place === null) return pages;
  const [pageIndex, index] = place;
  return pages.map((page, at) => {
    const counted = withTotal(page, 1);
    if (at !== pageIndex) return counted;
    const data = [...page.data];
    data.splice(index, 0, message);
    return { ...counted, data };
  });
}

/** The pages with the cached row of this message updated (merged), where they hold it. */
export function replaceMessageInPages(pages: MessagePages, message: Message): MessagePages {
  return mapMessage(pages, message.id, (cached) => mergeMessage(cached, message));
}

/** The pages without the message of this id. */
export function removeMessageFromPages(pages: MessagePages, id: number): MessagePages {
  if (!pages.some((page) => page.data.some((row) => row.id === id))) return pages;
  return pages.map((page) => {
    const data = page.data.filter((row) => row.id !== id);
    return withTotal(data.length === page.data.length ? page : { ...page, data }, -1);
  });
}

/** Changes the cached row of one message wherever it sits in the pages. */
export function mapMessage(
  pages: MessagePages,
  id: number,
  change: (message: Message) => Message,
): MessagePages {
  let changed = false;
  const next = pages.map((page) => {
    const index = page.data.findIndex((row) => row.id === id);
    const row = page.data[index];
    if (row === undefined) return page;
    const updated = change(row);
    if (updated === row) return page;
    changed = true;
    const data = [...page.data];
    data[index] = updated;
    return { ...page, data };
  });
  return changed ? next : pages;
}

/** The message with this reaction added, or the one of the same id (or same user and emoji) replaced. */
export function withReaction(message: Message, reaction: MessageReaction): Message {
  const reactions = message.reactions ?? [];
  const index = reactions.findIndex(
    (row) =>
      row.id === reaction.id || (row.user_id === reaction.user_id && row.emoji === reaction.emoji),
  );
  if (index < 0) return { ...message, reactions: [...reactions, reaction] };
  const cached = reactions[index];
  const next = [...reactions];
  next[index] = cached === undefined ? reaction : { ...cached, ...reaction };
  return { ...message, reactions: next };
}

/** The message without the reaction of this id. */
export function withoutReaction(message: Message, reactionId: number): Message {
  const reactions = message.reactions ?? [];
  if (!reactions.some((row) => row.id === reactionId)) return message;
  return { ...message, reactions: reactions.filter((row) => row.id !== reactionId) };
}

/** Adds (or replaces) a reaction on its message, where the pages hold the message. */
export function upsertReactionInPages(
  pages: MessagePages,
  reaction: MessageReaction,
): MessagePages {
  return mapMessage(pages, reaction.message_id, (message) => withReaction(message, reaction));
}

/** Takes a reaction off its message. */
export function removeReactionFromPages(
  pages: MessagePages,
  messageId: number,
  reactionId: number,
): MessagePages {
  return mapMessage(pages, messageId, (message) => withoutReaction(message, reactionId));
}

/**
 * Sets a message's whole reaction list (`reaction.changed` carries it); reactors already known
 * keep their embedded user.
 */
export function setReactionsInPages(
  pages: MessagePages,
  messageId: number,
  reactions: readonly MessageReaction[],
): MessagePages {
  return mapMessage(pages, messageId, (message) => {
    const known = new Map((message.reactions ?? []).map((row) => [row.id, row]));
    return {
      ...message,
      reactions: reactions.map((row) => ({ ...known.get(row.id), ...row })),
    };
  });
}
