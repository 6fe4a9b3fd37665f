import { Banner, Button, Dialog, Modal } from '@airtime/design-system';
import { type FormEvent, type ReactNode, useId } from 'react';
import * as styles from './brand.css.ts';

export interface FormDialogProps {
  readonly title: string;
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** Runs on Save or Enter; the dialog stays open until the caller closes it. */
  readonly onSubmit: () => void;
  readonly submitLabel: string;
  readonly isPending: boolean;
  /** A message for the whole form (a refusal that names no field). */
  readonly formError?: string | undefined;
  /** Left of Cancel, e.g. a Delete button. */
  readonly extraAction?: ReactNode;
  readonly children: ReactNode;
}

/** A form in a modal (decisions §6): fields, then Cancel and the primary action on the right. */
export function FormDialog({
  title,
  isOpen,
  onClose,
  onSubmit,
  submitLabel,
  isPending,
  formError,
  extraAction,
  children,
}: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={title}
        footer={
          <>
            {extraAction}
            <Button slot="close">Cancel</Button>
            <Button
              type="submit"
              form={formId}
              variant="primary"
              isPending={isPending}
              pendingLabel="Saving"
            >
              {submitLabel}
            </Button>
          </>
        }
      >
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          {formError !== undefined && (
            <Banner tone="critical" title="Not saved.">
              {formError}
            </Banner>
          )}
          {children}
        </form>
      </Dialog>
    </Modal>
  );
}
