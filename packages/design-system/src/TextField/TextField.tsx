import type { Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components/TextField';
import { type FieldVariants, field, fieldBox } from '../Field/Field.css.ts';
import { FieldFrame } from '../Field/FieldFrame.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { cx } from '../utils/cx.ts';

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'children'>,
    FieldLabelProps,
    FieldVariants {
  /**
   * Height: sm 28 px, md 32 px, lg 40 px.
   * @default 'md'
   */
  size?: FieldVariants['size'];
  /**
   * Hint shown while the field is empty. Never a substitute for the label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The underlying `<input>`.
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * The field's root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** A single-line text input with its label, help text and error, on React Aria's TextField. */
export function TextField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  placeholder,
  size,
  inputRef,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={composeRenderProps(className, (extra) => cx(field, extra))}>
      <FieldFrame
        label={label}
        isLabelHidden={isLabelHidden}
        isRequired={props.isRequired}
        description={description}
        errorMessage={errorMessage}
      >
        <Input
          ref={inputRef}
          {...(placeholder === undefined ? {} : { placeholder })}
          className={fieldBox({ size })}
        />
      </FieldFrame>
    </RACTextField>
  );
}
