import { useEffect, useState } from 'react';
import { firstFilter, type ListQuery } from '../../features/lists/useListQuery.ts';

/** How long typing rests before the URL (and so the list) follows it. */
const SEARCH_DELAY_MS = 250;

/**
 * A list's search text, kept in the URL as the `s` filter: the field shows what is typed at
 * once, the list follows when typing rests.
 */
export function useSearchFilter(query: ListQuery): {
  readonly text: string;
  readonly search: string | undefined;
  setText(text: string): void;
} {
  const search = firstFilter(query.filters, 's');
  const [text, setText] = useState(search ?? '');
  const { setFilter } = query;
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (search ?? '')) return;
    const timer = setTimeout(
      () => setFilter('s', trimmed === '' ? [] : [trimmed]),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search, setFilter]);
  return { text, search, setText };
}
