import type { ReactNode, Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  ModalOverlay,
  type ModalOverlayProps,
  type ModalRenderProps,
  Modal as RACModal,
} from 'react-aria-components/Modal';
import { cx } from '../utils/cx.ts';
import { type ModalVariants, modal, modalOverlay } from './Modal.css.ts';

export interface ModalProps
  extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'>,
    ModalVariants {
  /**
   * Width from sm up: sm 400 px (confirmations), md 560 px (forms), lg 800 px (tables). Below sm
   * every modal is a full-screen sheet.
   * @default 'md'
   */
  size?: ModalVariants['size'];
  /**
   * Closes it on a click outside. Escape closes it either way, unless `isKeyboardDismissDisabled`.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Extra class names for the modal's surface, or a function of its state.
   * @default undefined
   */
  className?: ModalOverlayProps['className'];
  /** The content: a `Dialog` (or a `ConfirmDialog`'s parts). */
  children: ReactNode | ((renderProps: ModalRenderProps) => ReactNode);
  /**
   * The modal's surface element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A dialog over a dimmed page, on React Aria's Modal: focus is trapped inside and returns to the
 * trigger on close, Escape closes it, the page behind cannot scroll and is hidden from screen
 * readers. A full-screen sheet below the sm breakpoint. Open it from a `DialogTrigger`, with
 * `isOpen`, or through the `ModalManager`.
 */
export function Modal({
  size,
  isDismissable = true,
  className,
  children,
  ref,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={modalOverlay}>
      <RACModal
        ref={ref}
        className={composeRenderProps(className, (extra) => cx(modal({ size }), extra))}
      >
        {children}
      </RACModal>
    </ModalOverlay>
  );
}
