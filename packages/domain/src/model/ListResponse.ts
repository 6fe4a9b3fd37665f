import type { Message, MessagePermissions } from './Message.ts';
import type { Thread } from './Thread.ts';

/** Related records sent beside a list, by resource name (e.g. 'brands'); decode before use. */
export type ListIncluded = Readonly<Record<string, readonly unknown[]>>;

/** Paging figures of a list; the shape is ours. */
export interface ListMeta {
  readonly per_page: number;
  /** Rows matching the query across all pages. */
  readonly total: number;
}

/** Cursors to the neighbouring pages; null at either end. */
export interface ListLinks {
  readonly next: string | null;
  readonly prev: string | null;
}

/** The envelope of every list answer (spec §7): one page of records plus what relates to them. */
export interface ListResponse<T> {
  readonly data: readonly T[];
  readonly included: ListIncluded;
  readonly meta: ListMeta;
  readonly links: ListLinks;
}

/** A page of messages, which also says what the user may do in the thread. */
export interface MessageListResponse extends ListResponse<Message> {
  readonly permissions: MessagePermissions;
}

/** The paging figures of the thread list (ours), with the unread count a filter would show. */
export interface ThreadListMeta extends ListMeta {
  /** Threads matching every filter but `unread` that hold something unread for the reader. */
  readonly unread: number;
}

/** A page of the signed-in user's threads (ours: `GET /api/threads`), each with its subject. */
export interface ThreadListResponse extends ListResponse<Thread> {
  readonly meta: ThreadListMeta;
}
