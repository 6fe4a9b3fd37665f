import { useCreateCreator, useCreator, useUpdateCreator } from '@airtime/api-client';
import { Checkbox, type ManagedModalProps, TextArea, TextField } from '@airtime/design-system';
import type { Creator } from '@airtime/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { useMayWrite } from '../../app/useMayWrite.ts';
import {
  type CreatorFormField,
  readEmails,
  validateCreatorForm,
} from '../creators/validateCreatorForm.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { StaffSelect } from '../users/StaffSelect.tsx';

export interface CreatorModalProps extends ManagedModalProps {
  /** The creator to edit; without it, a new creator. */
  readonly creatorId?: number;
}

// The reps are the Team card's on a record; a new creator gets them here.
const FIELDS: readonly (CreatorFormField | 'rep_cm' | 'rep_tcp' | 'converted')[] = [
  'name',
  'outreach_emails',
  'rep_cm',
  'rep_tcp',
  'converted',
];

/**
 * `creator` (decisions §9): a creator created from the Creators list (signed, so converted unless
 * unticked) or edited from its record: name, outreach emails, creator manager and Airtime rep.
 * A new creator's record opens.
 */
export function CreatorModal({ creatorId, ...modal }: CreatorModalProps) {
  const creator = useCreator(creatorId ?? null);
  if (creatorId !== undefined && creator.data === undefined) return null;
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
  const [name, setName] = useState(creator?.name ?? '');
  const [emails, setEmails] = useState(creator?.outreach_emails.join('\n') ?? '');
  const [repCm, setRepCm] = useState(creator?.rep_cm ?? null);
  const [repTcp, setRepTcp] = useState(creator?.rep_tcp ?? null);
  const [converted, setConverted] = useState(creator?.converted ?? true);
  const errors = useFormErrors(FIELDS);

  async function save() {
    const hadEmails = (creator?.outreach_emails.length ?? 0) > 0;
    if (!errors.check(validateCreatorForm({ name, emails }, hadEmails))) return;
    const addresses = readEmails(emails);
    const body = {
      name: name.trim(),
      // Form data cannot carry an empty list: with no address the field stays as it was.
      ...(addresses.length === 0 ? {} : { outreach_emails: addresses }),
      rep_cm: repCm,
      rep_tcp: repTcp,
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
      errors.refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title={creator === undefined ? 'Add a creator' : `Edit ${creator.name}`}
      submitLabel={creator === undefined ? 'Add creator' : 'Save creator'}
      onSubmit={() => void save()}
      isPending={create.isMutating || update.isMutating}
      formError={errors.errors.form}
      mayWrite={mayWrite}
    >
      <TextField
        label="Name"
        isRequired
        autoFocus
        isReadOnly={!mayWrite}
        value={name}
        onChange={(value) => {
          setName(value);
          errors.clear('name');
        }}
        {...fieldErrorProps(errors.errors.fields.name)}
      />
      <TextArea
        label="Outreach emails"
        description="One address per line; the agency writes to these when reaching out."
        isReadOnly={!mayWrite}
        value={emails}
        onChange={(value) => {
          setEmails(value);
          errors.clear('outreach_emails');
        }}
        {...fieldErrorProps(errors.errors.fields.outreach_emails)}
      />
      <StaffSelect
        label="Creator manager"
        value={repCm}
        onChange={(id) => {
          setRepCm(id);
          errors.clear('rep_cm');
        }}
        errorMessage={errors.errors.fields.rep_cm}
        isDisabled={!mayWrite}
      />
      <StaffSelect
        label="Airtime rep"
        value={repTcp}
        onChange={(id) => {
          setRepTcp(id);
          errors.clear('rep_tcp');
        }}
        errorMessage={errors.errors.fields.rep_tcp}
        isDisabled={!mayWrite}
      />
      {creator === undefined && (
        <Checkbox
          isSelected={converted}
          onChange={setConverted}
          isDisabled={!mayWrite}
          description="Untick for a creator the agency is still courting."
        >
          Signed with Airtime (converted)
        </Checkbox>
      )}
    </FormModal>
  );
}
