import { useCreator, useUpdateCreator } from '@airtime/api-client';
import { type ManagedModalProps, TextField, toast, useModalManager } from '@airtime/design-system';
import type { Creator } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { FormModalPending } from '../forms/FormModalPending.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { emailProblem, withEmail } from './outreachEmails.ts';

export interface EmailFormModalProps extends ManagedModalProps {
  readonly creatorId: number;
  /** The address to change; a new one is added without it. */
  readonly email?: string;
}

const FIELDS = ['outreach_emails'] as const;

/**
 * The `email form` modal (decisions §9): one outreach email of a prospect, new or changed
 * (PUT /api/creators/{id} with the whole list). The server's refusal shows under the field with
 * what was typed kept; once saved, the prospect's `outreach` shows the list.
 */
export function EmailFormModal({ creatorId, email: previous, ...modal }: EmailFormModalProps) {
  const creator = useCreator(creatorId);
  if (creator.data === undefined)
    return (
      <FormModalPending
        {...modal}
        title="Outreach email"
        noun="prospect"
        missing={false}
        error={creator.error}
      />
    );
  return <EmailForm {...modal} creator={creator.data} previous={previous} />;
}

function EmailForm({
  creator,
  previous,
  ...modal
}: ManagedModalProps & { readonly creator: Creator; readonly previous: string | undefined }) {
  const mayWrite = useMayWrite();
  const update = useUpdateCreator();
  const { open } = useModalManager();
  const [email, setEmail] = useState(previous ?? '');
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);

  async function submit() {
    const typed = email.trim();
    const problem = emailProblem(creator.outreach_emails, typed, previous);
    if (!check(problem === undefined ? {} : { outreach_emails: problem })) return;
    try {
      await update.trigger({
        params: { id: creator.id },
        body: { outreach_emails: withEmail(creator.outreach_emails, typed, previous) },
      });
      toast.success(`${typed} saved for ${creator.name}.`);
      // Back to the prospect's outreach: opened from it, it is already there below this form.
      modal.onOpenChange(false);
      (open as (name: string, props: unknown) => void)('outreach', { creatorId: creator.id });
    } catch (error) {
      refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title={previous === undefined ? `New outreach email: ${creator.name}` : 'Outreach email'}
      submitLabel="Save email"
      onSubmit={() => void submit()}
      isPending={update.isMutating}
      formError={errors.form}
      mayWrite={mayWrite}
    >
      <TextField
        label="Email address"
        type="email"
        isRequired
        autoFocus
        isReadOnly={!mayWrite}
        value={email}
        onChange={(value) => {
          setEmail(value);
          clear('outreach_emails');
        }}
        {...fieldErrorProps(errors.fields.outreach_emails)}
      />
    </FormModal>
  );
}
