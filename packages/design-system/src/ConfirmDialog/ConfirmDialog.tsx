import { CircleAlert, TriangleAlert } from 'lucide-react';
import { type ReactNode, useContext, useRef, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import { Text } from 'react-aria-components/Text';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import {
  type ConfirmDialogVariants,
  confirmDialogBody,
  confirmDialogError,
  confirmDialogIcon,
} from './ConfirmDialog.css.ts';

/** Shown when `onConfirm` rejects with something that is not an Error with a message. */
export const CONFIRM_FALLBACK_ERROR = 'Something went wrong. Please try again.';

export interface ConfirmDialogProps
  extends Pick<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>,
    ConfirmDialogVariants {
  /** The question, e.g. "Delete this campaign?": the dialog's heading and accessible name. */
  title: string;
  /** What will happen, in a sentence or two. */
  message: ReactNode;
  /**
   * The confirm button, a verb saying what it does ("Delete campaign").
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * The button that closes the dialog without doing anything.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * What the confirm button's spinner says while `onConfirm` runs, e.g. 'Deleting'.
   * @default 'Working'
   */
  pendingLabel?: string;
  /**
   * `critical` for destructive actions: a warning icon and a red confirm button.
   * @default 'default'
   */
  tone?: ConfirmDialogVariants['tone'];
  /**
   * Runs on confirm. Return a promise to keep the dialog open and pending until it settles: it
   * closes when the promise resolves and shows the error when it rejects.
   */
  onConfirm: () => unknown;
  /**
   * Called when the dialog closes without a confirmation: Cancel, Escape or a parent closing it.
   * @default undefined
   */
  onCancel?: () => void;
  /**
   * The message shown when `onConfirm` rejects: a string, or a function of the error.
   * @default the error's message, else CONFIRM_FALLBACK_ERROR
   */
  errorMessage?: string | ((error: unknown) => string);
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function describeError(error: unknown, errorMessage: ConfirmDialogProps['errorMessage']): string {
  if (typeof errorMessage === 'function') return errorMessage(error);
  if (errorMessage) return errorMessage;
  return error instanceof Error && error.message ? error.message : CONFIRM_FALLBACK_ERROR;
}

/**
 * Asks before an action (an `alertdialog`): a title, a message, Cancel and a confirm button. The
 * confirm button stays pending while `onConfirm`'s promise runs (Escape and Cancel wait too); an
 * error keeps the dialog open and says what went wrong. Open it from a `DialogTrigger`, with
 * `isOpen`, or through the `ModalManager`.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  pendingLabel = 'Working',
  tone = 'default',
  onConfirm,
  onCancel,
  errorMessage,
  isOpen,
  defaultOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  // As React Aria's Modal decides: a DialogTrigger around it owns the open state, unless
  // `isOpen` or `defaultOpen` is given; without either, our own state.
  const contextState = useContext(OverlayTriggerStateContext);
  const triggerState = defaultOpen === undefined ? contextState : null;
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const open = isOpen ?? triggerState?.isOpen ?? ownOpen;
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = useRef(false);

  // Each opening starts without the error of the last one, however it was opened.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setError(null);
  }

  const setOpen = (next: boolean) => {
    if (isOpen === undefined) {
      if (triggerState) triggerState.setOpen(next);
      else setOwnOpen(next);
    }
    onOpenChange?.(next);
    if (!next) {
      const wasConfirmed = confirmed.current;
      confirmed.current = false;
      if (!wasConfirmed) onCancel?.();
    }
  };

  const confirm = async (close: () => void) => {
    setError(null);
    try {
      const result = onConfirm();
      // Only a promise makes the button pending: a pending flash would be announced for nothing.
      if (isPromiseLike(result)) {
        setPending(true);
        await result;
      }
      confirmed.current = true;
      close();
    } catch (caught) {
      setError(describeError(caught, errorMessage));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      size="sm"
      isOpen={open}
      onOpenChange={setOpen}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
    >
      <ConfirmDialogContent
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        pendingLabel={pendingLabel}
        tone={tone}
        isPending={isPending}
        error={error}
        onConfirm={confirm}
      />
    </Modal>
  );
}

export interface ConfirmDialogContentProps
  extends Required<
    Pick<
      ConfirmDialogProps,
      'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'pendingLabel' | 'tone'
    >
  > {
  /** The confirm button spins and Cancel is disabled. */
  isPending: boolean;
  /** The message of a failed confirmation, or null. */
  error: string | null;
  /** Runs on confirm, with the dialog's `close`. */
  onConfirm: (close: () => void) => void;
}

/** The dialog inside ConfirmDialog's modal, without state: also what its stories show inline. */
export function ConfirmDialogContent({
  title,
  message,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  tone,
  isPending,
  error,
  onConfirm,
}: ConfirmDialogContentProps) {
  return (
    <Dialog
      role="alertdialog"
      showCloseButton={false}
      title={
        <>
          <span className={confirmDialogIcon({ tone })} aria-hidden="true">
            {tone === 'critical' ? <TriangleAlert /> : <CircleAlert />}
          </span>
          {title}
        </>
      }
      footer={({ close }) => (
        <>
          <Button slot="close" isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'critical' ? 'critical' : 'primary'}
            isPending={isPending}
            pendingLabel={pendingLabel}
            onPress={() => onConfirm(close)}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div className={confirmDialogBody}>
        <Text slot="description" elementType="div">
          {message}
        </Text>
        {error && (
          <div className={confirmDialogError} role="alert">
            <CircleAlert aria-hidden="true" />
            <span>{error}</span>
          </div>
        )}
      </div>
    </Dialog>
  );
}
