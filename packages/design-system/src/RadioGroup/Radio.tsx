import type { ReactNode, Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { RadioButton, RadioField, type RadioFieldProps } from 'react-aria-components/RadioGroup';
import { choice, choiceButton, choiceHelp, choiceLabel } from '../Field/Choice.css.ts';
import { Description } from '../Field/Description.tsx';
import { cx } from '../utils/cx.ts';
import { type RadioVariants, radioCircle } from './RadioGroup.css.ts';

export interface RadioProps extends Omit<RadioFieldProps, 'children'>, RadioVariants {
  /** The label, beside the circle; clicking it selects the option. */
  children: ReactNode;
  /**
   * A line under the label that explains the option.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * sm: 14 px circle and 13 px text; md: 16 px circle and 14 px text.
   * @default 'md'
   */
  size?: RadioVariants['size'];
  /**
   * The option's root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** One option of a RadioGroup, on React Aria's RadioField; `value` identifies it. */
export function Radio({ children, description, size, className, ...props }: RadioProps) {
  return (
    <RadioField
      {...props}
      className={composeRenderProps(className, (extra) => cx(choice({ size }), extra))}
    >
      <RadioButton className={choiceButton}>
        <span aria-hidden="true" className={radioCircle} />
        <span className={choiceLabel}>{children}</span>
      </RadioButton>
      {description != null && <Description className={choiceHelp}>{description}</Description>}
    </RadioField>
  );
}
