import { STORAGE_KEY_PREFIX } from './storageKeys.ts';

/** Gets the localStorage key of a user's 'profile updated' flag: 'airtime:user-updated:42'. */
export function getUserUpdatedKey(userId: number): string {
  return `${STORAGE_KEY_PREFIX}user-updated:${userId}`;
}
