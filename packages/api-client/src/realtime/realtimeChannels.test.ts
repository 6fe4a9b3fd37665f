import { AGENCY_CHANNEL, REALTIME_EVENTS } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { channelsFor, REALTIME } from './realtimeChannels.ts';

describe('REALTIME', () => {
  it('names every event of decisions §5 once', () => {
    expect(Object.values(REALTIME.events).sort()).toEqual([...REALTIME_EVENTS].sort());
  });

  it('takes the channel names from the domain', () => {
    expect(REALTIME.channels.agency).toBe(AGENCY_CHANNEL);
    expect(REALTIME.channels.user(42)).toBe('private-user.42');
    expect(REALTIME.channels.presence('thread', 5)).toBe('presence-thread.5');
    expect(REALTIME.clientEvents.typing).toBe('client-typing');
  });
});

describe('channelsFor', () => {
  it.each([
    ['agency staff', { id: 2, business_role: 'ops' }, ['private-agency', 'private-user.2']],
    ['a brand user', { id: 7, business_role: 'brand' }, ['private-user.7']],
    ['a creator user', { id: 8, business_role: 'publisher' }, ['private-user.8']],
    ['OPS in capitals is not agency staff', { id: 9, business_role: 'OPS' }, ['private-user.9']],
  ])('%s', (_name, user, expected) => {
    expect(channelsFor(user)).toEqual(expected);
  });
});
