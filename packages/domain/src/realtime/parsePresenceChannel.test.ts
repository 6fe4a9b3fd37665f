import { describe, expect, it } from 'vitest';
import { parsePresenceChannel } from './parsePresenceChannel.ts';

describe('parsePresenceChannel', () => {
  it.each([
    ['presence-campaign.12', { subject: 'campaign', id: 12 }],
    ['presence-production.1', { subject: 'production', id: 1 }],
    ['presence-thread.9999999999', { subject: 'thread', id: 9999999999 }],
    ['presence-campaign.0', null],
    ['presence-campaign.012', null],
    ['presence-campaign.-1', null],
    ['presence-campaign.1.2', null],
    ['presence-campaign.99999999999', null],
    ['presence-brand.2', null],
    ['presence-campaign', null],
    ['private-campaign.12', null],
    ['presence-Campaign.12', null],
    [' presence-campaign.12', null],
    ['', null],
  ])('%j → %j', (name, expected) => {
    expect(parsePresenceChannel(name)).toEqual(expected);
  });
});
