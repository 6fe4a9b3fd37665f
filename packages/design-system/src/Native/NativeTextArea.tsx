import { type KeyboardEvent, type Ref, type TextareaHTMLAttributes, useMemo } from 'react';
import { field, label as labelStyle, requiredMarker, visuallyHidden } from '../Field/Field.css.ts';
import { submitOnEnter } from '../TextArea/isSubmitKey.ts';
import { useTextAreaFit } from '../TextArea/useTextAreaFit.ts';
import { cx } from '../utils/cx.ts';
import { mergeRefs } from '../utils/mergeRefs.ts';
import { useNativeFieldHelp } from './nativeFieldHelp.tsx';

export interface NativeTextAreaProps
  extends Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'onChange' | 'required' | 'disabled' | 'value' | 'defaultValue' | 'rows' | 'onSubmit'
  > {
  /** Names the field, above it. */
  label: string;
  /**
   * Keeps the label for screen readers only.
   * @default false
   */
  isLabelHidden?: boolean;
  /** The text, when controlled. */
  value?: string;
  /** The text at first, when not controlled. */
  defaultValue?: string;
  /** The new text, as typed. */
  onChange?: (value: string) => void;
  /**
   * Called with the text when Enter is pressed; Shift+Enter then inserts a new line, and an Enter
   * that confirms an input method's composition does nothing. Without it Enter inserts a new line.
   * @default undefined
   */
  onSubmit?: (value: string) => void;
  /**
   * Lines shown at rest; the box grows with its content above them (1 line: the 32 px minimum).
   * @default 2
   */
  minRows?: number;
  /**
   * Lines shown at most before the text scrolls.
   * @default 10
   */
  maxRows?: number;
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
   * The `<textarea>`, e.g. to focus it.
   * @default undefined
   */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * TextArea's look and growth on a plain `<label>` and `<textarea>`, without React Aria: for a
 * field that pages load at once, such as a conversation's composer on a home page. The error is
 * shown only when given (validation is the caller's); use TextArea in forms.
 */
export function NativeTextArea({
  label,
  isLabelHidden = false,
  onChange,
  onSubmit,
  onKeyDown,
  minRows = 2,
  maxRows = 10,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  inputRef,
  className,
  id,
  ...props
}: NativeTextAreaProps) {
  const { inputId, isInvalid, describedBy, help } = useNativeFieldHelp({
    id,
    description,
    errorMessage,
  });
  const fit = useTextAreaFit({ minRows, maxRows, value: props.value });
  const setRefs = useMemo(() => mergeRefs(fit.ref, inputRef), [fit.ref, inputRef]);
  return (
    <div className={cx(field, className)}>
      <label htmlFor={inputId} className={isLabelHidden ? visuallyHidden : labelStyle}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={requiredMarker}>
            *
          </span>
        )}
      </label>
      <textarea
        {...props}
        {...fit.props}
        id={inputId}
        ref={setRefs}
        data-native=""
        required={isRequired}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange?.(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
          onKeyDown?.(event);
          if (onSubmit && !event.defaultPrevented && !isDisabled && !props.readOnly)
            submitOnEnter(event, onSubmit);
        }}
      />
      {help}
    </div>
  );
}
