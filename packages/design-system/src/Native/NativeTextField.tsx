import type { InputHTMLAttributes, Ref } from 'react';
import { field, fieldBox, label as labelStyle, requiredMarker } from '../Field/Field.css.ts';
import { cx } from '../utils/cx.ts';
import { useNativeFieldHelp } from './nativeFieldHelp.tsx';

export interface NativeTextFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'size' | 'onChange' | 'required' | 'disabled' | 'value' | 'defaultValue'
  > {
  /** Names the field, above it. */
  label: string;
  /** The text, when controlled. */
  value?: string;
  /** The text at first, when not controlled. */
  defaultValue?: string;
  /** The new text, as typed. */
  onChange?: (value: string) => void;
  /**
   * Help under the field, read as its description.
   * @default undefined
   */
  description?: string | undefined;
  /**
   * The error under the field; while set the field is invalid and the error is its description.
   * @default undefined
   */
  errorMessage?: string | undefined;
  /**
   * Shows the required marker and tells screen readers.
   * @default false
   */
  isRequired?: boolean;
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
  /**
   * The `<input>`, e.g. to focus it after a failed submit.
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * TextField's look on a plain `<label>` and `<input>`, without React Aria: for pages that must load
 * little, such as the sign-in page. The error is shown only when given (validation is the
 * caller's); use TextField everywhere else.
 */
export function NativeTextField({
  label,
  onChange,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  size = 'md',
  inputRef,
  className,
  id,
  ...props
}: NativeTextFieldProps) {
  const { inputId, isInvalid, describedBy, help } = useNativeFieldHelp({
    id,
    description,
    errorMessage,
  });
  return (
    <div className={cx(field, className)}>
      <label htmlFor={inputId} className={labelStyle}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={requiredMarker}>
            *
          </span>
        )}
      </label>
      <input
        {...props}
        id={inputId}
        ref={inputRef}
        data-native=""
        className={fieldBox({ size })}
        required={isRequired}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {help}
    </div>
  );
}
