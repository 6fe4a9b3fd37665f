import type { Message } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { messageModel } from '../models/messaging.ts';
import { type CachedRow, mapCachedRow, mergeRecord } from './cachedRecords.ts';

const brandUser = {
  id: 7,
  firstname: 'Bea',
  lastname: 'Brand',
  avatar: null,
  email: 'brand@airtime.test',
};
const admin = { ...brandUser, id: 2, firstname: 'Ada', email: 'admin@airtime.test' };
const record: Message = {
  id: 900,
  thread_id: 4,
  user_id: 7,
  body: 'First draft',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  deleted_at: null,
  tags: [],
  is_reply: false,
  parent_id: null,
  visibility: 'brand',
  activity_log: null,
  is_read: true,
  user: brandUser,
};
// A decoded record as the cache holds it.
const message = record as unknown as CachedRow & Message;
const { user: _user, ...bare } = record;
const row = (id: number) => ({ id, name: `row ${id}` });
const page = (ids: number[]) => ({
  data: ids.map(row),
  meta: { per_page: 2, total: 2 },
  links: { next: null, prev: null },
  included: { users: [admin] },
});
const rename = (next: CachedRow) => ({ ...next, name: 'renamed' });

describe('mapCachedRow', () => {
  it.each([
    ['a record', row(3), { id: 3, name: 'renamed' }],
    ['another record', row(4), row(4)],
    ['a plain array', [row(2), row(3)], [row(2), { id: 3, name: 'renamed' }]],
    ['null (a record not found)', null, null],
  ])('changes the row in %s', (_name, data, expected) => {
    expect(mapCachedRow(data, 3, rename)).toEqual(expected);
  });

  it('changes rows in list pages, with their page’s included, and keeps untouched pages', () => {
    const pages = [page([1, 2]), page([3, 4])];
    const seen: unknown[] = [];
    const next = mapCachedRow(pages, 3, (cached, included) => {
      seen.push(included);
      return rename(cached);
    }) as ReturnType<typeof page>[];
    expect(next[0]).toBe(pages[0]);
    expect(next[1]?.data).toEqual([{ id: 3, name: 'renamed' }, row(4)]);
    expect(next[1]?.meta).toBe(pages[1]?.meta);
    expect(seen).toEqual([{ users: [admin] }]);
  });

  it('answers the same object when no row has the id', () => {
    const pages = [page([1, 2])];
    expect(mapCachedRow(pages, 9, rename)).toBe(pages);
  });
});

describe('mergeRecord', () => {
  it('lays the event over the cached row and keeps relations the event lacks', () => {
    const merged = mergeRecord(
      messageModel,
      { ...bare, body: 'Second draft', is_read: false },
      message,
      {},
    );
    expect(merged.stale).toBe(false);
    expect(merged.row).toMatchObject({ body: 'Second draft', is_read: false, user: brandUser });
  });

  it('keeps per-reader fields as cached', () => {
    const merged = mergeRecord(messageModel, { ...bare, is_read: false }, message, {}, ['is_read']);
    expect(merged.row.is_read).toBe(true);
  });

  it('fills a changed relation from the page’s included', () => {
    const merged = mergeRecord(messageModel, { ...bare, user_id: 2 }, message, { users: [admin] });
    expect(merged).toEqual({ row: { ...message, user_id: 2, user: admin }, stale: false });
  });

  it('is stale when a required relation changed to a record it cannot find', () => {
    const merged = mergeRecord(messageModel, { ...bare, user_id: 3 }, message, { users: [admin] });
    expect(merged).toEqual({ row: message, stale: true });
  });

  it('is stale when an optional relation changed to a record it cannot find', () => {
    const cached = { ...message, thread: { id: 4 } } as unknown as CachedRow;
    const merged = mergeRecord(messageModel, { ...message, thread_id: 5 }, cached, {});
    expect(merged.stale).toBe(true);
    expect(mergeRecord(messageModel, message, cached, {}).stale).toBe(false);
  });
});
