import { Check } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { checkboxBox } from '../Checkbox/Checkbox.css.ts';
import { choice, choiceButton, choiceLabel } from '../Field/Choice.css.ts';
import { visuallyHidden } from '../Field/Field.css.ts';
import { cx } from '../utils/cx.ts';

export interface NativeCheckboxProps {
  /** The label, beside the box; clicking it toggles the box. */
  children: ReactNode;
  /** Checked (controlled). */
  isSelected?: boolean;
  /**
   * Checked at first (uncontrolled).
   * @default false
   */
  defaultSelected?: boolean;
  /** Called with the new state when the box is toggled. */
  onChange?: (isSelected: boolean) => void;
  /** The form field's name. */
  name?: string;
  /**
   * Cannot be toggled or focused.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * sm: 14 px box and 13 px text; md: 16 px box and 14 px text.
   * @default 'md'
   */
  size?: 'sm' | 'md';
  /** Extra class names for the root, for layout. */
  className?: string;
}

/**
 * Checkbox's look on a plain `<input type="checkbox">` inside its `<label>`, without React Aria:
 * for pages that must load little, such as the sign-in page. Use Checkbox everywhere else.
 */
export function NativeCheckbox({
  children,
  isSelected,
  defaultSelected = false,
  onChange,
  name,
  isDisabled = false,
  size,
  className,
}: NativeCheckboxProps) {
  const [ownSelected, setOwnSelected] = useState(defaultSelected);
  const selected = isSelected ?? ownSelected;
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
          checked={selected}
          disabled={isDisabled}
          onChange={(event) => {
            setOwnSelected(event.target.checked);
            onChange?.(event.target.checked);
          }}
        />
        <span aria-hidden="true" className={checkboxBox}>
          {selected && <Check />}
        </span>
        <span className={choiceLabel}>{children}</span>
      </label>
    </div>
  );
}
