import { type Ref, useCallback, useMemo, useRef } from 'react';
import { useControlledState } from '../ComboBox/useControlledState.ts';
import { intentLoader, useIntentLoaded } from '../utils/intentLoader.ts';
import { mergeRefs } from '../utils/mergeRefs.ts';
import type { GlobalSearchVariants } from './GlobalSearch.css.ts';
import type { GlobalSearchResult } from './GlobalSearchItem.tsx';
import { type GlobalSearchHandoff, GlobalSearchStandIn } from './GlobalSearchStandIn.tsx';
import { useSlashFocus } from './useSlashFocus.ts';

// React Aria's combobox, listbox and popover (and the platform icons) load on the first hover,
// focus or press of the search: the header shows it on every page, most pages never use it.
const comboLoader = intentLoader(() =>
  import('./GlobalSearchCombo.tsx').then((module) => module.GlobalSearchCombo),
);

/** One choice of the type filter, e.g. `{ id: 'brands', label: 'Brands' }`. */
export interface GlobalSearchFilterOption {
  /** What `filter` and `onFilterChange` carry ('brands'). */
  id: string;
  /** Its name in the filter ('Brands'). */
  label: string;
}

export interface GlobalSearchProps extends Omit<GlobalSearchVariants, 'hasFilter'> {
  /** The results of the current query; the app fetches them (and debounces). */
  results: readonly GlobalSearchResult[];
  /** Opens a result: called on a click or Enter. The app navigates. */
  onSelect: (result: GlobalSearchResult) => void;
  /**
   * Results to offer while the field is empty, under 'Recent searches'.
   * @default []
   */
  recentSearches?: readonly GlobalSearchResult[];
  /**
   * The typed text (controlled).
   * @default undefined
   */
  query?: string | undefined;
  /**
   * The typed text at first (uncontrolled).
   * @default ''
   */
  defaultQuery?: string;
  /**
   * Called as the user types; fetch results for it.
   * @default undefined
   */
  onQueryChange?: ((query: string) => void) | undefined;
  /**
   * Results are on their way: a spinner in the field, and 'Searching…' in an empty list.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The type filter's choices (agency: All, Agencies, Brands, Creators, Channels). None, no
   * filter.
   * @default []
   */
  filterOptions?: readonly GlobalSearchFilterOption[];
  /**
   * The chosen filter's id.
   * @default the first option
   */
  filter?: string | undefined;
  /**
   * Called with the chosen filter's id.
   * @default undefined
   */
  onFilterChange?: ((filter: string) => void) | undefined;
  /**
   * The field's accessible name (decisions §8); visually hidden.
   * @default 'Search'
   */
  label?: string;
  /**
   * The filter's accessible name; visually hidden.
   * @default 'Search in'
   */
  filterLabel?: string;
  /**
   * Hint in the empty field.
   * @default 'Search'
   */
  placeholder?: string;
  /**
   * '/' anywhere on the page (but not while typing in another field) focuses the search.
   * @default true
   */
  hasFocusShortcut?: boolean;
  /**
   * Shown in an empty field with no recent searches.
   * @default 'Start typing to search.'
   */
  startText?: string;
  /**
   * Shown when a query found nothing.
   * @default 'No Results.'
   */
  emptyText?: string;
  /**
   * Shown, with a spinner, while the first results load.
   * @default 'Searching'
   */
  loadingText?: string;
  /**
   * The heading over recent searches.
   * @default 'Recent searches'
   */
  recentLabel?: string;
  /**
   * The customer marker's words.
   * @default 'Airtime customer'
   */
  customerLabel?: string;
  /**
   * The converted marker's words.
   * @default 'Converted'
   */
  convertedLabel?: string;
  /**
   * Extra class names for the root.
   * @default undefined
   */
  className?: string;
  /**
   * The `<input>`.
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The header's search (spec §2): a combobox whose results the app supplies. Arrow keys move
 * through them, Enter opens one, Escape closes the list, and '/' focuses it from anywhere. Until
 * it is first hovered, focused or pressed, a plain field of the same look stands in: what is
 * typed there stays, and focus and the caret move to the combobox when it replaces it.
 */
export function GlobalSearch({
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  isLoading = false,
  filterOptions = [],
  filter,
  label = 'Search',
  filterLabel = 'Search in',
  placeholder = 'Search',
  hasFocusShortcut = true,
  loadingText = 'Searching',
  className,
  inputRef,
  ...props
}: GlobalSearchProps) {
  const [query, setQuery] = useControlledState(queryProp, defaultQuery, onQueryChange);
  const ownInput = useRef<HTMLInputElement>(null);
  useSlashFocus(ownInput, hasFocusShortcut);
  const setInput = useMemo(() => mergeRefs(ownInput, inputRef), [inputRef]);
  const standIn = useRef<HTMLDivElement>(null);
  const isFilterPressed = useRef(false);
  const handoff = useRef<GlobalSearchHandoff>(null);
  const noteHandoff = useCallback(() => {
    const active = document.activeElement;
    const input = ownInput.current;
    if (input !== null && active === input) {
      handoff.current = {
        focus: 'input',
        selection: [
          input.selectionStart ?? input.value.length,
          input.selectionEnd ?? input.value.length,
        ],
      };
    } else if (active instanceof HTMLButtonElement && standIn.current?.contains(active)) {
      handoff.current = { focus: 'filter', isOpen: isFilterPressed.current };
    }
  }, []);
  const [GlobalSearchCombo, loadCombo, preloadCombo] = useIntentLoaded(comboLoader, noteHandoff);
  const filterId = filter ?? filterOptions[0]?.id;
  const shared = { label, filterLabel, placeholder, hasFocusShortcut, isLoading, loadingText };

  if (GlobalSearchCombo === null) {
    return (
      <GlobalSearchStandIn
        {...shared}
        ref={standIn}
        query={query}
        onQueryChange={setQuery}
        filterText={filterOptions.find((option) => option.id === filterId)?.label}
        inputRef={setInput}
        onHover={preloadCombo}
        onIntent={loadCombo}
        onFilterPress={() => {
          isFilterPressed.current = true;
          loadCombo();
        }}
        className={className}
      />
    );
  }
  return (
    <GlobalSearchCombo
      {...props}
      {...shared}
      query={query}
      onQueryChange={setQuery}
      filterOptions={filterOptions}
      filter={filterId}
      className={className}
      inputRef={setInput}
      handoff={handoff.current}
    />
  );
}
