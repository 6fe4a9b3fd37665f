import type { ReactNode, Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link';
import { type ButtonVariants, button, buttonContent } from '../Button/Button.css.ts';
import { cx } from '../utils/cx.ts';

export interface LinkButtonProps
  extends Omit<RACLinkProps, 'href'>,
    Omit<ButtonVariants, 'iconOnly'> {
  /**
   * Where it goes. Inside a React Aria `RouterProvider` (exported here), the app's router handles
   * same-app paths without a page load.
   */
  href: string;
  /**
   * Emphasis, as for Button.
   * @default 'secondary'
   */
  variant?: ButtonVariants['variant'];
  /**
   * Height: sm 28 px, md 32 px, lg 40 px.
   * @default 'md'
   */
  size?: ButtonVariants['size'];
  /**
   * An icon before the label; shown at 16 px.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * The underlying `<a>`.
   * @default undefined
   */
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that looks like a button: for navigation ("Create campaign" opening a page). */
export function LinkButton({
  variant,
  size,
  icon,
  className,
  children,
  ...props
}: LinkButtonProps) {
  return (
    <RACLink
      {...props}
      className={composeRenderProps(className, (extra) => cx(button({ variant, size }), extra))}
    >
      {composeRenderProps(children, (content) => (
        <span className={buttonContent}>
          {icon}
          {content}
        </span>
      ))}
    </RACLink>
  );
}
