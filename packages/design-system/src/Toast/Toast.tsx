import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { Ref } from 'react';
import {
  type QueuedToast,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastRegionProps as RACToastRegionProps,
  Text,
} from 'react-aria-components/Toast';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../utils/cx.ts';
import {
  toastActions,
  toastContent,
  toastDescription,
  toastIcon,
  toastRegion,
  toast as toastStyle,
  toastTitle,
} from './Toast.css.ts';
import { type AppToastQueue, type ToastContent, type ToastTone, toastQueue } from './toastQueue.ts';

const ICONS: Record<ToastTone, typeof Info> = {
  neutral: Info,
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

export interface ToastRegionProps
  extends Omit<RACToastRegionProps<ToastContent>, 'queue' | 'children' | 'className'> {
  /**
   * The queue to show: the app's `toastQueue` unless a story or test brings its own
   * (`createToaster().queue`).
   * @default toastQueue
   */
  queue?: AppToastQueue;
  /**
   * The landmark's name, announced when a screen reader jumps to it (F6 moves focus to it).
   * @default React Aria's count, e.g. '2 notifications.'
   */
  'aria-label'?: string;
  /**
   * Extra class names for the region.
   * @default undefined
   */
  className?: string;
  /**
   * Label of each toast's dismiss button.
   * @default 'Dismiss'
   */
  dismissLabel?: string;
  /**
   * The region element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** One toast: the tone's icon, title, description, action and dismiss button. */
export function ToastItem({
  toast,
  queue,
  dismissLabel,
}: {
  toast: QueuedToast<ToastContent>;
  queue: AppToastQueue;
  dismissLabel: string;
}) {
  const { tone, title, description, action } = toast.content;
  const Icon = ICONS[tone];
  return (
    <RACToast toast={toast} className={toastStyle({ tone })}>
      <span className={toastIcon({ tone })} aria-hidden="true">
        <Icon />
      </span>
      <RACToastContent className={toastContent}>
        <Text slot="title" className={toastTitle}>
          {title}
        </Text>
        {description && (
          <Text slot="description" className={toastDescription}>
            {description}
          </Text>
        )}
      </RACToastContent>
      <div className={toastActions}>
        {action && (
          <Button
            size="sm"
            variant="ghost"
            onPress={() => {
              action.onAction();
              queue.close(toast.key);
            }}
          >
            {action.label}
          </Button>
        )}
        <IconButton slot="close" size="sm" label={dismissLabel} icon={<X />} />
      </div>
    </RACToast>
  );
}

/**
 * Shows the toasts of a queue at the top right, on React Aria's ToastRegion (a landmark; each
 * toast an `alertdialog`). Render it once at the root of the app and call `toast.success(...)`
 * anywhere. Toasts go after 5 s, wait while the pointer or focus is on them, and can be
 * dismissed; F6 moves focus to them and back.
 */
export function ToastRegion({
  queue = toastQueue,
  dismissLabel = 'Dismiss',
  className,
  ...props
}: ToastRegionProps) {
  return (
    <RACToastRegion {...props} queue={queue} className={cx(toastRegion, className)}>
      {({ toast }) => <ToastItem toast={toast} queue={queue} dismissLabel={dismissLabel} />}
    </RACToastRegion>
  );
}
