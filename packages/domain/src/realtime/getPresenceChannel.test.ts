import { describe, expect, it } from 'vitest';
import { getPresenceChannel } from './getPresenceChannel.ts';
import type { PresenceSubject } from './presence.ts';

describe('getPresenceChannel', () => {
  it.each<[PresenceSubject, number, string]>([
    ['campaign', 12, 'presence-campaign.12'],
    ['production', 1, 'presence-production.1'],
    ['thread', 250000, 'presence-thread.250000'],
  ])('%s %i → %s', (subject, id, expected) => {
    expect(getPresenceChannel(subject, id)).toBe(expected);
  });
});
