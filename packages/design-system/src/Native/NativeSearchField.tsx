import { Search, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useMemo, useRef } from 'react';
import { useControlledState } from '../ComboBox/useControlledState.ts';
import {
  field,
  fieldBox,
  fieldButton,
  fieldIcon,
  innerInput,
  label as labelStyle,
  visuallyHidden,
} from '../Field/Field.css.ts';
import { cx } from '../utils/cx.ts';
import { mergeRefs } from '../utils/mergeRefs.ts';

export interface NativeSearchFieldProps {
  /** Names the field: above it, or only for screen readers with `isLabelHidden`. */
  label: string;
  /**
   * Hides the label from sight, keeping it as the accessible name.
   * @default false
   */
  isLabelHidden?: boolean;
  /**
   * Hint shown while the field is empty.
   * @default undefined
   */
  placeholder?: string;
  /** The query, when controlled. */
  value?: string;
  /** The query at first, when not controlled. */
  defaultValue?: string;
  /** The new query, as typed (and '' when cleared). */
  onChange?: (value: string) => void;
  /** Enter was pressed: the query to run. */
  onSubmit?: (value: string) => void;
  /** Escape or the clear button emptied the field. */
  onClear?: () => void;
  /**
   * Cannot be focused or edited.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Height: sm 28 px, md 32 px, lg 40 px.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Extra class names for the field's root. */
  className?: string;
  /**
   * The `<input>`, e.g. to focus it when '/' is pressed.
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * SearchField's look and keys on a plain `<input type="search">`, without React Aria: Enter
 * submits, Escape clears (and, on an empty field, goes on to close what holds it), and a clear
 * button shows once there is text. For a list's filter on pages that must load little.
 */
export function NativeSearchField({
  label,
  isLabelHidden = false,
  placeholder,
  value,
  defaultValue = '',
  onChange,
  onSubmit,
  onClear,
  isDisabled = false,
  size = 'md',
  className,
  inputRef,
}: NativeSearchFieldProps) {
  const inputId = `${useId()}-input`;
  const input = useRef<HTMLInputElement | null>(null);
  const [text, change] = useControlledState(value, defaultValue, onChange);
  const clear = () => {
    change('');
    onClear?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onSubmit?.(text);
    // An empty field lets Escape through, to close the dialog or popover around it.
    if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };
  const setInput = useMemo(() => mergeRefs(input, inputRef), [inputRef]);
  return (
    <div className={cx(field, className)}>
      <label htmlFor={inputId} className={isLabelHidden ? visuallyHidden : labelStyle}>
        {label}
      </label>
      <div data-native="" data-disabled={isDisabled || undefined} className={fieldBox({ size })}>
        <Search aria-hidden="true" className={fieldIcon} />
        <input
          ref={setInput}
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          className={innerInput}
          value={text}
          placeholder={placeholder}
          disabled={isDisabled}
          data-disabled={isDisabled || undefined}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {text !== '' && !isDisabled && (
          <button
            type="button"
            data-native=""
            className={fieldButton}
            aria-label="Clear search"
            // As React Aria's: out of the Tab order, and a press keeps the focus in the field.
            tabIndex={-1}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => {
              clear();
              input.current?.focus();
            }}
          >
            <X aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
