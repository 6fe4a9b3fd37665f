import {
  addRecentSearch,
  getRecentSearchesKey,
  parseRecentSearches,
  type SearchApp,
  type SearchResult,
} from '@airtime/domain';
import { useCallback, useState } from 'react';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or refused (private browsing): the list still works for this page.
  }
}

/** The app's last 5 opened search results, kept in localStorage (spec §9, decisions §1). */
export function useRecentSearches(app: SearchApp) {
  const key = getRecentSearchesKey(app);
  const [recent, setRecent] = useState(() => parseRecentSearches(read(key)));
  const remember = useCallback(
    (result: SearchResult) => {
      // Read again: another tab may have added one meanwhile.
      const next = addRecentSearch(parseRecentSearches(read(key)), result);
      write(key, JSON.stringify(next));
      setRecent(next);
    },
    [key],
  );
  return { recent, remember } as const;
}
