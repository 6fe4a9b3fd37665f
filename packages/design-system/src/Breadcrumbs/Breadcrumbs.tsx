import { ChevronRight } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Breadcrumb as RACBreadcrumb,
  type BreadcrumbProps as RACBreadcrumbProps,
  Breadcrumbs as RACBreadcrumbs,
  type BreadcrumbsProps as RACBreadcrumbsProps,
  Link as RACLink,
} from 'react-aria-components/Breadcrumbs';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { cx } from '../utils/cx.ts';
import {
  type BreadcrumbsVariants,
  breadcrumb,
  breadcrumbLink,
  breadcrumbLoading,
  breadcrumbSeparator,
  breadcrumbs,
} from './Breadcrumbs.css.ts';

export interface BreadcrumbsProps<T extends object>
  extends RACBreadcrumbsProps<T>,
    BreadcrumbsVariants {
  /**
   * The navigation landmark's accessible name.
   * @default 'Breadcrumbs'
   */
  label?: string | undefined;
  /**
   * Text size: sm 13 px (under a page title), md 14 px.
   * @default 'md'
   */
  size?: BreadcrumbsVariants['size'];
  /**
   * The `<ol>` inside the navigation landmark.
   * @default undefined
   */
  ref?: Ref<HTMLOListElement>;
}

/**
 * The trail of pages above the current one, on React Aria's Breadcrumbs, in a navigation landmark.
 * The last item is the current page (`aria-current="page"`, not a link).
 */
export function Breadcrumbs<T extends object>({
  label = 'Breadcrumbs',
  size,
  className,
  ...props
}: BreadcrumbsProps<T>) {
  return (
    <nav aria-label={label}>
      <RACBreadcrumbs {...props} className={cx(breadcrumbs({ size }), className)} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<RACBreadcrumbProps, 'children'> {
  /** The page's title. */
  children?: ReactNode;
  /**
   * Where it goes; through the app's router inside a RouterProvider. The current (last) item
   * needs none.
   * @default undefined
   */
  href?: string | undefined;
  /**
   * The title is still loading (a record's name): shows `loadingLabel` instead.
   * @default false
   */
  isLoading?: boolean | undefined;
  /**
   * What shows while loading (spec §2).
   * @default 'Loading...'
   */
  loadingLabel?: string | undefined;
  /**
   * The underlying `<li>`.
   * @default undefined
   */
  ref?: Ref<HTMLLIElement>;
}

/** One page in Breadcrumbs: a link, or the current page, followed by a chevron. */
export function Breadcrumb({
  href,
  isLoading = false,
  loadingLabel = 'Loading...',
  className,
  children,
  ...props
}: BreadcrumbProps) {
  // React Aria's Link passes no title on: the full name for truncated crumbs sits on the text.
  const title = isLoading ? (
    <span className={breadcrumbLoading}>{loadingLabel}</span>
  ) : typeof children === 'string' ? (
    <span title={children}>{children}</span>
  ) : (
    children
  );
  return (
    <RACBreadcrumb
      {...props}
      className={composeRenderProps(className, (extra) => cx(breadcrumb, extra))}
    >
      {({ isCurrent }) => (
        <>
          <RACLink {...(href === undefined ? {} : { href })} className={breadcrumbLink}>
            {title}
          </RACLink>
          {!isCurrent && <ChevronRight className={breadcrumbSeparator} aria-hidden="true" />}
        </>
      )}
    </RACBreadcrumb>
  );
}
