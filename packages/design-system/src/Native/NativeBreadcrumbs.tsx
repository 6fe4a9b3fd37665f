import { ChevronRight } from 'lucide-react';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import {
  type BreadcrumbsVariants,
  breadcrumb,
  breadcrumbLink,
  breadcrumbLoading,
  breadcrumbSeparator,
  breadcrumbs,
} from '../Breadcrumbs/Breadcrumbs.css.ts';
import { cx } from '../utils/cx.ts';

export interface NativeBreadcrumbsProps extends BreadcrumbsVariants {
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
  /** The `NativeBreadcrumb`s, the current page last. */
  children: ReactNode;
  /**
   * Extra class names for the `<ol>`.
   * @default undefined
   */
  className?: string | undefined;
  /**
   * The `<ol>` inside the navigation landmark.
   * @default undefined
   */
  ref?: Ref<HTMLOListElement>;
}

/**
 * Breadcrumbs' look, names and states on plain elements, without React Aria's collection (about
 * 8 KB gzipped): for what every page shows, such as an app shell. Use Breadcrumbs elsewhere.
 */
export function NativeBreadcrumbs({
  label = 'Breadcrumbs',
  size,
  children,
  className,
  ref,
}: NativeBreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol ref={ref} aria-label={label} className={cx(breadcrumbs({ size }), className)}>
        {children}
      </ol>
    </nav>
  );
}

export interface NativeBreadcrumbProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  /** The page's title. */
  children?: ReactNode;
  /**
   * The current page, the last item: not a link (`aria-current="page"`), no chevron after it.
   * @default false
   */
  isCurrent?: boolean;
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
   * The `<a>`.
   * @default undefined
   */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * One page in NativeBreadcrumbs: a plain `<a>` (give it the router's `href` and click handler,
 * as NativeLink), or the current page.
 */
export function NativeBreadcrumb({
  isCurrent = false,
  isLoading = false,
  loadingLabel = 'Loading...',
  className,
  children,
  ...props
}: NativeBreadcrumbProps) {
  const title = isLoading ? (
    <span className={breadcrumbLoading}>{loadingLabel}</span>
  ) : typeof children === 'string' ? (
    <span title={children}>{children}</span>
  ) : (
    children
  );
  return (
    <li
      className={cx(breadcrumb, className)}
      data-current={isCurrent || undefined}
      data-disabled={isCurrent || undefined}
    >
      {isCurrent ? (
        // As React Aria's current breadcrumb, a disabled link, so screen readers read it alike.
        // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useSemanticElements: a disabled link, not focusable, and no <a> without an href.
        <span
          role="link"
          aria-disabled="true"
          aria-current="page"
          data-current="true"
          data-disabled="true"
          className={breadcrumbLink}
        >
          {title}
        </span>
      ) : (
        <>
          <a {...props} data-native="" className={breadcrumbLink}>
            {title}
          </a>
          <ChevronRight className={breadcrumbSeparator} aria-hidden="true" />
        </>
      )}
    </li>
  );
}
