import type { ReactElement } from 'react';
import { MenuContext } from 'react-aria-components/Menu';
import type { Placement } from 'react-aria-components/Popover';
import { Popover } from '../Popover/Popover.tsx';
import type { MenuButtonPopoverProps } from './useMenuButton.ts';

export interface MenuPopoverProps extends MenuButtonPopoverProps {
  /**
   * Where the menu opens relative to the trigger; flips when there is no room.
   * @default 'bottom start'
   */
  placement?: Placement;
  /** The `Menu`. */
  children: ReactElement;
}

/**
 * The menu of a `useMenuButton` trigger, in a `Popover`: as in `MenuTrigger`, it is named by its
 * trigger, focus goes to the item the key asked for, and a choice, Escape or a click outside
 * closes it and gives focus back to the trigger. Render it from a module loaded on first use.
 */
export function MenuPopover({
  triggerRef,
  triggerId,
  menuId,
  isOpen,
  onOpenChange,
  focusStrategy,
  placement = 'bottom start',
  children,
}: MenuPopoverProps) {
  return (
    <Popover
      trigger="MenuTrigger"
      triggerRef={triggerRef}
      aria-labelledby={triggerId}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
      padding="none"
    >
      <MenuContext.Provider
        value={{
          id: menuId,
          'aria-labelledby': triggerId,
          autoFocus: focusStrategy ?? true,
          onClose: () => onOpenChange(false),
        }}
      >
        {children}
      </MenuContext.Provider>
    </Popover>
  );
}
