import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { type ButtonVariants, button, buttonContent, buttonSpinner } from '../Button/Button.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';

export interface NativeButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'>,
    ButtonVariants {
  /**
   * The look: primary for the one main action, secondary, ghost or critical.
   * @default 'secondary'
   */
  variant?: ButtonVariants['variant'];
  /**
   * Height: sm 28 px, md 32 px, lg 40 px.
   * @default 'md'
   */
  size?: ButtonVariants['size'];
  /**
   * Square, for a lone icon: name it with `aria-label`.
   * @default false
   */
  iconOnly?: ButtonVariants['iconOnly'];
  /**
   * Shows a spinner in place of the label, which stays the accessible name; presses are ignored.
   * @default false
   */
  isPending?: boolean;
  /**
   * What the spinner says while pending.
   * @default 'Loading'
   */
  pendingLabel?: string;
  /**
   * Cannot be pressed.
   * @default false
   */
  isDisabled?: boolean;
  /** The label: the button's text and accessible name. */
  children?: ReactNode;
  /**
   * The `<button>`.
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Button's look on a plain `<button>`, without React Aria: for pages that must load little, such
 * as the sign-in page (Button brings React Aria's interactions, about 25 KB). Hover, press and
 * keyboard focus come from CSS; use Button everywhere else.
 */
export function NativeButton({
  variant,
  size,
  iconOnly,
  isPending = false,
  pendingLabel = 'Loading',
  isDisabled = false,
  type = 'button',
  className,
  children,
  onClick,
  ...props
}: NativeButtonProps) {
  return (
    <button
      {...props}
      type={type}
      data-native=""
      data-pending={isPending ? '' : undefined}
      aria-disabled={isPending || undefined}
      disabled={isDisabled}
      className={cx(button({ variant, size, iconOnly }), className)}
      onClick={(event) => {
        // A pending button keeps focus (so it stays disabled only in effect) and does nothing.
        if (isPending) event.preventDefault();
        else onClick?.(event);
      }}
    >
      <span className={buttonContent}>{children}</span>
      {isPending && (
        <Spinner size="sm" tone="current" label={pendingLabel} className={buttonSpinner} />
      )}
    </button>
  );
}
