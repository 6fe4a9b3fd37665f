import type { ReactNode, Ref } from 'react';
import {
  Collection,
  Header,
  MenuSection as RACMenuSection,
  type MenuSectionProps as RACMenuSectionProps,
  Separator,
  type SeparatorProps,
} from 'react-aria-components/Menu';
import { cx } from '../utils/cx.ts';
import { menuSection, menuSectionHeader, menuSeparator } from './Menu.css.ts';

export interface MenuSectionProps<T> extends RACMenuSectionProps<T> {
  /**
   * A heading over the section's items; it also names the group for screen readers. Without
   * one, give the section an `aria-label`.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * The section element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** A group of related items in a `Menu`, set apart by a rule, with an optional heading. */
export function MenuSection<T extends object>({
  title,
  items,
  dependencies,
  className,
  children,
  ...props
}: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={cx(menuSection, className)}>
      {title && <Header className={menuSectionHeader}>{title}</Header>}
      <Collection
        {...(items !== undefined && { items })}
        {...(dependencies !== undefined && { dependencies })}
      >
        {children}
      </Collection>
    </RACMenuSection>
  );
}

export interface MenuSeparatorProps extends SeparatorProps {
  /**
   * The separator element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** A rule between items of a `Menu`, for a break that needs no heading. */
export function MenuSeparator({ className, ...props }: MenuSeparatorProps) {
  return <Separator {...props} className={cx(menuSeparator, className)} />;
}
