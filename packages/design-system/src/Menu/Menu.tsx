import { Children, type ReactElement, type Ref } from 'react';
import {
  Menu as RACMenu,
  type MenuProps as RACMenuProps,
  MenuTrigger as RACMenuTrigger,
  type MenuTriggerProps as RACMenuTriggerProps,
} from 'react-aria-components/Menu';
import type { Placement } from 'react-aria-components/Popover';
import { Popover } from '../Popover/Popover.tsx';
import { cx } from '../utils/cx.ts';
import { menu } from './Menu.css.ts';

export interface MenuProps<T> extends RACMenuProps<T> {
  /**
   * The menu element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A list of actions and links, on React Aria's Menu: arrow keys move, typing jumps to an item,
 * Enter or a click runs it and closes the menu. Put `MenuItem`, `MenuSection` and
 * `MenuSeparator` in it, and the menu in a `MenuTrigger`.
 */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return (
    <RACMenu
      {...props}
      className={
        typeof className === 'function'
          ? (renderProps) => cx(menu, className(renderProps))
          : cx(menu, className)
      }
    />
  );
}

export interface MenuTriggerProps extends Omit<RACMenuTriggerProps, 'children'> {
  /**
   * Where the menu opens relative to the trigger; flips when there is no room.
   * @default 'bottom start'
   */
  placement?: Placement;
  /** The trigger (a `Button` or `IconButton`), then the `Menu`. */
  children: [trigger: ReactElement, menu: ReactElement];
}

/**
 * Opens a `Menu` in a `Popover` from a button, on React Aria's MenuTrigger: press, Enter, Space
 * or ArrowDown open it with focus on the first item (ArrowUp on the last); Escape, Tab, a choice
 * or a click outside close it and focus goes back to the button.
 */
export function MenuTrigger({ placement = 'bottom start', children, ...props }: MenuTriggerProps) {
  const [trigger, menuElement] = Children.toArray(children);
  return (
    <RACMenuTrigger {...props}>
      {trigger}
      <Popover placement={placement} padding="none">
        {menuElement}
      </Popover>
    </RACMenuTrigger>
  );
}
