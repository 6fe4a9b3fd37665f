import { type KeyboardEvent, type Ref, useMemo } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components/TextField';
import { field } from '../Field/Field.css.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { Label } from '../Field/Label.tsx';
import { cx } from '../utils/cx.ts';
import { mergeRefs } from '../utils/mergeRefs.ts';
import { submitOnEnter } from './isSubmitKey.ts';
import { useTextAreaFit } from './useTextAreaFit.ts';

export interface TextAreaProps
  extends Omit<RACTextFieldProps, 'children' | 'type' | 'pattern' | 'inputMode'>,
    FieldLabelProps {
  /**
   * Hint shown while the field is empty.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Lines shown at rest; the box grows with its content above them. 2 lines are 52 px, 1 line is
   * the 32 px minimum (a one-line composer).
   * @default 2
   */
  minRows?: number;
  /**
   * Lines shown at most before the text scrolls.
   * @default 10
   */
  maxRows?: number;
  /**
   * Called with the text when Enter is pressed; Shift+Enter then inserts a new line, and an Enter
   * that confirms an input method's composition does nothing. Without it Enter inserts a new line.
   * @default undefined
   */
  onSubmit?: (value: string) => void;
  /**
   * The underlying `<textarea>`.
   * @default undefined
   */
  inputRef?: Ref<HTMLTextAreaElement>;
  /**
   * The field's root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A multi-line text input that grows with its content (spec §9: rests at 52 px, never under
 * 32 px), on React Aria's TextField. With `onSubmit`, Enter submits and Shift+Enter adds a line.
 */
export function TextArea({
  label,
  isLabelHidden,
  description,
  errorMessage,
  placeholder,
  minRows = 2,
  maxRows = 10,
  onSubmit,
  inputRef,
  className,
  ...props
}: TextAreaProps) {
  const fit = useTextAreaFit({ minRows, maxRows, value: props.value });
  const setRefs = useMemo(() => mergeRefs(fit.ref, inputRef), [fit.ref, inputRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (onSubmit && !props.isReadOnly && !props.isDisabled) submitOnEnter(event, onSubmit);
  };

  return (
    <RACTextField {...props} className={composeRenderProps(className, (extra) => cx(field, extra))}>
      <Label isRequired={props.isRequired ?? false} isHidden={isLabelHidden ?? false}>
        {label}
      </Label>
      <RACTextArea {...fit.props} ref={setRefs} placeholder={placeholder} onKeyDown={onKeyDown} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
