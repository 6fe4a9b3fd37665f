import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../utils/cx.ts';
import {
  type StatusBadgeVariants,
  statusBadge,
  statusDot,
  statusLabel,
} from './StatusBadge.css.ts';

export interface StatusBadgeProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>,
    StatusBadgeVariants {
  /**
   * The status in words ("Approved", "Overdue"): always shown, so colour is never the only signal.
   * The app maps its statuses to a tone and a label; the badge knows no statuses.
   */
  label: string;
  /**
   * `positive` done or healthy, `warning` needs attention, `critical` failed or overdue, `info`
   * in progress, `neutral` inactive or draft, `accent` highlighted.
   * @default 'neutral'
   */
  tone?: StatusBadgeVariants['tone'];
  /**
   * Height: sm 20 px (table rows), md 24 px.
   * @default 'md'
   */
  size?: StatusBadgeVariants['size'];
  /**
   * A dot in the tone's solid colour before the label.
   * @default true
   */
  showDot?: boolean | undefined;
  /**
   * The root `<span>`.
   * @default undefined
   */
  ref?: Ref<HTMLSpanElement>;
}

/** A status as a tinted pill: a tone and a label that is always visible text. */
export function StatusBadge({
  label,
  tone,
  size,
  showDot = true,
  className,
  ...props
}: StatusBadgeProps) {
  return (
    <span {...props} className={cx(statusBadge({ tone, size }), className)}>
      {showDot && <span className={statusDot} aria-hidden="true" />}
      <span className={statusLabel}>{label}</span>
    </span>
  );
}
