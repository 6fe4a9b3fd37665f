import { createTemporaryId } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { getFirstUnreadId } from './unreadLine.ts';

const ME = 7;
const TEMPORARY = createTemporaryId(Date.parse('2026-11-20T10:00:00Z'));
const read = (id: number, user_id = 3) => ({ id, user_id, is_read: true });
const unread = (id: number, user_id = 3) => ({ id, user_id, is_read: false });

describe('getFirstUnreadId', () => {
  it.each<[string, ReturnType<typeof read>[], boolean, number | null]>([
    ['nothing loaded', [], false, null],
    ['all read', [read(1), read(2)], false, null],
    ['the first unread after the read ones', [read(1), unread(2), unread(3)], false, 2],
    ['read again after an unread one', [read(1), unread(2), read(3)], false, 2],
    ['not one’s own, unread or not', [read(1), unread(2, ME), unread(3)], false, 3],
    ['not a message still sending', [read(1), unread(TEMPORARY), unread(4)], false, 4],
    ['the whole thread new, nothing earlier', [unread(1), unread(2)], false, 1],
    ['all loaded new with earlier pages: unknown', [unread(5), unread(6)], true, null],
    ['a read one loaded before, earlier pages or not', [read(5), unread(6)], true, 6],
  ])('%s', (_, messages, hasEarlier, expected) => {
    expect(getFirstUnreadId(messages, ME, hasEarlier)).toBe(expected);
  });
});
