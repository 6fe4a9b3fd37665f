import { type RefObject, useId, useRef, useState } from 'react';
import type { ButtonProps } from 'react-aria-components/Button';

/** Where focus goes when the menu opens: its first or last item, or the menu itself (a click). */
export type MenuFocusStrategy = 'first' | 'last' | null;

type PressHandler = NonNullable<ButtonProps['onPress']>;
type KeyHandler = NonNullable<ButtonProps['onKeyDown']>;

/** What `useMenuButton` gives the trigger: spread it on a `Button`, `IconButton` or React Aria `Button`. */
export interface MenuButtonTriggerProps {
  id: string;
  ref: RefObject<HTMLButtonElement | null>;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls'?: string;
  /** Keeps the trigger's pressed look while the menu is open, as in `MenuTrigger`. */
  isPressed: boolean;
  preventFocusOnPress: true;
  onPressStart: PressHandler;
  onPress: PressHandler;
  onKeyDown: KeyHandler;
  onHoverStart: () => void;
  onFocus: () => void;
}

/** What `useMenuButton` gives the menu: spread it on `MenuPopover`. */
export interface MenuButtonPopoverProps {
  /** The trigger the popover is placed against and gives focus back to. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The trigger's id: it names the menu (`aria-labelledby`). */
  triggerId: string;
  /** The menu's id, which the trigger's `aria-controls` points at. */
  menuId: string;
  /** Whether the menu is open. */
  isOpen: boolean;
  /** Called to open or close the menu: a choice, Escape or a click outside closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes when the menu opens: its first or last item, or the menu itself. */
  focusStrategy: MenuFocusStrategy;
}

export interface MenuButton {
  /** Spread on the trigger button. */
  triggerProps: MenuButtonTriggerProps;
  /** Spread on `MenuPopover`. */
  popoverProps: MenuButtonPopoverProps;
  /** The menu has been opened once: render it (and so load its code) from then on. */
  hasOpened: boolean;
}

/**
 * A menu button whose menu can load later: the trigger behaves as in `MenuTrigger` (a click or
 * ArrowDown opens the menu, Enter and Space open it on its first item, ArrowUp on its last) and
 * `onIntent` runs on the first hover or focus, to start loading the module that renders
 * `MenuPopover`. `MenuTrigger` needs React Aria's menu and popover code up front; this hook none.
 */
export function useMenuButton({
  onIntent,
}: {
  /** Starts loading the menu's module, e.g. `() => import('./MyMenu.tsx')`. */
  onIntent?: () => Promise<unknown>;
} = {}): MenuButton {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [focusStrategy, setFocusStrategy] = useState<MenuFocusStrategy>(null);
  const open = (strategy: MenuFocusStrategy) => {
    setFocusStrategy(strategy);
    setHasOpened(true);
    setOpen(true);
  };
  const toggle = (strategy: MenuFocusStrategy) => (isOpen ? setOpen(false) : open(strategy));
  // Focus on the trigger first, so the popover gives it back on close.
  const focusTrigger = () => triggerRef.current?.focus({ preventScroll: true });
  // A failed preload is not an error yet: the render that needs the module loads it again.
  const preload = () => void onIntent?.().catch(() => {});
  const keys: Record<string, MenuFocusStrategy> = {
    Enter: 'first',
    ' ': 'first',
    ArrowDown: 'first',
    ArrowUp: 'last',
  };
  return {
    triggerProps: {
      id: triggerId,
      ref: triggerRef,
      'aria-haspopup': 'menu',
      'aria-expanded': isOpen,
      ...(isOpen && { 'aria-controls': menuId }),
      isPressed: isOpen,
      preventFocusOnPress: true,
      // As React Aria's MenuTrigger: a mouse opens on press, touch on release, keys below.
      onPressStart: (event) => {
        if (event.pointerType === 'touch' || event.pointerType === 'keyboard') return;
        focusTrigger();
        open(event.pointerType === 'virtual' ? 'first' : null);
      },
      onPress: (event) => {
        if (event.pointerType !== 'touch') return;
        focusTrigger();
        toggle(null);
      },
      onKeyDown: (event) => {
        const strategy = keys[event.key];
        if (strategy === undefined || event.isDefaultPrevented()) {
          event.continuePropagation();
          return;
        }
        event.preventDefault();
        toggle(strategy);
      },
      onHoverStart: preload,
      onFocus: preload,
    },
    popoverProps: {
      triggerRef,
      triggerId,
      menuId,
      isOpen,
      onOpenChange: setOpen,
      focusStrategy,
    },
    hasOpened,
  };
}
