import {
  getPaletteHistoryKey,
  getRecentSearchesKey,
  getUserUpdatedKey,
  SEARCH_APPS,
  STORAGE_KEYS,
} from '@airtime/domain';
import type { KeyValueStorage } from './storage.ts';

/**
 * Removes the stored keys of decisions §1 that belong to the signed-in user: their id, updated
 * flag and command palette history, the selected brand and creator, and the recent searches. The
 * cookie consent is the device's and stays; the impersonation token is the HTTP client's.
 */
export function removeUserKeys(
  storage: KeyValueStorage,
  userIds: readonly (number | string | null | undefined)[],
): void {
  for (const id of new Set(userIds)) {
    const numeric = typeof id === 'string' ? Number(id) : id;
    if (typeof numeric === 'number' && Number.isInteger(numeric)) {
      storage.removeItem(getUserUpdatedKey(numeric));
      storage.removeItem(getPaletteHistoryKey(numeric));
    }
  }
  storage.removeItem(STORAGE_KEYS.userId);
  storage.removeItem(STORAGE_KEYS.selectedBrandId);
  storage.removeItem(STORAGE_KEYS.selectedCreatorId);
  for (const app of SEARCH_APPS) storage.removeItem(getRecentSearchesKey(app));
}

/** Flags a user's profile as changed, so their next profile check fetches it again. */
export function markUserUpdated(storage: KeyValueStorage, userId: number): void {
  storage.setItem(getUserUpdatedKey(userId), '1');
}
