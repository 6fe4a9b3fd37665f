import { progressBar, progressIndicator, progressTrack } from '../ProgressBar/ProgressBar.css.ts';
import { cx } from '../utils/cx.ts';

export interface NativeProgressBarProps {
  /** What is in progress ("Loading page"): the accessible name. */
  label: string;
  /**
   * Percent done, 0 to 100; without it the bar is indeterminate.
   * @default undefined
   */
  value?: number | undefined;
  /**
   * `top` pins the bar to the top of the window, above the header.
   * @default 'top'
   */
  placement?: 'top' | 'inline';
  /** Extra class names for the bar, for layout. */
  className?: string | undefined;
}

/**
 * ProgressBar's `navigation` look (the thin accent bar shown while a page loads) on a plain
 * `role="progressbar"` element, without React Aria: for code every page loads at once, such as
 * the app's navigation bar. Use ProgressBar everywhere else.
 */
export function NativeProgressBar({
  label,
  value,
  placement = 'top',
  className,
}: NativeProgressBarProps) {
  const percent = value === undefined ? undefined : Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={percent === undefined ? undefined : `${Math.round(percent)}%`}
      className={cx(progressBar({ variant: 'navigation', placement }), className)}
    >
      <div className={progressTrack({ variant: 'navigation' })}>
        <div
          className={progressIndicator({ isIndeterminate: percent === undefined })}
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
