import { Search } from 'lucide-react';
import { type Ref, type RefObject, useId, useRef } from 'react';
import { Input, type Key, ListBox, ComboBox as RACComboBox } from 'react-aria-components/ComboBox';
import { Group } from 'react-aria-components/Group';
import { useControlledState } from '../ComboBox/useControlledState.ts';
import { field, fieldBox, fieldIcon, innerInput } from '../Field/Field.css.ts';
import { listBox, listBoxMessage } from '../Field/FieldPopover.css.ts';
import { FieldPopover } from '../Field/FieldPopover.tsx';
import { Label } from '../Field/Label.tsx';
import { Select } from '../Select/Select.tsx';
import { SelectItem } from '../Select/SelectItem.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import {
  type GlobalSearchVariants,
  globalSearch,
  globalSearchField,
  globalSearchFilter,
  globalSearchMessage,
  globalSearchPopover,
  globalSearchSectionHeader,
  globalSearchShortcut,
} from './GlobalSearch.css.ts';
import { GlobalSearchItem, type GlobalSearchResult } from './GlobalSearchItem.tsx';
import { useSlashFocus } from './useSlashFocus.ts';

/** Hands the input to the hook's ref and to the app's. */
function assignRefs(
  element: HTMLInputElement | null,
  own: RefObject<HTMLInputElement | null>,
  outer: Ref<HTMLInputElement> | undefined,
) {
  own.current = element;
  if (typeof outer === 'function') outer(element);
  else if (outer) outer.current = element;
}

/** One choice of the type filter, e.g. `{ id: 'brands', label: 'Brands' }`. */
export interface GlobalSearchFilterOption {
  id: string;
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
 * through them, Enter opens one, Escape closes the list, and '/' focuses it from anywhere.
 */
export function GlobalSearch({
  results,
  onSelect,
  recentSearches = [],
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  isLoading = false,
  filterOptions = [],
  filter,
  onFilterChange,
  label = 'Search',
  filterLabel = 'Search in',
  placeholder = 'Search',
  hasFocusShortcut = true,
  startText = 'Start typing to search.',
  emptyText = 'No Results.',
  loadingText = 'Searching',
  recentLabel = 'Recent searches',
  customerLabel = 'Airtime customer',
  convertedLabel = 'Converted',
  className,
  inputRef,
}: GlobalSearchProps) {
  const [query, setQuery] = useControlledState(queryProp, defaultQuery, onQueryChange);
  const ownInput = useRef<HTMLInputElement>(null);
  useSlashFocus(ownInput, hasFocusShortcut);

  const isEmptyQuery = query.trim() === '';
  const showRecent = isEmptyQuery && recentSearches.length > 0;
  const markerLabels = { customer: customerLabel, converted: convertedLabel };
  const item = (result: GlobalSearchResult) => (
    <GlobalSearchItem
      result={result}
      markerLabels={markerLabels}
      onAction={() => onSelect(result)}
    />
  );
  const hasFilter = filterOptions.length > 0;
  const shown = showRecent ? recentSearches : isEmptyQuery ? [] : results;
  const recentId = useId();

  return (
    <div className={cx(globalSearch({ hasFilter }), className)}>
      {hasFilter && (
        <Select
          label={filterLabel}
          isLabelHidden
          value={(filter ?? filterOptions[0]?.id ?? null) as Key | null}
          onChange={(key) => key != null && onFilterChange?.(String(key))}
          items={filterOptions}
          className={globalSearchFilter}
        >
          {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
        </Select>
      )}
      <RACComboBox
        items={shown}
        menuTrigger="focus"
        allowsEmptyCollection
        allowsCustomValue
        // The app's results are already the matches: never filter them again.
        defaultFilter={() => true}
        inputValue={query}
        onInputChange={setQuery}
        className={cx(field, globalSearchField)}
      >
        <Label isHidden>{label}</Label>
        <Group className={fieldBox({ size: 'md' })}>
          {isLoading ? (
            <Spinner size="sm" tone="neutral" label={loadingText} />
          ) : (
            <Search aria-hidden="true" className={fieldIcon} />
          )}
          <Input
            ref={(element) => assignRefs(element, ownInput, inputRef)}
            placeholder={placeholder}
            className={innerInput}
          />
          {hasFocusShortcut && isEmptyQuery && (
            <span aria-hidden="true" className={globalSearchShortcut}>
              /
            </span>
          )}
        </Group>
        <FieldPopover className={globalSearchPopover}>
          {showRecent && (
            <div id={recentId} className={globalSearchSectionHeader}>
              {recentLabel}
            </div>
          )}
          <ListBox<GlobalSearchResult>
            className={listBox}
            {...(showRecent && { 'aria-label': recentLabel })}
            renderEmptyState={() => (
              <div className={cx(listBoxMessage, globalSearchMessage)}>
                {isLoading && !isEmptyQuery ? (
                  <>
                    <Spinner size="sm" tone="neutral" label={loadingText} />
                    {`${loadingText}…`}
                  </>
                ) : isEmptyQuery ? (
                  startText
                ) : (
                  emptyText
                )}
              </div>
            )}
          >
            {item}
          </ListBox>
        </FieldPopover>
      </RACComboBox>
    </div>
  );
}
