import { Button, Inline, NativeSearchField } from '@airtime/design-system';
import { type QueryFilters, updateQueryState } from '@airtime/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../search/useDebouncedValue.ts';
import { FilterSelect } from './FilterSelect.tsx';
import * as styles from './listFilters.css.ts';
import { firstFilter, type ListQuery } from './useListQuery.ts';

/** Writes several filters at once (one history entry); an empty list clears a field. */
function useWriteFilters() {
  const [, setParams] = useSearchParams();
  return (patch: QueryFilters, options?: { readonly replace?: boolean }) =>
    setParams((current) => {
      const next: Record<string, readonly string[]> = { ...filtersOf(current), ...patch };
      for (const [field, values] of Object.entries(next))
        if (values.length === 0) delete next[field];
      return updateQueryState(current, { filters: next, cursor: undefined });
    }, options);
}

function filtersOf(params: URLSearchParams): QueryFilters {
  const filters: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (!key.startsWith('filter.') || value === '') continue;
    const field = key.slice('filter.'.length);
    filters[field] = [...(filters[field] ?? []), value];
  }
  return filters;
}

/**
 * The filters of a list, then 'Clear filters' while any is set (the empty state's next step).
 * `keep` names filters that are not the user's narrowing (a board's week), left alone by clearing.
 */
export function FilterBar({
  query,
  keep = [],
  children,
}: {
  readonly query: ListQuery;
  readonly keep?: readonly string[];
  readonly children: ReactNode;
}) {
  const write = useWriteFilters();
  const active = Object.keys(query.filters).filter((field) => !keep.includes(field));
  return (
    <Inline role="search" aria-label="Filters" alignY="bottom">
      {children}
      {active.length > 0 && (
        <Button
          variant="ghost"
          size="sm"
          onPress={() => write(Object.fromEntries(active.map((field) => [field, []])))}
        >
          Clear filters
        </Button>
      )}
    </Inline>
  );
}

/** A yes-or-no filter ('true' or 'false' in the URL). */
export function YesNoFilter({
  query,
  field,
  label,
  yes = 'Yes',
  no = 'No',
}: {
  readonly query: ListQuery;
  readonly field: string;
  readonly label: string;
  readonly yes?: string;
  readonly no?: string;
}) {
  return (
    <FilterSelect
      query={query}
      field={field}
      label={label}
      options={[
        { id: 'true', label: yes },
        { id: 'false', label: no },
      ]}
    />
  );
}

/** The list's text search (the `s` filter), written to the URL as the user pauses typing. */
export function SearchFilter({
  query,
  label,
  placeholder,
}: {
  readonly query: ListQuery;
  readonly label: string;
  readonly placeholder?: string;
}) {
  const write = useWriteFilters();
  const inUrl = firstFilter(query.filters, 's') ?? '';
  const [text, setText] = useState(inUrl);
  const written = useRef(inUrl);
  // The URL changed by other means (Clear filters, Back): show what it says now.
  useEffect(() => {
    if (inUrl !== written.current) {
      written.current = inUrl;
      setText(inUrl);
    }
  }, [inUrl]);
  const commit = (value: string) => {
    if (value.trim() === written.current.trim()) return;
    written.current = value;
    // Replace: each pause in typing is not a step to go back to.
    write({ s: value.trim() === '' ? [] : [value] }, { replace: true });
  };
  // Typing waits (spec §9: 200 ms, at most 3000 ms) before the list asks the server.
  const settled = useDebouncedValue(text);
  const commitSettled = useRef<(value: string) => void>(commit);
  commitSettled.current = commit;
  useEffect(() => commitSettled.current(settled), [settled]);
  // A plain search input: React Aria's SearchField brings 8 KB of text field and validation
  // code to every list (the inbox among the pages users open first).
  return (
    <NativeSearchField
      label={label}
      size="sm"
      className={styles.searchField}
      {...(placeholder === undefined ? {} : { placeholder })}
      value={text}
      onChange={setText}
      onSubmit={commit}
    />
  );
}
