import { RouterProvider as LinkRouterProvider } from '@airtime/design-system';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

// Links with a scheme (https:, mailto:) or protocol-relative ones leave the app untouched.
const EXTERNAL_HREF = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** React Aria's link hrefs through the router, except external ones. */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return EXTERNAL_HREF.test(href) ? href : routed;
}

/**
 * The design system's React Aria links and link buttons below navigate through the router. Around
 * the layouts that use them, not the root: the sign-in page's plain links need none of it.
 */
export function LinkRouting({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <LinkRouterProvider
      navigate={(to, options) => void navigate(to, options)}
      useHref={useLinkHref}
    >
      {children}
    </LinkRouterProvider>
  );
}
