import { type ChangeEvent, type ReactNode, useState } from 'react';

/** The props NativeCheckbox and NativeSwitch share: a labelled on/off input. */
export interface NativeToggleProps {
  /** The label; clicking it toggles the control. */
  children: ReactNode;
  /** On (controlled). */
  isSelected?: boolean;
  /**
   * On at first (uncontrolled).
   * @default false
   */
  defaultSelected?: boolean;
  /** Called with the new state when the control is toggled. */
  onChange?: (isSelected: boolean) => void;
  /** The form field's name. */
  name?: string;
  /**
   * Cannot be toggled or focused.
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class names for the root, for layout. */
  className?: string;
}

/** Whether the control is on (controlled or its own), and its input's `checked` and `onChange`. */
export function useNativeToggle({
  isSelected,
  defaultSelected = false,
  onChange,
}: {
  readonly isSelected?: boolean | undefined;
  readonly defaultSelected?: boolean | undefined;
  readonly onChange?: ((isSelected: boolean) => void) | undefined;
}) {
  const [ownSelected, setOwnSelected] = useState(defaultSelected);
  const selected = isSelected ?? ownSelected;
  return {
    selected,
    inputProps: {
      checked: selected,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setOwnSelected(event.target.checked);
        onChange?.(event.target.checked);
      },
    },
  };
}
