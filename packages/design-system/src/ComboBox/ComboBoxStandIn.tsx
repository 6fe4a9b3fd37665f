import { ChevronDown } from 'lucide-react';
import { type Ref, useId } from 'react';
import {
  type FieldVariants,
  field,
  fieldBox,
  fieldButton,
  innerInput,
  label,
  requiredMarker,
  visuallyHidden,
} from '../Field/Field.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';

export interface ComboBoxStandInProps {
  label: string;
  isLabelHidden?: boolean | undefined;
  isRequired?: boolean | undefined;
  /** The text in the field. */
  text: string;
  /** Typing in the stand-in. */
  onTextChange: (text: string) => void;
  placeholder?: string | undefined;
  size?: FieldVariants['size'];
  isLoading?: boolean | undefined;
  loadingText?: string | undefined;
  isDisabled?: boolean | undefined;
  /** A hover: start loading the combobox (it takes the field's place at the first focus or press). */
  onHover: () => void;
  /** A focus: load the combobox, which takes over the text, the caret and focus. */
  onIntent: () => void;
  /** A press of the chevron: load the combobox and open its list. */
  onButtonPress: () => void;
  className?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A closed ComboBox's look and names on plain elements (`data-native`), typed into like the
 * combobox, until React Aria's ComboBox loads and replaces it.
 */
export function ComboBoxStandIn({
  label: labelText,
  isLabelHidden = false,
  isRequired = false,
  text,
  onTextChange,
  placeholder,
  size,
  isLoading = false,
  loadingText = 'Loading results',
  isDisabled = false,
  onHover,
  onIntent,
  onButtonPress,
  className,
  ref,
}: ComboBoxStandInProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only start loading the combobox; the input and button inside are what users operate.
    <div ref={ref} className={cx(field, className)} onPointerEnter={onHover} onFocus={onIntent}>
      <label
        id={`${id}-label`}
        htmlFor={`${id}-input`}
        className={isLabelHidden ? visuallyHidden : label}
      >
        {labelText}
        {isRequired && !isLabelHidden && (
          <span aria-hidden="true" className={requiredMarker}>
            *
          </span>
        )}
      </label>
      <div data-native="" data-disabled={isDisabled || undefined} className={fieldBox({ size })}>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          aria-required={isRequired || undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck="false"
          disabled={isDisabled}
          placeholder={placeholder}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          className={innerInput}
        />
        {isLoading && <Spinner size="sm" tone="neutral" label={loadingText} />}
        <button
          id={`${id}-button`}
          type="button"
          data-native=""
          tabIndex={-1}
          aria-haspopup="listbox"
          aria-expanded="false"
          aria-label="Show suggestions"
          aria-labelledby={`${id}-button ${id}-label`}
          disabled={isDisabled}
          className={fieldButton}
          // From the press's start: the ComboBox may arrive, and replace this button, before it ends.
          onPointerDown={onButtonPress}
          onClick={onButtonPress}
        >
          <ChevronDown aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
