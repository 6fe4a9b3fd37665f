import type { ReactNode, Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components/Switch';
import { Description } from '../Field/Description.tsx';
import { FieldError } from '../Field/FieldError.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { cx } from '../utils/cx.ts';
import { type SwitchVariants, switchButton, switchField, switchHelp } from './Switch.css.ts';
import { SwitchFace } from './SwitchFace.tsx';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'children'>,
    Pick<FieldLabelProps, 'description' | 'errorMessage'>,
    SwitchVariants {
  /** The label; clicking it toggles the switch. Required: it names the switch. */
  children: ReactNode;
  /**
   * Hides the label from sight, keeping it as the accessible name.
   * @default false
   */
  isLabelHidden?: boolean;
  /**
   * `end`: the switch, then its label. `start`: the label, then the switch at the far end of the
   * row, as in a settings list.
   * @default 'end'
   */
  labelPosition?: SwitchVariants['labelPosition'];
  /**
   * The field's root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * An on/off setting that applies at once, on React Aria's SwitchField (use a Checkbox for a
 * choice that waits for a form to be submitted).
 */
export function Switch({
  children,
  isLabelHidden = false,
  description,
  errorMessage,
  labelPosition,
  className,
  ...props
}: SwitchProps) {
  return (
    <SwitchField
      {...props}
      className={composeRenderProps(className, (extra) => cx(switchField, extra))}
    >
      <SwitchButton className={switchButton({ labelPosition })}>
        <SwitchFace isLabelHidden={isLabelHidden} labelPosition={labelPosition}>
          {children}
        </SwitchFace>
      </SwitchButton>
      {description != null && (
        <Description className={switchHelp({ labelPosition })}>{description}</Description>
      )}
      <FieldError className={switchHelp({ labelPosition })}>{errorMessage}</FieldError>
    </SwitchField>
  );
}
