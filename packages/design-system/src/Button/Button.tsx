import type { ReactNode, Ref } from 'react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { cx } from '../utils/cx.ts';
import { type ButtonVariants, button, buttonContent } from './Button.css.ts';
import { ButtonSpinner } from './ButtonSpinner.tsx';

export interface ButtonProps extends RACButtonProps, Omit<ButtonVariants, 'iconOnly'> {
  /**
   * Emphasis: `primary` for the one main action of a view, `secondary` for the others, `ghost` in
   * toolbars and rows, `critical` for destructive actions.
   * @default 'secondary'
   */
  variant?: ButtonVariants['variant'];
  /**
   * Height: sm 28 px, md 32 px, lg 40 px.
   * @default 'md'
   */
  size?: ButtonVariants['size'];
  /**
   * An icon before the label, e.g. `<Plus />` from lucide-react; shown at 16 px.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Shows a spinner instead of the label, keeps focus, ignores presses and tells screen readers.
   * @default false
   */
  isPending?: boolean;
  /**
   * What the spinner says while pending, e.g. 'Saving'.
   * @default 'Loading'
   */
  pendingLabel?: string;
  /**
   * The underlying `<button>`.
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
}

/** A button for actions (use LinkButton to navigate), on React Aria's Button. */
export function Button({
  variant,
  size,
  icon,
  pendingLabel = 'Loading',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (extra) => cx(button({ variant, size }), extra))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={buttonContent}>
            {icon}
            {content}
          </span>
          {isPending && <ButtonSpinner label={pendingLabel} />}
        </>
      ))}
    </RACButton>
  );
}
