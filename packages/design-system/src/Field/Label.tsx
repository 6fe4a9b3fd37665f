import type { Ref } from 'react';
import { Label as RACLabel, type LabelProps as RACLabelProps } from 'react-aria-components/Label';
import { cx } from '../utils/cx.ts';
import { label, requiredMarker, visuallyHidden } from './Field.css.ts';

export interface LabelProps extends RACLabelProps {
  /**
   * Shows a required marker after the text. Decoration only: the field itself tells screen
   * readers it is required.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Hides the label from sight, keeping it as the field's accessible name (e.g. a search field
   * whose purpose is obvious from its icon and placeholder).
   * @default false
   */
  isHidden?: boolean;
  /**
   * The underlying `<label>`.
   * @default undefined
   */
  ref?: Ref<HTMLLabelElement>;
}

/** A field's label, shown above it; React Aria links it to the field. */
export function Label({ isRequired, isHidden, className, children, ...props }: LabelProps) {
  return (
    <RACLabel {...props} className={cx(isHidden ? visuallyHidden : label, className)}>
      {children}
      {isRequired && !isHidden && (
        <span aria-hidden="true" className={requiredMarker}>
          *
        </span>
      )}
    </RACLabel>
  );
}
