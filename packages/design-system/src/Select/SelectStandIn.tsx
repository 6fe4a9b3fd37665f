import { ChevronDown } from 'lucide-react';
import { type Ref, useId } from 'react';
import {
  type FieldVariants,
  field,
  fieldBox,
  fieldIcon,
  label,
  visuallyHidden,
} from '../Field/Field.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import { selectTrigger, selectValue } from './Select.css.ts';

export interface SelectStandInProps {
  label: string;
  isLabelHidden?: boolean | undefined;
  /** What the closed Select shows: the chosen option's text. */
  valueText: string | undefined;
  /** What it shows with nothing chosen (React Aria's default in English). */
  placeholder?: string | undefined;
  size?: FieldVariants['size'];
  isLoading?: boolean | undefined;
  loadingText?: string | undefined;
  isDisabled?: boolean | undefined;
  /** A hover: start loading the Select (it takes the button's place at the first focus or press). */
  onHover: () => void;
  /** A focus: load the Select, which takes over focus. */
  onIntent: () => void;
  /**
   * A press, from its start (pointer down, Enter or Space down): load the Select and open it. The
   * start counts because the Select may arrive, and replace the button, before the press ends.
   */
  onPress: () => void;
  className?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A closed Select's look and name on a plain `<button>` (`data-native`), shown until React Aria's
 * Select loads and replaces it.
 */
export function SelectStandIn({
  label: labelText,
  isLabelHidden = false,
  valueText,
  placeholder = 'Select an item',
  size,
  isLoading = false,
  loadingText = 'Loading options',
  isDisabled = false,
  onHover,
  onIntent,
  onPress,
  className,
  ref,
}: SelectStandInProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only start loading the Select; the button inside is what users operate.
    <div ref={ref} className={cx(field, className)} onPointerEnter={onHover} onFocus={onIntent}>
      <span id={`${id}-label`} className={isLabelHidden ? visuallyHidden : label}>
        {labelText}
      </span>
      <button
        type="button"
        data-native=""
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${id}-value ${id}-label`}
        disabled={isDisabled}
        className={cx(fieldBox({ size }), selectTrigger)}
        onPointerDown={onPress}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') onPress();
        }}
        onClick={onPress}
      >
        <span
          id={`${id}-value`}
          data-placeholder={valueText === undefined ? '' : undefined}
          className={selectValue}
        >
          {valueText ?? placeholder}
        </span>
        {isLoading ? (
          <Spinner size="sm" tone="neutral" label={loadingText} />
        ) : (
          <ChevronDown aria-hidden="true" className={fieldIcon} />
        )}
      </button>
    </div>
  );
}
