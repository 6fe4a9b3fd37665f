import { type ReactNode, type Ref, useId } from 'react';
import { Link as RACLink } from 'react-aria-components/Link';
import { useAppShellNav } from '../AppShell/AppShellContext.ts';
import { cx } from '../utils/cx.ts';
import {
  sideNav,
  sideNavBottom,
  sideNavDescription,
  sideNavEmpty,
  sideNavGroup,
  sideNavHeading,
  sideNavIcon,
  sideNavLabel,
  sideNavLink,
  sideNavList,
  sideNavText,
} from './SideNav.css.ts';

/** One link of the navigation. */
export interface SideNavItem {
  /** Unique within the navigation; the React key. */
  id: string;
  /** The visible text and accessible name, e.g. 'Brands'. */
  label: string;
  /** Where it goes, e.g. '/agency/brands'; goes through the app's `RouterProvider`. */
  href: string;
  /** An icon from lucide-react, shown at 16 px and hidden from screen readers. */
  icon?: ReactNode;
  /** A second line, e.g. 'Last aired 03/14/2024' under a brand; part of the link's name. */
  description?: string;
}

/** A titled list of links, e.g. 'Active Brands'. */
export interface SideNavGroup {
  /** Unique within the navigation; the React key and the heading's id suffix. */
  id: string;
  /** The heading, e.g. 'Inactive Brands'; a group without one is a plain list. */
  title?: string;
  /** The group's links, top to bottom. */
  items: readonly SideNavItem[];
  /** Shown instead of the list when it is empty, e.g. 'No Brands'. */
  emptyText?: string;
}

export interface SideNavProps {
  /**
   * The navigation landmark's name.
   * @default 'Main'
   */
  label?: string;
  /** The link groups, top to bottom. */
  groups: readonly SideNavGroup[];
  /**
   * Links pinned to the bottom: Application settings, Contact support, Privacy policy, Terms of
   * service (the app decides which).
   * @default []
   */
  bottomLinks?: readonly SideNavItem[];
  /**
   * The id of the link to the page being shown: marked `aria-current="page"` and highlighted.
   * @default undefined
   */
  currentId?: string | undefined;
  /**
   * Called when a link is followed, before the router navigates. Inside an `AppShell` whose
   * navigation is a drawer, the drawer also closes.
   * @default undefined
   */
  onNavigate?: (item: SideNavItem) => void;
  /**
   * Extra class names for the `<nav>`.
   * @default undefined
   */
  className?: string;
  /**
   * The `<nav>` element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** The app's side navigation: groups of links with optional headings, and bottom links. */
export function SideNav({
  label = 'Main',
  groups,
  bottomLinks = [],
  currentId,
  onNavigate,
  className,
  ref,
}: SideNavProps) {
  const uid = useId();
  const shell = useAppShellNav();
  const follow = (item: SideNavItem) => {
    onNavigate?.(item);
    if (shell?.navMode === 'drawer') shell.setNavOpen(false);
  };
  const links = (items: readonly SideNavItem[], size?: 'sm') => (
    <ul className={sideNavList}>
      {items.map((item) => (
        <li key={item.id}>
          <RACLink
            href={item.href}
            {...(item.id === currentId && { 'aria-current': 'page' as const })}
            onPress={() => follow(item)}
            className={sideNavLink({ size })}
          >
            {item.icon && (
              <span className={sideNavIcon} aria-hidden="true">
                {item.icon}
              </span>
            )}
            <span className={sideNavText}>
              <span className={sideNavLabel}>{item.label}</span>
              {item.description && <span className={sideNavDescription}>{item.description}</span>}
            </span>
          </RACLink>
        </li>
      ))}
    </ul>
  );

  return (
    <nav ref={ref} aria-label={label} className={cx(sideNav, className)}>
      {groups.map((group) => {
        const headingId = `${uid}-${group.id}`;
        const content =
          group.items.length === 0 && group.emptyText ? (
            <p key="empty" className={sideNavEmpty}>
              {group.emptyText}
            </p>
          ) : (
            links(group.items)
          );
        return group.title ? (
          <section key={group.id} aria-labelledby={headingId} className={sideNavGroup}>
            <h2 id={headingId} className={sideNavHeading}>
              {group.title}
            </h2>
            {content}
          </section>
        ) : (
          <div key={group.id} className={sideNavGroup}>
            {content}
          </div>
        );
      })}
      {bottomLinks.length > 0 && <div className={sideNavBottom}>{links(bottomLinks, 'sm')}</div>}
    </nav>
  );
}
