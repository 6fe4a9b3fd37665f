import type { HTMLAttributes, Ref } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { cx } from '../utils/cx.ts';
import { type BadgeVariants, badge } from './Badge.css.ts';
import { formatBadgeCount } from './formatBadgeCount.ts';

export interface BadgeProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>,
    BadgeVariants {
  /**
   * The number shown by a `count` badge. Zero hides the badge unless `showZero`.
   * @default 0
   */
  count?: number | undefined;
  /**
   * Above this the badge shows `99+` (with the default).
   * @default 99
   */
  max?: number | undefined;
  /**
   * Show the badge at zero ("0 drafts") instead of hiding it.
   * @default false
   */
  showZero?: boolean | undefined;
  /**
   * What screen readers hear instead of the bare figure, e.g. `(n) => \`${n} unread\``: given
   * the exact count, so "142 unread" rather than "99+". A `dot` without a label is hidden from
   * them (say it in the control's name instead). Leave it out when the control beside the badge
   * already has the count in its name ("Inbox, 3 unread").
   * @default undefined
   */
  label?: string | ((count: number) => string) | undefined;
  /**
   * `count` shows the number; `dot` a small dot for "something new".
   * @default 'count'
   */
  variant?: BadgeVariants['variant'];
  /**
   * `accent` for notifications, `critical` for errors and overdue items, `neutral` for plain
   * counts beside a label.
   * @default 'accent'
   */
  tone?: BadgeVariants['tone'];
  /**
   * Height: sm 16 px, md 20 px (dots 8 and 10 px).
   * @default 'md'
   */
  size?: BadgeVariants['size'];
  /**
   * The root `<span>`.
   * @default undefined
   */
  ref?: Ref<HTMLSpanElement>;
}

/** A count (`99+` above 99, hidden at zero) or a dot, on a notification control or a label. */
export function Badge({
  count = 0,
  max = 99,
  showZero = false,
  label,
  variant = 'count',
  tone,
  size,
  className,
  ...props
}: BadgeProps) {
  const spoken = typeof label === 'function' ? label(count) : label;
  const classes = cx(badge({ variant, tone, size }), className);

  if (variant === 'dot') {
    return spoken ? (
      <span {...props} className={classes}>
        <VisuallyHidden elementType="span">{spoken}</VisuallyHidden>
      </span>
    ) : (
      <span {...props} aria-hidden="true" className={classes} />
    );
  }

  const shown = formatBadgeCount(count, max, showZero);
  if (shown === null) return null;
  return (
    <span {...props} className={classes}>
      {spoken ? (
        <>
          <span aria-hidden="true">{shown}</span>
          <VisuallyHidden elementType="span">{spoken}</VisuallyHidden>
        </>
      ) : (
        shown
      )}
    </span>
  );
}
