import { X } from 'lucide-react';
import { type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
import {
  type DialogRenderProps,
  Heading,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
} from 'react-aria-components/Dialog';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../utils/cx.ts';
import {
  type DialogVariants,
  dialog,
  dialogBody,
  dialogCloseCorner,
  dialogFooter,
  dialogHeader,
  dialogTitle,
} from './Dialog.css.ts';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components/Dialog';

/** Content, or a function of React Aria's `{ close }` for content that closes the dialog. */
export type DialogContent = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

export interface DialogProps extends Omit<RACDialogProps, 'children'>, DialogVariants {
  /**
   * The heading (an `h2`), which is also the dialog's accessible name. Without one, give the
   * dialog an `aria-label`.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * The body. It scrolls when the modal or drawer around it is too short, and can then be focused
   * and scrolled from the keyboard.
   * @default undefined
   */
  children?: DialogContent;
  /**
   * The actions, right-aligned under the body: the primary action last. A `Button` with
   * `slot="close"` closes the dialog.
   * @default undefined
   */
  footer?: DialogContent;
  /**
   * Shows a close button (an "X") in the header, or in the corner without a title.
   * @default true
   */
  showCloseButton?: boolean;
  /**
   * The close button's accessible name.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Space around the content: `lg` in modals, `md` in popovers, `none` for a navigation.
   * @default 'lg'
   */
  padding?: DialogVariants['padding'];
  /**
   * `alertdialog` for an interruption that needs an answer (see ConfirmDialog).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * The dialog's `<section>`.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

function renderContent(content: DialogContent, renderProps: DialogRenderProps): ReactNode {
  return typeof content === 'function' ? content(renderProps) : content;
}

/** A body that becomes a keyboard tab stop only while it overflows, so it can be scrolled. */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [isScrollable, setScrollable] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new children may change the height.
  useLayoutEffect(() => {
    const body = ref.current;
    if (!body) return;
    const update = () => setScrollable(body.scrollHeight > body.clientHeight + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(body);
    for (const child of body.children) observer.observe(child);
    return () => observer.disconnect();
  }, [children]);
  return (
    <div ref={ref} className={dialogBody} tabIndex={isScrollable ? 0 : undefined}>
      {children}
    </div>
  );
}

/**
 * The content of a `Modal`, `Drawer` or `Popover`, on React Aria's Dialog: a title that names it,
 * a scrolling body, right-aligned actions and a close button. Focus moves into it on open, stays
 * inside while it is modal, and returns to the trigger on close.
 */
export function Dialog({
  title,
  children,
  footer,
  showCloseButton = true,
  closeLabel = 'Close',
  padding,
  className,
  ...props
}: DialogProps) {
  const closeButton = showCloseButton && (
    <IconButton slot="close" label={closeLabel} icon={<X />} variant="ghost" />
  );
  return (
    <RACDialog {...props} className={cx(dialog({ padding }), className)}>
      {(renderProps) => (
        <>
          {title ? (
            <div className={dialogHeader}>
              <Heading slot="title" className={dialogTitle}>
                {title}
              </Heading>
              {closeButton}
            </div>
          ) : (
            closeButton && <div className={dialogCloseCorner}>{closeButton}</div>
          )}
          {children !== undefined && (
            <DialogBody>{renderContent(children, renderProps)}</DialogBody>
          )}
          {footer !== undefined && (
            <div className={dialogFooter}>{renderContent(footer, renderProps)}</div>
          )}
        </>
      )}
    </RACDialog>
  );
}
