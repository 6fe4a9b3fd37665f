import { Minus, Plus } from 'lucide-react';
import type { Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components/NumberField';
import {
  type FieldVariants,
  field,
  fieldBox,
  fieldButton,
  innerInput,
} from '../Field/Field.css.ts';
import { FieldFrame } from '../Field/FieldFrame.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { cx } from '../utils/cx.ts';
import { numberInput } from './NumberField.css.ts';

export interface NumberFieldProps
  extends Omit<RACNumberFieldProps, 'children'>,
    FieldLabelProps,
    FieldVariants {
  /**
   * Height: sm 28 px, md 32 px, lg 40 px.
   * @default 'md'
   */
  size?: FieldVariants['size'];
  /**
   * Hint shown while the field is empty.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Hides the minus and plus buttons; arrow keys and the wheel still step the value.
   * @default false
   */
  hideSteppers?: boolean;
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

/**
 * A number input on React Aria's NumberField: parses and formats per `formatOptions` (currency,
 * percent, units), clamps to `minValue`/`maxValue`, and steps with the arrow keys or the buttons.
 */
export function NumberField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  placeholder,
  size,
  hideSteppers = false,
  inputRef,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      className={composeRenderProps(className, (extra) => cx(field, extra))}
    >
      <FieldFrame
        label={label}
        isLabelHidden={isLabelHidden}
        isRequired={props.isRequired}
        description={description}
        errorMessage={errorMessage}
      >
        <Group className={fieldBox({ size })}>
          <Input
            ref={inputRef}
            {...(placeholder === undefined ? {} : { placeholder })}
            className={cx(innerInput, numberInput)}
          />
          {!hideSteppers && (
            <>
              <Button slot="decrement" className={fieldButton}>
                <Minus aria-hidden="true" />
              </Button>
              <Button slot="increment" className={fieldButton}>
                <Plus aria-hidden="true" />
              </Button>
            </>
          )}
        </Group>
      </FieldFrame>
    </RACNumberField>
  );
}
