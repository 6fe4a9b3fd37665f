import { Link, RouterProvider } from '@airtime/design-system';
import type { ReactNode } from 'react';

const keep = (href: string) => href;
const open = (href: string) => window.open(href, '_blank', 'noopener');

/**
 * A link to another site, in a new tab. The app's link router (RootLayout) passes every href
 * through React Router's useHref, which reads 'https://...' as a path under the current page;
 * here the href is left as it is.
 */
export function ExternalLink({
  href,
  children,
}: {
  readonly href: string;
  readonly children: ReactNode;
}) {
  return (
    <RouterProvider navigate={open} useHref={keep}>
      <Link href={href} isExternal>
        {children}
      </Link>
    </RouterProvider>
  );
}
