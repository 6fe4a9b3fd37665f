import type { Message } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { CHARS_PER_LINE, estimateRowHeight } from './rowHeight.ts';

const base: Message = {
  id: 1,
  thread_id: 1,
  user_id: 1,
  body: 'Brand approved the script.',
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-20T09:00:00Z',
  deleted_at: null,
  tags: [{ id: 3, type: 'brand', is_primary: true }],
  is_reply: false,
  parent_id: null,
  visibility: 'brand',
  activity_log: null,
  is_read: true,
};
const thumbsUp = {
  id: 1,
  message_id: 1,
  user_id: 2,
  emoji: '👍',
  created_at: '2026-11-20T09:05:00Z',
};
const line = 'x'.repeat(CHARS_PER_LINE);

describe('estimateRowHeight', () => {
  it.each<[string, Partial<Message>, boolean, number]>([
    ['a one-line message', {}, false, 48],
    ['a one-line message opening a day', {}, true, 84],
    ['a body exactly one line long', { body: line }, false, 48],
    ['a body one character over a line', { body: `${line}x` }, false, 68],
    ['three lines written with line breaks', { body: 'one\ntwo\nthree' }, false, 88],
    ['a blank line counted as a line', { body: 'one\n\nthree' }, false, 88],
    ['a wrapped line then a short one', { body: `${line}${line}x\nend` }, false, 108],
    ['a reply (its quote above)', { is_reply: true, parent_id: 9 }, false, 72],
    ['reactions under it', { reactions: [thumbsUp] }, false, 76],
    ['no reactions', { reactions: [] }, false, 48],
    [
      'tags besides the primary one',
      { tags: [...base.tags, { id: 7, type: 'creator', is_primary: false }] },
      false,
      76,
    ],
    [
      'an activity entry (one quiet line)',
      { activity_log: { description: 'changed the status', changes: [] } },
      false,
      28,
    ],
    [
      'an activity entry opening a day',
      { activity_log: { description: 'changed the status', changes: [] } },
      true,
      64,
    ],
    [
      'a reply with reactions and tags opening a day',
      {
        is_reply: true,
        parent_id: 9,
        reactions: [thumbsUp],
        tags: [{ id: 7, type: 'creator', is_primary: false }],
      },
      true,
      48 + 36 + 24 + 28 + 28,
    ],
  ])('%s: %i px', (_label, change, hasDay, expected) => {
    expect(estimateRowHeight({ ...base, ...change }, hasDay)).toBe(expected);
  });

  it('wraps sooner in a narrower pane', () => {
    expect(estimateRowHeight({ ...base, body: 'x'.repeat(60) }, false, 40)).toBe(68);
  });
});
