import { Button, Dialog, type ManagedModalProps, Modal, Stack } from '@airtime/design-system';
import { type FormEvent, type ReactNode, useId } from 'react';
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
  /** Buttons before Cancel (a Delete, a Run check). */
  readonly extraActions?: ReactNode;
  readonly children: ReactNode;
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
  children,
  ...modal
}: FormModalProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mayWrite && !isPending) onSubmit();
  };
  return (
    <Modal {...modal}>
      <Dialog
        title={title}
        footer={
          <>
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
  );
}
