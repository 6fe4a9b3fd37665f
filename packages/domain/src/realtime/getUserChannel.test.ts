import { describe, expect, it } from 'vitest';
import { getUserChannel } from './getUserChannel.ts';

describe('getUserChannel', () => {
  it.each([
    [1, 'private-user.1'],
    [42, 'private-user.42'],
    [100000, 'private-user.100000'],
  ])('%i → %s', (userId, expected) => {
    expect(getUserChannel(userId)).toBe(expected);
  });
});
