import { Button, ConfirmDialog, Dialog, Modal, Stack } from '@airtime/design-system';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormErrorBanner } from '../../../features/forms/FormErrorBanner.tsx';
import { formWidth } from '../agency.css.ts';

export interface RecordDialogProps<Item extends { readonly name: string }> {
  /** The record to edit, or 'new' to add one. */
  readonly record: Item | 'new';
  /** What the record is, on the buttons: 'contact' gives Add contact, Save contact, Delete contact. */
  readonly noun: string;
  /** The title when adding ('Add a contact'); editing is titled 'Edit {name}'. */
  readonly addTitle: string;
  /** What deleting the record does, said before it is confirmed. */
  readonly deleteMessage: string;
  /** Deletes the record; the dialog closes once it is gone. */
  readonly onDelete: (record: Item) => Promise<unknown>;
  readonly onClose: () => void;
  /** Runs on Save or Enter; the dialog stays open until the caller closes it. */
  readonly onSubmit: () => void;
  readonly isPending: boolean;
  /** A message for the whole form (a refusal that names no field). */
  readonly formError?: string | undefined;
  readonly children: ReactNode;
}

/**
 * Adds or edits a record in a form in a modal (decisions §6): fields, then Delete (for a record
 * that exists), Cancel and the primary action on the right. Delete asks first, in its own dialog.
 */
export function RecordDialog<Item extends { readonly name: string }>({
  record,
  noun,
  addTitle,
  deleteMessage,
  onDelete,
  onClose,
  onSubmit,
  isPending,
  formError,
  children,
}: RecordDialogProps<Item>) {
  const formId = useId();
  const [confirming, setConfirming] = useState(false);
  const isNew = record === 'new';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };
  return (
    <>
      <Modal isOpen={!confirming} onOpenChange={(open) => !open && onClose()}>
        <Dialog
          title={isNew ? addTitle : `Edit ${record.name}`}
          footer={
            <>
              {!isNew && (
                <Button variant="critical" onPress={() => setConfirming(true)}>
                  Delete
                </Button>
              )}
              <Button slot="close">Cancel</Button>
              <Button
                type="submit"
                form={formId}
                variant="primary"
                isPending={isPending}
                pendingLabel="Saving"
              >
                {isNew ? `Add ${noun}` : `Save ${noun}`}
              </Button>
            </>
          }
        >
          <Stack as="form" id={formId} className={formWidth} onSubmit={submit} noValidate>
            <FormErrorBanner title="Not saved." message={formError} />
            {children}
          </Stack>
        </Dialog>
      </Modal>
      {!isNew && (
        <ConfirmDialog
          isOpen={confirming}
          onCancel={() => setConfirming(false)}
          title={`Delete ${record.name}?`}
          message={deleteMessage}
          confirmLabel={`Delete ${noun}`}
          pendingLabel="Deleting"
          tone="critical"
          onConfirm={async () => {
            await onDelete(record);
            onClose();
          }}
        />
      )}
    </>
  );
}
