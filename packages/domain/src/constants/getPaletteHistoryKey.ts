import { STORAGE_KEY_PREFIX } from './storageKeys.ts';

/**
 * Gets the localStorage key of a user's command palette history (what they opened and ran, for
 * recent and frequent first): 'airtime:command-palette:42'. It goes with their other keys on
 * sign-out.
 */
export function getPaletteHistoryKey(userId: number): string {
  return `${STORAGE_KEY_PREFIX}command-palette:${userId}`;
}
