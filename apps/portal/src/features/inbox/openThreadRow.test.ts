import type { Thread } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { keepOpenThread } from './openThreadRow.ts';

const thread = (id: number, has_unread_messages = true): Thread => ({
  id,
  subject_type: 'brand',
  subject_id: id,
  visibility: 'internal',
  latest_message_at: '2026-11-20T10:00:00.000Z',
  has_unread_messages,
  created_at: '2026-11-01T10:00:00.000Z',
});
const ids = (threads: readonly Thread[]) => threads.map((row) => row.id);
const key = (id: number) => `brand.${id}.internal`;

describe('keepOpenThread', () => {
  it.each<[string, number[], { key: string; index: number } | null, Thread | undefined, number[]]>([
    ['nothing open', [1, 2, 3], null, undefined, [1, 2, 3]],
    [
      'the open one still listed',
      [1, 2, 3],
      { key: key(2), index: 1 },
      thread(2, false),
      [1, 2, 3],
    ],
    ['dropped: back where it was', [1, 3], { key: key(2), index: 1 }, thread(2, false), [1, 2, 3]],
    ['dropped from the top', [2, 3], { key: key(1), index: 0 }, thread(1, false), [1, 2, 3]],
    ['dropped from a list now shorter', [1], { key: key(4), index: 3 }, thread(4, false), [1, 4]],
    ['dropped, the only one', [], { key: key(1), index: 0 }, thread(1, false), [1]],
    ['its thread not loaded yet', [1, 3], { key: key(2), index: 1 }, undefined, [1, 3]],
    ['another thread open now', [1, 3], { key: key(2), index: 1 }, thread(5), [1, 3]],
  ])('%s', (_, listed, held, open, expected) => {
    expect(
      ids(
        keepOpenThread(
          listed.map((id) => thread(id)),
          held,
          open,
        ),
      ),
    ).toEqual(expected);
  });

  it('keeps the open one as it is now (read), not as it was listed', () => {
    const kept = keepOpenThread([thread(1)], { key: key(2), index: 1 }, thread(2, false));
    expect(kept[1]?.has_unread_messages).toBe(false);
  });
});
