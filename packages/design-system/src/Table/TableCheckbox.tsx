import { checkbox } from './TableCheckbox.css.ts';

interface TableCheckboxProps {
  /** "Select all rows", "Select Acme spring launch". */
  label: string;
  isSelected: boolean;
  isIndeterminate?: boolean;
  /** Nothing to select (no rows shown). */
  isDisabled?: boolean;
  onChange: () => void;
}

/**
 * A native checkbox drawn with CSS, out of the tab order: the grid moves focus between cells
 * and toggles with Space; a click on it (or anywhere in its cell) toggles it. Native rather than
 * React Aria's Checkbox because one renders per visible row, and React Aria's (a label, a hidden
 * input, a box and a dozen hooks each) costs the Table its render budget (see bench/); the input
 * keeps the browser's checkbox semantics.
 */
export function TableCheckbox({
  label,
  isSelected,
  isIndeterminate,
  isDisabled = false,
  onChange,
}: TableCheckboxProps) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={isSelected}
      ref={
        isIndeterminate === undefined
          ? undefined
          : (input) => {
              if (input) input.indeterminate = isIndeterminate;
            }
      }
      onChange={onChange}
      disabled={isDisabled}
      tabIndex={-1}
      className={checkbox}
    />
  );
}
