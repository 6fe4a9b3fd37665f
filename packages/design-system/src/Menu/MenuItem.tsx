import { Check } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Keyboard } from 'react-aria-components/Keyboard';
import {
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
} from 'react-aria-components/Menu';
import { Text } from 'react-aria-components/Text';
import { cx } from '../utils/cx.ts';
import {
  type MenuItemVariants,
  menuItem,
  menuItemIcon,
  menuItemLabel,
  menuItemShortcut,
} from './Menu.css.ts';

export interface MenuItemProps<T> extends Omit<RACMenuItemProps<T>, 'children'>, MenuItemVariants {
  /**
   * `critical` for destructive items (delete, remove).
   * @default 'default'
   */
  tone?: MenuItemVariants['tone'];
  /**
   * An icon before the label, e.g. `<Settings />` from lucide-react; shown at 16 px, hidden from
   * screen readers.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * A keyboard shortcut to show, right-aligned (e.g. '⌘K'), read as the item's description.
   * Text only: the app binds the keys.
   * @default undefined
   */
  shortcut?: string;
  /**
   * With `href`, the item is a link: same-app paths go through the app's router (React Aria's
   * `RouterProvider`), `target="_blank"` opens a new tab.
   * @default undefined
   */
  href?: string;
  /**
   * What typing a letter matches; needed only when the label is not plain text.
   * @default the label, when it is a string
   */
  textValue?: string;
  /** The label: the item's accessible name. */
  children: ReactNode;
  /**
   * The item element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** One action or link in a `Menu`, with an optional icon, description and shortcut. */
export function MenuItem<T extends object>({
  tone,
  icon,
  shortcut,
  textValue,
  className,
  children,
  ...props
}: MenuItemProps<T>) {
  const text = textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACMenuItem
      {...props}
      {...(text !== undefined && { textValue: text })}
      className={composeRenderProps(className, (extra) => cx(menuItem({ tone }), extra))}
    >
      {({ selectionMode, isSelected }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={menuItemIcon} aria-hidden="true">
              {isSelected && <Check />}
            </span>
          )}
          {icon && (
            <span className={menuItemIcon} aria-hidden="true">
              {icon}
            </span>
          )}
          <Text slot="label" className={menuItemLabel}>
            {children}
          </Text>
          {/*
           * Drawn from the attribute: the item's name stays its label (WCAG 2.5.3 "label in
           * name" counts every text node inside), and React Aria links it as the description.
           */}
          {shortcut && <Keyboard className={menuItemShortcut} data-shortcut={shortcut} />}
        </>
      )}
    </RACMenuItem>
  );
}
