import type { Thread } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { compareThreads, formatThreadTime, type InboxThread, subjectKey } from './inboxSubjects.ts';

function entry(name: string, latest: string | null): InboxThread {
  const thread: Thread = {
    id: name.length,
    subject_type: 'brand',
    subject_id: name.length,
    visibility: 'brand',
    latest_message_at: latest,
    has_unread_messages: false,
    created_at: '2026-01-01T00:00:00Z',
  };
  return {
    subject: { type: 'brand', id: thread.subject_id, visibility: 'brand', name, logo: null },
    thread,
  };
}

describe('compareThreads', () => {
  it('puts the newest conversation first and empty ones last, by name', () => {
    const sorted = [
      entry('Beta', null),
      entry('Old', '2026-10-01T10:00:00Z'),
      entry('Alpha', null),
      entry('New', '2026-11-19T10:00:00Z'),
    ].sort(compareThreads);
    expect(sorted.map(({ subject }) => subject.name)).toEqual(['New', 'Old', 'Alpha', 'Beta']);
  });
});

describe('formatThreadTime', () => {
  const now = new Date(2026, 10, 20, 15, 0);
  it.each([
    [new Date(2026, 10, 20, 9, 5).toISOString(), '9:05 AM'],
    [new Date(2026, 10, 2, 9, 5).toISOString(), 'Nov 2'],
    [new Date(2025, 0, 2, 9, 5).toISOString(), 'Jan 2, 2025'],
    ['not a date', ''],
  ])('%s reads %s', (iso, expected) => {
    expect(formatThreadTime(iso, now)).toBe(expected);
  });
});

it('keys a subject by type, id and visibility', () => {
  expect(subjectKey({ type: 'brand', id: 2, visibility: 'internal' })).toBe('brand.2.internal');
});
