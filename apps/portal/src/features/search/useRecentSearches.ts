import {
  addRecentSearch,
  getRecentSearchesKey,
  parseRecentSearches,
  type SearchApp,
  type SearchResult,
} from '@airtime/domain';
import { useCallback, useState } from 'react';
import { readLocalText, writeLocalText } from '../storage/localStorageText.ts';

/** The app's last 5 opened search results, kept in localStorage (spec §9, decisions §1). */
export function useRecentSearches(app: SearchApp) {
  const key = getRecentSearchesKey(app);
  const [recent, setRecent] = useState(() => parseRecentSearches(readLocalText(key)));
  const remember = useCallback(
    (result: SearchResult) => {
      // Read again: another tab may have added one meanwhile.
      const next = addRecentSearch(parseRecentSearches(readLocalText(key)), result);
      writeLocalText(key, JSON.stringify(next));
      setRecent(next);
    },
    [key],
  );
  return { recent, remember } as const;
}
