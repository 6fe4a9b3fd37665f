import { describe, expect, it } from 'vitest';
import { withThreadRead } from './threadLists.ts';

const thread = (id: number, unread: boolean) => ({
  id,
  subject_type: 'brand',
  subject_id: id,
  visibility: 'brand',
  latest_message_at: null,
  has_unread_messages: unread,
  created_at: '2026-11-20T12:00:00.000Z',
});
const page = (rows: object[], unread: number) => ({
  data: rows,
  included: {},
  meta: { per_page: 25, total: rows.length, unread },
  links: { next: null, prev: null },
});

describe('withThreadRead', () => {
  it.each([
    [
      'a page',
      page([thread(1, true), thread(2, true)], 2),
      page([thread(1, false), thread(2, true)], 1),
    ],
    [
      'the pages of an infinite list (every page’s count)',
      [page([thread(2, true)], 2), page([thread(1, true)], 2)],
      [page([thread(2, true)], 1), page([thread(1, false)], 1)],
    ],
    ['a count already at 0', page([thread(1, true)], 0), page([thread(1, false)], 0)],
  ])('marks the thread read in %s, one fewer unread', (_what, data, expected) => {
    expect(withThreadRead(data, 1)).toEqual(expected);
  });

  it.each([
    ['a page holding it read', page([thread(1, false)], 0)],
    ['a page without it', page([thread(2, true)], 1)],
    ['infinite pages without it unread', [page([thread(2, true)], 1), page([thread(1, false)], 1)]],
    ['a single thread', thread(1, true)],
    ['nothing cached', undefined],
  ])('leaves %s as it is', (_what, data) => {
    expect(withThreadRead(data, 1)).toBe(data);
  });
});
