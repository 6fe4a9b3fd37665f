import { createTemporaryId, type Message } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';
import { applyMessageToList, messageFitsQuery } from './messageLists.ts';
import {
  compareNewestFirst,
  insertMessageIntoPages,
  removeMessageFromPages,
  setReactionsInPages,
} from './messagePages.ts';
import { nextTemporaryId } from './temporaryIds.ts';

const message = (id: number, extra: Partial<Message> = {}): Message => ({
  id,
  thread_id: 1,
  user_id: 2,
  body: `body ${id}`,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  deleted_at: null,
  tags: [{ id: 9, type: 'brand', is_primary: true }],
  is_reply: false,
  parent_id: null,
  visibility: 'brand',
  activity_log: null,
  is_read: true,
  ...extra,
});

const page = (ids: number[], next: string | null, total = 10): ListPage<Message> => ({
  data: ids.map((id) => message(id)),
  meta: { per_page: ids.length, total },
  links: { next, prev: null },
  included: {},
});

const idsOf = (pages: readonly ListPage<Message>[]) =>
  pages.map((row) => row.data.map((m) => m.id));

describe('compareNewestFirst', () => {
  it('puts unsaved messages on top, the later first, then saved ones by id descending', () => {
    const earlier = createTemporaryId(1_000);
    const later = createTemporaryId(2_000);
    const rows = [{ id: 5 }, { id: earlier }, { id: 9 }, { id: later }];
    expect([...rows].sort(compareNewestFirst).map((row) => row.id)).toEqual([later, earlier, 9, 5]);
  });
});

describe('nextTemporaryId', () => {
  it('never repeats within a millisecond and keeps counting down', () => {
    const ids = [nextTemporaryId(5_000), nextTemporaryId(5_000), nextTemporaryId(5_000)];
    expect(new Set(ids).size).toBe(3);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('insertMessageIntoPages', () => {
  it('puts a new message in its place and counts it', () => {
    const pages = [page([9, 7], 'c1'), page([5, 3], null)];
    const next = insertMessageIntoPages(pages, message(6));
    expect(idsOf(next)).toEqual([
      [9, 7],
      [6, 5, 3],
    ]);
    expect(next.map((row) => row.meta.total)).toEqual([11, 11]);
    expect(idsOf(insertMessageIntoPages(pages, message(12)))).toEqual([
      [12, 9, 7],
      [5, 3],
    ]);
  });

  it('updates a message the pages hold instead of listing it twice, keeping its author', () => {
    const author = { id: 2, firstname: 'A', lastname: 'B', avatar: null, email: 'a@b.c' };
    const pages = [{ ...page([9], null), data: [message(9, { user: author })] }];
    const next = insertMessageIntoPages(pages, message(9, { body: 'new' }));
    expect(next[0]?.data).toEqual([message(9, { body: 'new', user: author })]);
    expect(next[0]?.meta.total).toBe(10);
  });

  it('leaves out a message older than every loaded row while more pages exist', () => {
    const pages = [page([9, 7], 'c1')];
    expect(insertMessageIntoPages(pages, message(2))).toBe(pages);
    expect(idsOf(insertMessageIntoPages([page([9, 7], null)], message(2)))).toEqual([[9, 7, 2]]);
  });
});

describe('removeMessageFromPages and setReactionsInPages', () => {
  it('takes a message out and answers the same pages when it is not there', () => {
    const pages = [page([9, 7], 'c1'), page([5], null)];
    expect(idsOf(removeMessageFromPages(pages, 5))).toEqual([[9, 7], []]);
    expect(removeMessageFromPages(pages, 5).map((row) => row.meta.total)).toEqual([9, 9]);
    expect(removeMessageFromPages(pages, 4)).toBe(pages);
  });

  it('sets a message’s reactions, keeping the users it knew', () => {
    const user = { id: 3, firstname: 'R', lastname: 'S', avatar: null, email: 'r@s.t' };
    const known = { id: 1, message_id: 9, user_id: 3, emoji: '👍', created_at: 'x', user };
    const pages = [{ ...page([9], null), data: [message(9, { reactions: [known] })] }];
    const fresh = { id: 2, message_id: 9, user_id: 4, emoji: '🎉', created_at: 'y' };
    const { user: _known, ...bare } = known;
    const next = setReactionsInPages(pages, 9, [bare, fresh]);
    expect(next[0]?.data[0]?.reactions).toEqual([{ ...known, user }, fresh]);
  });
});

describe('messageFitsQuery', () => {
  it.each([
    ['', true],
    ['per_page=5', true],
    ['visibility[]=brand&visibility[]=internal', true],
    ['visibility[]=internal', false],
    ['user_id[]=2', true],
    ['user_id[]=3', false],
    ['s=BODY 4', true],
    ['s=other', false],
    ['is_reply=0', true],
    ['is_reply=1', false],
    ['type=activity', false],
    ['tag_type=brand&tag_id=9', true],
    ['tag_type=brand&tag_id=8', false],
    ['sort=-id', true],
    ['sort=created_at', 'unknown'],
    ['unknown_filter=1', 'unknown'],
  ])('%s → %s', (search, expected) => {
    expect(messageFitsQuery(message(4), new URLSearchParams(search))).toBe(expected);
  });
});

describe('applyMessageToList', () => {
  it('inserts into the first page, not into a later page it may not belong to', () => {
    const first = page([9, 7], 'c1');
    const later = page([5, 3], null);
    const key = '/api/threads/1/messages';
    expect(idsOf([applyMessageToList(first, key, 12, message(12)) as ListPage<Message>])).toEqual([
      [12, 9, 7],
    ]);
    expect(applyMessageToList(later, `${key}?cursor=c1`, 12, message(12))).toBe(later);
    expect(
      idsOf([applyMessageToList(later, `${key}?cursor=c1`, 4, message(4)) as ListPage<Message>]),
    ).toEqual([[5, 4, 3]]);
  });

  it('takes a message out of a list whose filter it no longer matches', () => {
    const pages = [page([9, 7], null)];
    const key = '$inf$/api/threads/1/messages?s=body';
    expect(
      idsOf(
        applyMessageToList(pages, key, 9, message(9, { body: 'renamed' })) as ListPage<Message>[],
      ),
    ).toEqual([[7]]);
    expect(applyMessageToList(pages, '/api/threads/brand/1/brand', 9, null)).toBe(pages);
  });
});
