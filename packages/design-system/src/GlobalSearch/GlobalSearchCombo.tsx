import { Search } from 'lucide-react';
import { type RefCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { Input, type Key, ListBox, ComboBox as RACComboBox } from 'react-aria-components/ComboBox';
import { Group } from 'react-aria-components/Group';
import { field, fieldBox, fieldIcon, innerInput } from '../Field/Field.css.ts';
import { listBox, listBoxMessage } from '../Field/FieldPopover.css.ts';
import { FieldPopover } from '../Field/FieldPopover.tsx';
import { Label } from '../Field/Label.tsx';
import { Select } from '../Select/Select.tsx';
import { SelectItem } from '../Select/SelectItem.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import {
  globalSearch,
  globalSearchField,
  globalSearchFilter,
  globalSearchMessage,
  globalSearchPopover,
  globalSearchSectionHeader,
  globalSearchShortcut,
} from './GlobalSearch.css.ts';
import type { GlobalSearchProps } from './GlobalSearch.tsx';
import { GlobalSearchItem, type GlobalSearchResult } from './GlobalSearchItem.tsx';
import type { GlobalSearchHandoff } from './GlobalSearchStandIn.tsx';

/** The props GlobalSearch has already resolved to its defaults. */
type ResolvedProps =
  | 'label'
  | 'filterLabel'
  | 'placeholder'
  | 'hasFocusShortcut'
  | 'isLoading'
  | 'loadingText';

export interface GlobalSearchComboProps
  extends Omit<
      GlobalSearchProps,
      ResolvedProps | 'query' | 'onQueryChange' | 'defaultQuery' | 'inputRef' | 'className'
    >,
    Required<Pick<GlobalSearchProps, ResolvedProps>> {
  query: string;
  onQueryChange: (query: string) => void;
  className: string | undefined;
  inputRef: RefCallback<HTMLInputElement>;
  /** What the stand-in was doing when this replaced it: focus and caret, or the filter's press. */
  handoff: GlobalSearchHandoff;
}

/** GlobalSearch once React Aria's combobox has loaded. */
export function GlobalSearchCombo({
  results,
  onSelect,
  recentSearches = [],
  query,
  onQueryChange,
  isLoading,
  filterOptions = [],
  filter,
  onFilterChange,
  label,
  filterLabel,
  placeholder,
  hasFocusShortcut,
  startText = 'Start typing to search.',
  emptyText = 'No Results.',
  loadingText,
  recentLabel = 'Recent searches',
  customerLabel = 'Airtime customer',
  convertedLabel = 'Converted',
  className,
  inputRef,
  handoff,
}: GlobalSearchComboProps) {
  const input = useRef<HTMLInputElement>(null);
  const filterRoot = useRef<HTMLDivElement>(null);
  const [isFilterOpen, setFilterOpen] = useState(false);
  // Take over from the stand-in: focus where it was, and open the filter it was pressed to open.
  useLayoutEffect(() => {
    if (handoff?.focus === 'input') {
      input.current?.focus();
      input.current?.setSelectionRange(...handoff.selection);
    } else if (handoff?.focus === 'filter') {
      filterRoot.current?.querySelector('button')?.focus();
      if (handoff.isOpen) setFilterOpen(true);
    }
  }, [handoff]);

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
          ref={filterRoot}
          isOpen={isFilterOpen}
          onOpenChange={setFilterOpen}
          value={(filter ?? null) as Key | null}
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
        onInputChange={onQueryChange}
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
            ref={(element) => {
              input.current = element;
              inputRef(element);
            }}
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
