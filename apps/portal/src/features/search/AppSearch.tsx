import { useGlobalSearch } from '@airtime/api-client';
import {
  GlobalSearch,
  type GlobalSearchFilterOption,
  type GlobalSearchResult,
} from '@airtime/design-system';
import { SEARCH_RESULT_TYPES, type SearchApp, type SearchResult } from '@airtime/domain';
import { type Ref, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchResultHref, searchResultKey, toGlobalSearchResult } from './searchResults.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useRecentSearches } from './useRecentSearches.ts';

const ALL = 'all';

/** The agency search narrows to one type; the brand search always covers creators and channels. */
const AGENCY_FILTERS: readonly GlobalSearchFilterOption[] = [
  { id: ALL, label: 'All' },
  { id: 'agency', label: 'Agencies' },
  { id: 'brand', label: 'Brands' },
  { id: 'creator', label: 'Creators' },
  { id: 'channel', label: 'Channels' },
];

export interface AppSearchProps {
  readonly app: SearchApp;
  readonly className?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * The header's global search (spec §2, §9): debounced server search, recent searches, and the
 * chosen record's page.
 */
export function AppSearch({ app, className, inputRef }: AppSearchProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState(ALL);
  const text = useDebouncedValue(query);
  const type = SEARCH_RESULT_TYPES.find((known) => known === filter);
  const search = useGlobalSearch(text, { app, ...(type === undefined ? {} : { type }) });
  const { recent, remember } = useRecentSearches(app);

  const known = new Map<string, SearchResult>();
  for (const result of [...recent, ...search.results]) known.set(searchResultKey(result), result);

  const open = (chosen: GlobalSearchResult) => {
    const result = known.get(String(chosen.id));
    const to = result === undefined ? null : searchResultHref(app, result);
    if (result === undefined || to === null) return;
    remember(result);
    setQuery('');
    navigate(to);
  };

  const isWaiting = query.trim() !== '' && (query.trim() !== text.trim() || search.isLoading);
  return (
    <GlobalSearch
      results={search.results.map(toGlobalSearchResult)}
      recentSearches={recent.map(toGlobalSearchResult)}
      query={query}
      onQueryChange={setQuery}
      isLoading={isWaiting}
      onSelect={open}
      {...(app === 'agency'
        ? { filterOptions: AGENCY_FILTERS, filter, onFilterChange: setFilter }
        : {})}
      {...(search.error === undefined ? {} : { emptyText: 'Search failed. Try again.' })}
      {...(className === undefined ? {} : { className })}
      {...(inputRef === undefined ? {} : { inputRef })}
    />
  );
}
