import { STORAGE_KEY_PREFIX } from '../constants/storageKeys.ts';
import type { SearchApp } from './searchConstants.ts';

/** Gets the localStorage key of an app's recent searches, e.g. 'airtime:recent-searches:agency'. */
export function getRecentSearchesKey(app: SearchApp): `airtime:recent-searches:${SearchApp}` {
  return `${STORAGE_KEY_PREFIX}recent-searches:${app}`;
}
