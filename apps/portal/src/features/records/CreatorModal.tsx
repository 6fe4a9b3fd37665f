import { useCreateCreator, useCreator, useUpdateCreator } from '@airtime/api-client';
import { Checkbox, type ManagedModalProps, TextArea, TextField } from '@airtime/design-system';
import type { Creator } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { readEmails, validateCreatorForm } from '../creators/validateCreatorForm.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { FormModalPending } from '../forms/FormModalPending.tsx';
import { useFormValues } from '../forms/useFormValues.ts';
import { StaffSelect } from '../users/StaffSelect.tsx';

export interface CreatorModalProps extends ManagedModalProps {
  /** The creator to edit; without it, a new creator. */
  readonly creatorId?: number;
}

/**
 * `creator` (decisions §9): a creator created from the Creators list (signed, so converted unless
 * unticked) or edited from its record: name, outreach emails, creator manager and Airtime rep.
 * A new creator's record opens.
 */
export function CreatorModal({ creatorId, ...modal }: CreatorModalProps) {
  const creator = useCreator(creatorId ?? null);
  if (creatorId !== undefined && creator.data === undefined)
    return (
      <FormModalPending
        {...modal}
        title="Edit creator"
        noun="creator"
        missing={false}
        error={creator.error}
      />
    );
  return <CreatorForm {...modal} creator={creator.data} />;
}

function CreatorForm({
  creator,
  ...modal
}: ManagedModalProps & { readonly creator: Creator | undefined }) {
  const mayWrite = useMayWrite();
  const navigate = useNavigate();
  const create = useCreateCreator();
  const update = useUpdateCreator();
  // The reps are the Team card's on a record; a new creator gets them here.
  const form = useFormValues({
    name: creator?.name ?? '',
    outreach_emails: creator?.outreach_emails.join('\n') ?? '',
    rep_cm: creator?.rep_cm ?? null,
    rep_tcp: creator?.rep_tcp ?? null,
    converted: creator?.converted ?? true,
  });
  const { name, outreach_emails: emails, rep_cm, rep_tcp, converted } = form.values;

  async function save() {
    const hadEmails = (creator?.outreach_emails.length ?? 0) > 0;
    if (!form.check(validateCreatorForm({ name, emails }, hadEmails))) return;
    const addresses = readEmails(emails);
    const body = {
      name: name.trim(),
      // Form data cannot carry an empty list: with no address the field stays as it was.
      ...(addresses.length === 0 ? {} : { outreach_emails: addresses }),
      rep_cm,
      rep_tcp,
    };
    try {
      if (creator === undefined) {
        const created = await create.trigger({ body: { ...body, converted } });
        void navigate(href('agency-creator', { creatorId: created.id }));
      } else {
        await update.trigger({ params: { id: creator.id }, body });
        modal.onOpenChange(false);
      }
    } catch (error) {
      form.refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title={creator === undefined ? 'Add a creator' : `Edit ${creator.name}`}
      submitLabel={creator === undefined ? 'Add creator' : 'Save creator'}
      onSubmit={() => void save()}
      isPending={create.isMutating || update.isMutating}
      formError={form.errors.form}
      mayWrite={mayWrite}
    >
      <TextField label="Name" isRequired autoFocus isReadOnly={!mayWrite} {...form.text('name')} />
      <TextArea
        label="Outreach emails"
        description="One address per line; the agency writes to these when reaching out."
        isReadOnly={!mayWrite}
        {...form.text('outreach_emails')}
      />
      <StaffSelect
        label="Creator manager"
        value={rep_cm}
        onChange={form.change('rep_cm')}
        errorMessage={form.errors.fields.rep_cm}
        isDisabled={!mayWrite}
      />
      <StaffSelect
        label="Airtime rep"
        value={rep_tcp}
        onChange={form.change('rep_tcp')}
        errorMessage={form.errors.fields.rep_tcp}
        isDisabled={!mayWrite}
      />
      {creator === undefined && (
        <Checkbox
          isSelected={converted}
          onChange={form.change('converted')}
          isDisabled={!mayWrite}
          description="Untick for a creator the agency is still courting."
        >
          Signed with Airtime (converted)
        </Checkbox>
      )}
    </FormModal>
  );
}
