import type { ReactNode, Ref } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components/CheckboxGroup';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { field } from '../Field/Field.css.ts';
import { FieldFrame } from '../Field/FieldFrame.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { cx } from '../utils/cx.ts';
import { type ChoiceListVariants, choiceList } from './CheckboxGroup.css.ts';

export interface CheckboxGroupProps
  extends Omit<RACCheckboxGroupProps, 'children'>,
    FieldLabelProps,
    ChoiceListVariants {
  /** The `Checkbox`es, each with a `value`. */
  children: ReactNode;
  /**
   * Stacked (`vertical`) or in a wrapping row (`horizontal`, for two to four short options).
   * @default 'vertical'
   */
  orientation?: ChoiceListVariants['orientation'];
  /**
   * The group's root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Several checkboxes under one label, on React Aria's CheckboxGroup: its value is the list of
 * checked values, and it carries the validation (`isRequired`: at least one) and the error.
 */
export function CheckboxGroup({
  label,
  isLabelHidden,
  description,
  errorMessage,
  orientation,
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
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
        <div className={choiceList({ orientation })}>{children}</div>
      </FieldFrame>
    </RACCheckboxGroup>
  );
}
