import { visuallyHidden } from '../Field/Field.css.ts';
import { type SwitchVariants, switchButton, switchField } from '../Switch/Switch.css.ts';
import { SwitchFace } from '../Switch/SwitchFace.tsx';
import { cx } from '../utils/cx.ts';
import { type NativeToggleProps, useNativeToggle } from './nativeToggle.ts';

export interface NativeSwitchProps extends NativeToggleProps {
  /**
   * Hides the label from sight, keeping it as the accessible name.
   * @default false
   */
  isLabelHidden?: boolean;
  /**
   * `end`: the switch, then its label. `start`: the label, then the switch at the far end of the
   * row.
   * @default 'end'
   */
  labelPosition?: SwitchVariants['labelPosition'];
}

/**
 * Switch's look on a plain `<input type="checkbox" role="switch">` inside its `<label>`, without
 * React Aria: for a setting on a page that must load little, such as the conversation's composer
 * on the brand and creator homes. Use Switch where it needs help text or validation.
 */
export function NativeSwitch({
  children,
  isSelected,
  defaultSelected,
  onChange,
  name,
  isDisabled = false,
  isLabelHidden = false,
  labelPosition,
  className,
}: NativeSwitchProps) {
  const { selected, inputProps } = useNativeToggle({ isSelected, defaultSelected, onChange });
  return (
    <div className={cx(switchField, className)}>
      <label
        className={switchButton({ labelPosition })}
        data-native=""
        data-selected={selected ? '' : undefined}
        data-disabled={isDisabled ? '' : undefined}
      >
        <input
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: the input's own `checked` is the switch's state; aria-checked would repeat it.
          role="switch"
          className={visuallyHidden}
          name={name}
          disabled={isDisabled}
          {...inputProps}
        />
        <SwitchFace isLabelHidden={isLabelHidden} labelPosition={labelPosition}>
          {children}
        </SwitchFace>
      </label>
    </div>
  );
}
