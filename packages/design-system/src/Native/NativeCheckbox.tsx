import { Check } from 'lucide-react';
import { checkboxBox } from '../Checkbox/Checkbox.css.ts';
import { choice, choiceButton, choiceLabel } from '../Field/Choice.css.ts';
import { visuallyHidden } from '../Field/Field.css.ts';
import { cx } from '../utils/cx.ts';
import { type NativeToggleProps, useNativeToggle } from './nativeToggle.ts';

export interface NativeCheckboxProps extends NativeToggleProps {
  /**
   * sm: 14 px box and 13 px text; md: 16 px box and 14 px text.
   * @default 'md'
   */
  size?: 'sm' | 'md';
}

/**
 * Checkbox's look on a plain `<input type="checkbox">` inside its `<label>`, without React Aria:
 * for pages that must load little, such as the sign-in page. Use Checkbox everywhere else.
 */
export function NativeCheckbox({
  children,
  isSelected,
  defaultSelected,
  onChange,
  name,
  isDisabled = false,
  size,
  className,
}: NativeCheckboxProps) {
  const { selected, inputProps } = useNativeToggle({ isSelected, defaultSelected, onChange });
  return (
    <div className={cx(choice({ size }), className)}>
      <label
        className={choiceButton}
        data-native=""
        data-selected={selected ? '' : undefined}
        data-disabled={isDisabled ? '' : undefined}
      >
        <input
          type="checkbox"
          className={visuallyHidden}
          name={name}
          disabled={isDisabled}
          {...inputProps}
        />
        <span aria-hidden="true" className={checkboxBox}>
          {selected && <Check />}
        </span>
        <span className={choiceLabel}>{children}</span>
      </label>
    </div>
  );
}
