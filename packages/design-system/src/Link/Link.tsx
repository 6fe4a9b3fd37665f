import { ExternalLink } from 'lucide-react';
import type { Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { cx } from '../utils/cx.ts';
import { isWebUrl } from '../utils/isWebUrl.ts';
import { externalIcon, type LinkVariants, link } from './Link.css.ts';

export interface LinkProps extends RACLinkProps, LinkVariants {
  /**
   * `inline` inside sentences (always underlined), `standalone` on its own, `subtle` for names in
   * table cells.
   * @default 'inline'
   */
  variant?: LinkVariants['variant'];
  /**
   * Where it goes. Inside a React Aria `RouterProvider` (exported here), same-app paths go
   * through the app's router.
   * @default undefined
   */
  href?: string;
  /**
   * Opens in a new tab: adds `target="_blank"`, `rel="noopener noreferrer"`, an icon, and
   * "(opens in a new tab)" for screen readers. Only an http(s) address opens: any other (a
   * `javascript:` one from a record's website field) shows as plain text.
   * @default false
   */
  isExternal?: boolean;
  /**
   * The underlying `<a>`.
   * @default undefined
   */
  ref?: Ref<HTMLAnchorElement>;
}

/** A text link, on React Aria's Link (client-side routing, focus ring, disabled state). */
export function Link({ variant, isExternal = false, className, children, ...props }: LinkProps) {
  if (isExternal && !isWebUrl(props.href)) {
    // Not a web address: its text, never a link (data may hold any scheme).
    const text = typeof children === 'function' ? props.href : children;
    return <span className={typeof className === 'string' ? className : undefined}>{text}</span>;
  }
  const external = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <RACLink
      {...props}
      {...external}
      className={composeRenderProps(className, (extra) => cx(link({ variant }), extra))}
    >
      {composeRenderProps(children, (content) =>
        isExternal ? (
          <>
            {content}
            <ExternalLink className={externalIcon} aria-hidden="true" />
            <VisuallyHidden elementType="span"> (opens in a new tab)</VisuallyHidden>
          </>
        ) : (
          content
        ),
      )}
    </RACLink>
  );
}
