import { describe, expect, it } from 'vitest';
import { getUserUpdatedKey } from './getUserUpdatedKey.ts';

describe('getUserUpdatedKey', () => {
  it.each([
    [42, 'airtime:user-updated:42'],
    [1, 'airtime:user-updated:1'],
    [0, 'airtime:user-updated:0'],
    [9007199254740991, 'airtime:user-updated:9007199254740991'],
  ])('user %j has key %s', (userId, expected) => {
    expect(getUserUpdatedKey(userId)).toBe(expected);
  });
});
