import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx.ts';
import { type SpinnerVariants, spinner, spinnerGraphic, spinnerTrack } from './Spinner.css.ts';

export interface SpinnerProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'className' | 'aria-label' | 'role'>,
    SpinnerVariants {
  /**
   * Diameter: sm 16 px (inside buttons), md 20 px, lg 32 px (a loading panel).
   * @default 'md'
   */
  size?: SpinnerVariants['size'];
  /**
   * Colour: the accent, a neutral grey, or the surrounding text colour.
   * @default 'accent'
   */
  tone?: SpinnerVariants['tone'];
  /**
   * What is loading, read by screen readers ("Loading invoices").
   * @default 'Loading'
   */
  label?: string;
  /**
   * Extra class names for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * An indeterminate loading indicator, announced as a progress bar with a label. A plain element
 * (an indeterminate progress bar has no value to format), so pages that load little can show it.
 */
export function Spinner({ label = 'Loading', size, tone, className, ...props }: SpinnerProps) {
  return (
    <span
      {...props}
      role="progressbar"
      aria-label={label}
      // Read as the value where the spinner is part of a name (a pending button's).
      aria-valuetext={label}
      className={cx(spinner({ size, tone }), className)}
    >
      <svg className={spinnerGraphic} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle
          className={spinnerTrack}
          cx="12"
          cy="12"
          r="9"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
