import type { AnchorHTMLAttributes, Ref } from 'react';
import { type LinkVariants, link } from '../Link/Link.css.ts';
import { cx } from '../utils/cx.ts';

export interface NativeLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, LinkVariants {
  /**
   * inline (in a sentence, underlined), standalone (on its own, underlined on hover), subtle
   * (names in table cells, in the cell's colour).
   * @default 'inline'
   */
  variant?: LinkVariants['variant'];
  /**
   * The `<a>`.
   * @default undefined
   */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Link's look on a plain `<a>`, without React Aria: for pages that must load little, such as the
 * sign-in page. It does not go through the RouterProvider: give it the router's `href` and click
 * handler (React Router: `useHref`, `useLinkClickHandler`). Use Link everywhere else.
 */
export function NativeLink({ variant, className, children, ...props }: NativeLinkProps) {
  return (
    <a {...props} data-native="" className={cx(link({ variant }), className)}>
      {children}
    </a>
  );
}
