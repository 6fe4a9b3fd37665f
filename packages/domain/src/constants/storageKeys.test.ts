import { describe, expect, it } from 'vitest';
import { STORAGE_KEY_PREFIX, STORAGE_KEYS } from './storageKeys.ts';

describe('storage keys', () => {
  it('pins STORAGE_KEY_PREFIX', () => {
    expect(STORAGE_KEY_PREFIX).toBe('airtime:');
  });

  it.each([
    ['selectedBrandId', 'airtime:selected-brand-id'],
    ['selectedCreatorId', 'airtime:selected-creator-id'],
    ['userId', 'airtime:user-id'],
    ['cookiesAccept', 'airtime:cookies-accept'],
    ['impersonateToken', 'airtime:impersonate-token'],
  ] as const)('pins STORAGE_KEYS.%s as %s', (name, expected) => {
    expect(STORAGE_KEYS[name]).toBe(expected);
  });

  it('has no other key', () => {
    expect(Object.keys(STORAGE_KEYS)).toHaveLength(5);
  });
});
