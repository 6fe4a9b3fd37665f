import {
  Button,
  ConfirmDialog,
  Dialog,
  type ManagedModalProps,
  Modal,
  Stack,
} from '@airtime/design-system';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormErrorBanner } from './FormErrorBanner.tsx';

export interface FormModalProps extends ManagedModalProps {
  readonly title: string;
  /** The primary button: 'Add offer'. */
  readonly submitLabel: string;
  /** Runs on the primary button or Enter; the modal stays open until the caller closes it. */
  readonly onSubmit: () => void;
  readonly isPending: boolean;
  /** A refusal that names no field, above the fields. */
  readonly formError?: string | undefined;
  /** Read Only users see the fields without the submit button. */
  readonly mayWrite: boolean;
  /** Buttons before Cancel (a Run check). */
  readonly extraActions?: ReactNode;
  /** A record that exists: Delete (for those who may write) asks in its own dialog, then runs this. */
  readonly deletion?: FormModalDeletion | undefined;
  readonly children: ReactNode;
}

export interface FormModalDeletion {
  /** 'Delete Jane Doe?' */
  readonly title: string;
  /** What deleting it does. */
  readonly message: string;
  /** 'Delete contact'. */
  readonly confirmLabel: string;
  /** The button that asks, for a removal that is no deletion ('Disconnect'). @default 'Delete' */
  readonly actionLabel?: string;
  /** Deletes and closes; a refusal stays in the confirmation with its reason. */
  readonly onConfirm: () => Promise<unknown>;
}

/**
 * A form in a modal (decisions §9): labels above fields, errors under them, Cancel
 * and the primary action on the right, Enter submits, Escape closes.
 */
export function FormModal({
  title,
  submitLabel,
  onSubmit,
  isPending,
  formError,
  mayWrite,
  extraActions,
  deletion,
  children,
  ...modal
}: FormModalProps) {
  const formId = useId();
  const [confirming, setConfirming] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mayWrite && !isPending) onSubmit();
  };
  return (
    <>
      <Modal {...modal} isOpen={modal.isOpen && !confirming}>
        <Dialog
          title={title}
          footer={
            <>
              {mayWrite && deletion !== undefined && (
                <Button variant="critical" onPress={() => setConfirming(true)}>
                  {deletion.actionLabel ?? 'Delete'}
                </Button>
              )}
              {extraActions}
              <Button slot="close">{mayWrite ? 'Cancel' : 'Close'}</Button>
              {mayWrite && (
                <Button
                  type="submit"
                  form={formId}
                  variant="primary"
                  isPending={isPending}
                  pendingLabel="Saving"
                >
                  {submitLabel}
                </Button>
              )}
            </>
          }
        >
          <Stack as="form" id={formId} onSubmit={submit} noValidate>
            <FormErrorBanner title="Not saved." message={formError} />
            {children}
          </Stack>
        </Dialog>
      </Modal>
      {deletion !== undefined && (
        <ConfirmDialog
          isOpen={confirming}
          onCancel={() => setConfirming(false)}
          title={deletion.title}
          message={deletion.message}
          confirmLabel={deletion.confirmLabel}
          pendingLabel={deletion.actionLabel === undefined ? 'Deleting' : 'Saving'}
          tone="critical"
          onConfirm={deletion.onConfirm}
        />
      )}
    </>
  );
}
