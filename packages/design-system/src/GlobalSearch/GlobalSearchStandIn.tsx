import { Search } from 'lucide-react';
import { type Ref, type RefCallback, useId } from 'react';
import { field, fieldBox, fieldIcon, innerInput, visuallyHidden } from '../Field/Field.css.ts';
import { SelectStandIn } from '../Select/SelectStandIn.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import {
  globalSearch,
  globalSearchField,
  globalSearchFilter,
  globalSearchShortcut,
} from './GlobalSearch.css.ts';

/** What the stand-in was doing when the combobox replaced it. */
export type GlobalSearchHandoff =
  | { readonly focus: 'input'; readonly selection: readonly [start: number, end: number] }
  | { readonly focus: 'filter'; readonly isOpen: boolean }
  | null;

export interface GlobalSearchStandInProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** The chosen filter's label; none, no filter. */
  filterText: string | undefined;
  label: string;
  filterLabel: string;
  placeholder: string;
  hasFocusShortcut: boolean;
  isLoading: boolean;
  loadingText: string;
  inputRef: RefCallback<HTMLInputElement>;
  /** A hover: start loading the combobox (it takes the field's place at the first focus or press). */
  onHover: () => void;
  /** A focus: load the combobox, which takes over the text, the caret and focus. */
  onIntent: () => void;
  /** The filter was pressed: load the combobox and open the filter. */
  onFilterPress: () => void;
  className?: string | undefined;
  ref: Ref<HTMLDivElement>;
}

/**
 * GlobalSearch's look and names on plain elements, typed into like the combobox, until React
 * Aria's combobox loads and replaces it (`data-native` gives the field box its hover and focus).
 */
export function GlobalSearchStandIn({
  query,
  onQueryChange,
  filterText,
  label,
  filterLabel,
  placeholder,
  hasFocusShortcut,
  isLoading,
  loadingText,
  inputRef,
  onHover,
  onIntent,
  onFilterPress,
  className,
  ref,
}: GlobalSearchStandInProps) {
  const id = useId();
  const hasFilter = filterText !== undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only start loading the combobox; the fields inside are what users operate.
    <div
      ref={ref}
      className={cx(globalSearch({ hasFilter }), className)}
      onPointerEnter={onHover}
      onFocus={onIntent}
    >
      {hasFilter && (
        <SelectStandIn
          label={filterLabel}
          isLabelHidden
          valueText={filterText}
          onHover={onHover}
          onIntent={onIntent}
          onPress={onFilterPress}
          className={globalSearchFilter}
        />
      )}
      <div className={cx(field, globalSearchField)}>
        <label htmlFor={`${id}-input`} className={visuallyHidden}>
          {label}
        </label>
        <div data-native="" className={fieldBox({ size: 'md' })}>
          {isLoading ? (
            <Spinner size="sm" tone="neutral" label={loadingText} />
          ) : (
            <Search aria-hidden="true" className={fieldIcon} />
          )}
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="text"
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="list"
            autoComplete="off"
            autoCorrect="off"
            spellCheck="false"
            placeholder={placeholder}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            className={innerInput}
          />
          {hasFocusShortcut && query.trim() === '' && (
            <span aria-hidden="true" className={globalSearchShortcut}>
              /
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
