import { describe, expect, it } from 'vitest';
import { AGENCY_CHANNEL, isRealtimeEventName, REALTIME_EVENTS } from './realtimeChannels.ts';

describe('realtime channels and events', () => {
  it('pins the agency channel', () => {
    expect(AGENCY_CHANNEL).toBe('private-agency');
  });

  it('pins the events of decisions §5 in order', () => {
    expect(REALTIME_EVENTS).toEqual([
      'message.created',
      'message.updated',
      'message.deleted',
      'reaction.changed',
      'thread.updated',
      'notification.created',
      'campaign.updated',
      'event-production.updated',
      'invoice.updated',
      'payout.updated',
    ]);
  });

  it.each([
    ['message.created', true],
    ['event-production.updated', true],
    ['payout.updated', true],
    ['message.read', false],
    ['', false],
    [null, false],
  ])('isRealtimeEventName(%j) → %s', (value, expected) => {
    expect(isRealtimeEventName(value)).toBe(expected);
  });
});
