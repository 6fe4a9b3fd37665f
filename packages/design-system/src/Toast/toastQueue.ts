import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

/** How long a toast stays, in ms (spec §9). Hovering or focusing the toasts pauses the clock. */
export const TOAST_TIMEOUT = 5000;

/** At most this many show at once; the others wait their turn. */
export const MAX_VISIBLE_TOASTS = 5;

export const TOAST_TONES = ['neutral', 'success', 'error', 'warning', 'info'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

/** A button in the toast, e.g. "Undo". Pressing it runs `onAction` and dismisses the toast. */
export interface ToastAction {
  /** The button's text, e.g. "Undo". */
  label: string;
  /** What pressing it does; the toast is dismissed after. */
  onAction: () => void;
}

/** What the queue holds for each toast. */
export interface ToastContent {
  /** Its icon and colour: neutral, success, error, warning or info. */
  tone: ToastTone;
  /** One short sentence: what happened. Names the toast for screen readers. */
  title: string;
  /** An optional second line. */
  description?: string | undefined;
  /** An optional button, e.g. "Undo". */
  action?: ToastAction | undefined;
}

export interface ToastOptions {
  /** A second line under the title. */
  description?: string | undefined;
  /** A button, e.g. `{ label: 'Undo', onAction: undo }`. */
  action?: ToastAction | undefined;
  /** ms before it goes; `null` keeps it until dismissed. Defaults to TOAST_TIMEOUT. */
  timeout?: number | null | undefined;
  /** Called when it goes, dismissed or timed out. */
  onClose?: (() => void) | undefined;
}

/** The toast queue type, for a `ToastRegion` of one's own (tests, isolated widgets). */
export type AppToastQueue = ToastQueue<ToastContent>;

/** Shows a toast of one tone and returns its key, for `toast.dismiss(key)`. */
export type ShowToast = (title: string, options?: ToastOptions) => string;

export interface Toaster {
  /** The queue a `ToastRegion` renders. */
  queue: AppToastQueue;
  /** Shows a toast of the given tone and returns its key. */
  show: (tone: ToastTone, title: string, options?: ToastOptions) => string;
  /** A neutral toast, e.g. "Creator removed" with Undo. */
  neutral: ShowToast;
  /** A success toast, e.g. "Campaign saved". */
  success: ShowToast;
  /** An error toast, e.g. "Could not save the campaign" with the reason. */
  error: ShowToast;
  /** A warning toast. */
  warning: ShowToast;
  /** An information toast. */
  info: ShowToast;
  /** Dismisses one toast by the key `show` returned. */
  dismiss: (key: string) => void;
  /** Dismisses every toast, shown or waiting. */
  clear: () => void;
}

/** A toast API over its own queue: the app uses `toast`; stories and tests make their own. */
export function createToaster(
  queue: AppToastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: MAX_VISIBLE_TOASTS }),
): Toaster {
  const show = (tone: ToastTone, title: string, options: ToastOptions = {}) => {
    const { description, action, timeout = TOAST_TIMEOUT, onClose } = options;
    return queue.add(
      { tone, title, description, action },
      // React Stately's queue takes a missing timeout as "stay until dismissed".
      { ...(timeout !== null && { timeout }), ...(onClose && { onClose }) },
    );
  };
  return {
    queue,
    show,
    neutral: (title, options) => show('neutral', title, options),
    success: (title, options) => show('success', title, options),
    error: (title, options) => show('error', title, options),
    warning: (title, options) => show('warning', title, options),
    info: (title, options) => show('info', title, options),
    dismiss: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}

/**
 * The app's toasts, shown by the `ToastRegion` at the root: `toast.success('Campaign saved')`,
 * `toast.error('Could not save', { description: message })`,
 * `toast.neutral('Creator removed', { action: { label: 'Undo', onAction: undo } })`.
 */
export const toast: Toaster = /* @__PURE__ */ createToaster();

/** The queue behind `toast`, React Aria's ToastQueue (UNSTABLE_ToastQueue in 1.22). */
export const toastQueue: AppToastQueue = toast.queue;
