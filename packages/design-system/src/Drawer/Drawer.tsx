import type { ReactNode, Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  ModalOverlay,
  type ModalOverlayProps,
  type ModalRenderProps,
  Modal as RACModal,
} from 'react-aria-components/Modal';
import { cx } from '../utils/cx.ts';
import { type DrawerVariants, drawer, drawerOverlay } from './Drawer.css.ts';

export interface DrawerProps
  extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'>,
    DrawerVariants {
  /**
   * The side it slides in from.
   * @default 'left'
   */
  placement?: DrawerVariants['placement'];
  /**
   * Width: `nav` is the side navigation's 192 px; sm 320 px, md 480 px, lg 640 px. It always
   * leaves 48 px of the page visible.
   * @default 'sm'
   */
  size?: DrawerVariants['size'];
  /**
   * Closes it on a click outside. Escape closes it either way.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Extra class names for the sheet, or a function of its state.
   * @default undefined
   */
  className?: ModalOverlayProps['className'];
  /** The content: a `Dialog` (with `padding="none"` and an `aria-label` for a navigation). */
  children: ReactNode | ((renderProps: ModalRenderProps) => ReactNode);
  /**
   * The sheet element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal side sheet, on React Aria's Modal: the side navigation below xxl, or details beside a
 * list. Focus is trapped inside and returns to the trigger, Escape and a click outside close it,
 * the page behind cannot scroll.
 */
export function Drawer({
  placement,
  size,
  isDismissable = true,
  className,
  children,
  ref,
  ...props
}: DrawerProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={drawerOverlay}>
      <RACModal
        ref={ref}
        className={composeRenderProps(className, (extra) => cx(drawer({ placement, size }), extra))}
      >
        {children}
      </RACModal>
    </ModalOverlay>
  );
}
