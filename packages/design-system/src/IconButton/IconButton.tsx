import type { ReactNode, Ref } from 'react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { type ButtonVariants, button, buttonContent } from '../Button/Button.css.ts';
import { ButtonSpinner } from '../Button/ButtonSpinner.tsx';
import { cx } from '../utils/cx.ts';

export interface IconButtonProps
  extends Omit<RACButtonProps, 'children' | 'aria-label' | 'aria-labelledby'>,
    Omit<ButtonVariants, 'iconOnly'> {
  /**
   * What the button does, in words ("Delete campaign"): its accessible name. Required, because
   * an icon alone says nothing to a screen reader.
   */
  label: string;
  /** The icon, e.g. `<Trash2 />` from lucide-react; shown at 16 px. */
  icon: ReactNode;
  /**
   * Emphasis, as for Button; icon buttons are usually `ghost`.
   * @default 'ghost'
   */
  variant?: ButtonVariants['variant'];
  /**
   * Width and height: sm 28 px, md 32 px, lg 40 px.
   * @default 'md'
   */
  size?: ButtonVariants['size'];
  /**
   * Shows a spinner instead of the icon, as for Button.
   * @default false
   */
  isPending?: boolean;
  /**
   * The underlying `<button>`.
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, with a required accessible label. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size,
  className,
  ...props
}: IconButtonProps) {
  return (
    <RACButton
      {...props}
      aria-label={label}
      className={composeRenderProps(className, (extra) =>
        cx(button({ variant, size, iconOnly: true }), extra),
      )}
    >
      {({ isPending }) => (
        <>
          <span className={buttonContent}>{icon}</span>
          {isPending && <ButtonSpinner label="Loading" />}
        </>
      )}
    </RACButton>
  );
}
