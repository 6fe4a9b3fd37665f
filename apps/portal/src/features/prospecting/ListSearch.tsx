import { SearchField } from '@airtime/design-system';
import { useEffect, useRef, useState } from 'react';
import { firstFilter, type ListQuery } from '../lists/useListQuery.ts';
import * as styles from './prospecting.css.ts';

/** Typing waits this long (spec §9) before the list asks the server. */
const SEARCH_DEBOUNCE_MS = 200;

/** A list's text search, kept in the URL as the `s` filter and written as the user pauses. */
export function ListSearch({
  query,
  label,
  placeholder,
}: {
  readonly query: ListQuery;
  readonly label: string;
  readonly placeholder?: string;
}) {
  const inUrl = firstFilter(query.filters, 's') ?? '';
  const [text, setText] = useState(inUrl);
  const written = useRef(inUrl);
  // The URL changed by other means (Back, a link): show what it says now.
  useEffect(() => {
    if (inUrl !== written.current) {
      written.current = inUrl;
      setText(inUrl);
    }
  }, [inUrl]);
  const { setFilter } = query;
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = text.trim();
      if (next === written.current.trim()) return;
      written.current = next;
      setFilter('s', next === '' ? [] : [next]);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setFilter]);
  return (
    <SearchField
      label={label}
      size="sm"
      className={styles.searchField}
      {...(placeholder === undefined ? {} : { placeholder })}
      value={text}
      onChange={setText}
    />
  );
}
