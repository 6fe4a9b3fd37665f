import { Check, Minus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
} from 'react-aria-components/Checkbox';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { choice, choiceButton, choiceHelp, choiceLabel } from '../Field/Choice.css.ts';
import { Description } from '../Field/Description.tsx';
import { visuallyHidden } from '../Field/Field.css.ts';
import { FieldError } from '../Field/FieldError.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { cx } from '../utils/cx.ts';
import { type CheckboxVariants, checkboxBox } from './Checkbox.css.ts';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children'>,
    Pick<FieldLabelProps, 'description' | 'errorMessage'>,
    CheckboxVariants {
  /** The label, beside the box; clicking it toggles the box. Required: it names the checkbox. */
  children: ReactNode;
  /**
   * Hides the label from sight, keeping it as the accessible name (e.g. selecting a table row).
   * @default false
   */
  isLabelHidden?: boolean;
  /**
   * sm: 14 px box and 13 px text (tables, filters); md: 16 px box and 14 px text.
   * @default 'md'
   */
  size?: CheckboxVariants['size'];
  /**
   * The field's root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A checkbox with its label, on React Aria's CheckboxField. Inside a CheckboxGroup give it a
 * `value`; the group then shows the error.
 */
export function Checkbox({
  children,
  isLabelHidden = false,
  description,
  errorMessage,
  size,
  className,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      className={composeRenderProps(className, (extra) => cx(choice({ size }), extra))}
    >
      <CheckboxButton className={choiceButton}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span aria-hidden="true" className={checkboxBox}>
              {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
            </span>
            <span className={isLabelHidden ? visuallyHidden : choiceLabel}>{children}</span>
          </>
        )}
      </CheckboxButton>
      {description != null && <Description className={choiceHelp}>{description}</Description>}
      <FieldError className={choiceHelp}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
