import type { Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components/ProgressBar';
import { cx } from '../utils/cx.ts';
import {
  type ProgressBarVariants,
  progressBar,
  progressHeader,
  progressIndicator,
  progressLabel,
  progressTrack,
  progressValue,
} from './ProgressBar.css.ts';

export interface ProgressBarProps
  extends Omit<RACProgressBarProps, 'children' | 'aria-label' | 'aria-labelledby'>,
    ProgressBarVariants {
  /**
   * What is in progress ("Importing airings", "Loading page"): the accessible name, shown above
   * a `default` bar.
   */
  label: string;
  /**
   * `default`: a labelled bar with its value; `navigation`: the thin accent bar shown while a
   * page loads, indeterminate unless given a `value`.
   * @default 'default'
   */
  variant?: ProgressBarVariants['variant'];
  /**
   * `top` pins the bar to the top of the window, above the header (the navigation bar's place).
   * @default 'top' for `navigation`, 'inline' otherwise
   */
  placement?: ProgressBarVariants['placement'];
  /**
   * Show the value ("45%", or `valueLabel`) beside the label of a `default` bar.
   * @default true
   */
  showValueLabel?: boolean | undefined;
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Progress as a bar, on React Aria's ProgressBar: a labelled bar with its value, or the thin
 * accent bar at the top of the window while a page loads.
 */
export function ProgressBar({
  label,
  variant = 'default',
  placement = variant === 'navigation' ? 'top' : 'inline',
  showValueLabel = true,
  isIndeterminate,
  className,
  ...props
}: ProgressBarProps) {
  const indeterminate = isIndeterminate ?? (variant === 'navigation' && props.value === undefined);
  return (
    <RACProgressBar
      {...props}
      aria-label={label}
      isIndeterminate={indeterminate}
      className={composeRenderProps(className, (extra) =>
        cx(progressBar({ variant, placement }), extra),
      )}
    >
      {({ percentage, valueText, isIndeterminate: spinning }) => (
        <>
          {/* The name is the aria-label; the visible copy would only repeat it. */}
          {variant !== 'navigation' && (
            <div className={progressHeader} aria-hidden="true">
              <span className={progressLabel}>{label}</span>
              {showValueLabel && !spinning && <span className={progressValue}>{valueText}</span>}
            </div>
          )}
          <div className={progressTrack({ variant })}>
            <div
              className={progressIndicator({ isIndeterminate: spinning })}
              style={spinning ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
