import { NativeBreadcrumb } from '@airtime/design-system';
import { useHref, useLinkClickHandler } from 'react-router';

/** A crumb that links to a page of the app through the router. */
export function RouterCrumb({ to, title }: { readonly to: string; readonly title: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to);
  return (
    <NativeBreadcrumb href={href} onClick={navigate}>
      {title}
    </NativeBreadcrumb>
  );
}
