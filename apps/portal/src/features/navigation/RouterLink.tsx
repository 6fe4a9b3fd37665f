import { NativeLink, type NativeLinkProps } from '@airtime/design-system';
import { useHref, useLinkClickHandler } from 'react-router';

export interface RouterLinkProps extends Omit<NativeLinkProps, 'href'> {
  /** A path of the app. */
  readonly to: string;
}

/**
 * The design system's plain link, navigating with React Router: for the pages that load little
 * (the sign-in route and what every page shows), where the React Aria Link would cost too much.
 */
export function RouterLink({ to, onClick, ...props }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to);
  return (
    <NativeLink
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
