import { ProgressBar, type ProgressBarProps } from 'react-aria-components/ProgressBar';
import { cx } from '../utils/cx.ts';
import { type SpinnerVariants, spinner, spinnerGraphic, spinnerTrack } from './Spinner.css.ts';

export interface SpinnerProps
  extends Omit<
      ProgressBarProps,
      'children' | 'className' | 'isIndeterminate' | 'value' | 'aria-label'
    >,
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

/** An indeterminate loading indicator, announced as a progress bar with a label. */
export function Spinner({ label = 'Loading', size, tone, className, ...props }: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      aria-label={label}
      isIndeterminate
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
    </ProgressBar>
  );
}
