import { type AppType, decodeQueryState, type Thread, type ThreadSubject } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import {
  formatFullTime,
  formatThreadTime,
  inboxHref,
  notificationHref,
  parseThreadKey,
  subjectHref,
  threadKey,
  threadName,
} from './inboxSubjects.ts';

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

  it('reads a time of today as its day once that day is over', () => {
    const iso = new Date(2026, 10, 20, 9, 5).toISOString();
    expect(formatThreadTime(iso, now)).toBe('9:05 AM');
    expect(formatThreadTime(iso, new Date(2026, 10, 21, 8, 0))).toBe('Nov 20');
    expect(formatThreadTime(iso, now)).toBe('9:05 AM');
  });
});

describe('formatFullTime', () => {
  it.each([
    [new Date(2026, 10, 20, 15, 4, 9).toISOString(), '11/20/2026, 3:04:09 PM'],
    [new Date(2025, 0, 2, 0, 5, 0).toISOString(), '1/2/2025, 12:05:00 AM'],
    ['not a date', ''],
  ])('%s reads %s', (iso, expected) => {
    expect(formatFullTime(iso)).toBe(expected);
  });
});

describe('thread keys', () => {
  it('keys a thread by type, id and visibility', () => {
    expect(threadKey({ subject_type: 'brand', subject_id: 2, visibility: 'internal' })).toBe(
      'brand.2.internal',
    );
  });

  it.each([
    ['brand.2.internal', { type: 'brand', id: 2, visibility: 'internal' }],
    ['event_production.41.creator', { type: 'event_production', id: 41, visibility: 'creator' }],
    [null, null],
    ['', null],
    ['brand.2', null],
    ['brand.0.internal', null],
    ['brand.02.internal', null],
    ['planet.2.internal', null],
    ['brand.2.public', null],
    ['brand.2.internal.extra', null],
    ['brand.99999999999999999.internal', null],
  ])('%j reads %j', (value, expected) => {
    expect(parseThreadKey(value)).toEqual(expected);
  });
});

describe('threadName', () => {
  const thread: Thread = {
    id: 1,
    subject_type: 'event_production',
    subject_id: 7,
    visibility: 'internal',
    latest_message_at: null,
    has_unread_messages: false,
    created_at: '2026-01-01T00:00:00Z',
  };
  it('is the record’s name, or its kind and id while the record is unknown', () => {
    expect(threadName(thread)).toBe('Production 7');
    expect(
      threadName({
        ...thread,
        subject: {
          type: 'event_production',
          id: 7,
          name: 'Acme on Nightly',
          logo: null,
          brand_id: 2,
          creator_id: 4,
        },
      }),
    ).toBe('Acme on Nightly');
  });
});

describe('subjectHref', () => {
  const subject = (
    type: ThreadSubject['type'],
    brand_id: number | null,
    creator_id: number | null,
  ): ThreadSubject => ({ type, id: 9, name: 'x', logo: null, brand_id, creator_id });

  it.each<[AppType, ThreadSubject, string | null]>([
    ['agency', subject('brand', 9, null), '/agency/brands/9'],
    ['agency', subject('creator', null, 9), '/agency/creators/9'],
    ['agency', subject('agency', null, null), '/agency/agencies/9'],
    ['agency', subject('channel', null, 4), '/agency/creators/4/channel/9'],
    ['agency', subject('channel', null, null), null],
    ['agency', subject('campaign', 2, 4), '/agency/brands/2/planning?conversation=campaign.9'],
    [
      'agency',
      subject('event_production', 2, 4),
      '/agency/brands/2/production?conversation=event_production.9',
    ],
    ['agency', subject('event', 2, 4), '/agency/brands/2/production?conversation=event.9'],
    ['agency', subject('event', null, 4), null],
    ['brand', subject('campaign', 2, 4), '/brand/creators/4/campaigns?conversation=campaign.9'],
    ['brand', subject('channel', null, 4), '/brand/creators/4/profile'],
    ['brand', subject('brand', 9, null), null],
    ['creator', subject('campaign', 2, 4), '/creator/brand/2'],
    ['creator', subject('creator', null, 9), null],
  ])('%s: %j opens %s', (appType, value, expected) => {
    expect(subjectHref(appType, value)).toBe(expected);
  });
});

describe('inboxHref', () => {
  it.each<[AppType, number | undefined, string]>([
    ['agency', undefined, '/agency/inbox?thread=campaign.12.brand'],
    ['brand', undefined, '/brand/inbox?thread=campaign.12.brand'],
    ['brand', 40, '/brand/inbox?thread=campaign.12.brand&message=message.40'],
    ['agency', 0, '/agency/inbox?thread=campaign.12.brand'],
    ['agency', 1.5, '/agency/inbox?thread=campaign.12.brand'],
  ])('%s at message %s: %s', (appType, messageId, expected) => {
    expect(
      inboxHref(
        appType,
        { subject_type: 'campaign', subject_id: 12, visibility: 'brand' },
        messageId,
      ),
    ).toBe(expected);
  });

  it('opens at the message the inbox reads back from the URL', () => {
    const url = new URL(
      inboxHref('creator', { subject_type: 'event', subject_id: 7, visibility: 'creator' }, 99),
      'http://portal.test',
    );
    expect(parseThreadKey(url.searchParams.get('thread'))).toEqual({
      type: 'event',
      id: 7,
      visibility: 'creator',
    });
    expect(decodeQueryState(url.searchParams).message_info).toEqual({
      type: 'message',
      message: 99,
    });
  });
});

describe('notificationHref', () => {
  const message = {
    subject_type: 'campaign',
    subject_id: 12,
    thread_visibility: 'brand',
    message_id: 40,
  } as const;
  it.each<[string, AppType, Parameters<typeof notificationHref>[1], string]>([
    [
      'a message, for agency staff',
      'agency',
      message,
      '/agency/inbox?thread=campaign.12.brand&message=message.40',
    ],
    [
      'a message, for a brand user',
      'brand',
      message,
      '/brand/inbox?thread=campaign.12.brand&message=message.40',
    ],
    [
      'a message in a creator thread, for a creator user',
      'creator',
      { ...message, subject_type: 'channel', subject_id: 3, thread_visibility: 'creator' },
      '/creator/inbox?thread=channel.3.creator&message=message.40',
    ],
    [
      'an internal note, for agency staff',
      'agency',
      { ...message, thread_visibility: 'internal' },
      '/agency/inbox?thread=campaign.12.internal&message=message.40',
    ],
    [
      'a thread without a message (added as a follower)',
      'brand',
      { subject_type: 'brand', subject_id: 2, thread_visibility: 'brand' },
      '/brand/inbox?thread=brand.2.brand',
    ],
    [
      'a record only (an assignment)',
      'agency',
      { subject_type: 'event_production', subject_id: 50, message_id: 40 },
      '/agency/inbox',
    ],
    [
      'no record',
      'creator',
      { subject_type: null, subject_id: null, thread_visibility: 'creator' },
      '/creator/inbox',
    ],
    ['a record id the inbox cannot open', 'agency', { ...message, subject_id: 0 }, '/agency/inbox'],
    [
      'an internal thread, for a brand user',
      'brand',
      { ...message, thread_visibility: 'internal' },
      '/brand/inbox',
    ],
    ['another app’s thread, for a creator user', 'creator', message, '/creator/inbox'],
    [
      'a message id the URL cannot carry',
      'agency',
      { ...message, message_id: -1 },
      '/agency/inbox?thread=campaign.12.brand',
    ],
  ])('%s (%s app)', (_label, appType, notification, expected) => {
    expect(notificationHref(appType, notification)).toBe(expected);
  });
});
