import type { ReactNode, Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components/RadioGroup';
import { choiceList } from '../CheckboxGroup/CheckboxGroup.css.ts';
import { field } from '../Field/Field.css.ts';
import { FieldFrame } from '../Field/FieldFrame.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { cx } from '../utils/cx.ts';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldLabelProps {
  /** The `Radio` options, each with a `value`. */
  children: ReactNode;
  /**
   * Stacked (`vertical`) or in a wrapping row (`horizontal`); arrow keys move through the options
   * either way.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /**
   * The group's root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One choice among a few visible options, on React Aria's RadioGroup: Tab enters the group at the
 * selected option, arrow keys move the selection.
 */
export function RadioGroup({
  label,
  isLabelHidden,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
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
    </RACRadioGroup>
  );
}
