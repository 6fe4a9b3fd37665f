import { useAgency, useCreateAgency, useUpdateAgency } from '@airtime/api-client';
import { type ManagedModalProps, TextField } from '@airtime/design-system';
import type { Agency } from '@airtime/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { websiteError } from '../forms/websiteError.ts';
import { StaffSelect } from '../users/StaffSelect.tsx';

export interface AgencyModalProps extends ManagedModalProps {
  /** The agency to edit; without it, `add agency`. */
  readonly agencyId?: number;
}

const FIELDS = ['name', 'website', 'rep_user_id'] as const;

/**
 * `add agency` (decisions §9), and an agency's edit from its record: name, website and Airtime
 * rep. A new agency opens its record, where its brands and rep are.
 */
export function AgencyModal({ agencyId, ...modal }: AgencyModalProps) {
  const agency = useAgency(agencyId ?? null);
  if (agencyId !== undefined && agency.data === undefined) return null;
  return <AgencyForm {...modal} agency={agency.data} />;
}

function AgencyForm({
  agency,
  ...modal
}: ManagedModalProps & { readonly agency: Agency | undefined }) {
  const mayWrite = useMayWrite();
  const navigate = useNavigate();
  const create = useCreateAgency();
  const update = useUpdateAgency();
  const [name, setName] = useState(agency?.name ?? '');
  const [website, setWebsite] = useState(agency?.website ?? '');
  const [repId, setRepId] = useState(agency?.rep?.user_id ?? null);
  const errors = useFormErrors(FIELDS);

  async function save() {
    const found = {
      ...(name.trim() === '' ? { name: 'Enter the agency’s name.' } : {}),
      ...websiteError(website),
    };
    if (!errors.check(found)) return;
    const body = {
      name: name.trim(),
      website: website.trim() === '' ? null : website.trim(),
      rep_user_id: repId,
    };
    try {
      if (agency === undefined) {
        const created = await create.trigger({ body });
        void navigate(href('agency-agency', { agencyId: created.id }));
      } else {
        await update.trigger({ params: { id: agency.id }, body });
        modal.onOpenChange(false);
      }
    } catch (error) {
      errors.refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title={agency === undefined ? 'Add an agency' : `Edit ${agency.name}`}
      submitLabel={agency === undefined ? 'Add agency' : 'Save agency'}
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
      <TextField
        label="Website"
        type="url"
        placeholder="https://example.com"
        isReadOnly={!mayWrite}
        value={website}
        onChange={(value) => {
          setWebsite(value);
          errors.clear('website');
        }}
        {...fieldErrorProps(errors.errors.fields.website)}
      />
      <StaffSelect
        label="Airtime rep"
        value={repId}
        isDisabled={!mayWrite}
        onChange={(id) => {
          setRepId(id);
          errors.clear('rep_user_id');
        }}
        errorMessage={errors.errors.fields.rep_user_id}
      />
    </FormModal>
  );
}
