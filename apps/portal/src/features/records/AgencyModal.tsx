import { useAgency, useCreateAgency, useUpdateAgency } from '@airtime/api-client';
import { type ManagedModalProps, TextField } from '@airtime/design-system';
import type { Agency } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { FormModalPending } from '../forms/FormModalPending.tsx';
import { useFormValues } from '../forms/useFormValues.ts';
import { websiteError } from '../forms/websiteError.ts';
import { StaffSelect } from '../users/StaffSelect.tsx';

export interface AgencyModalProps extends ManagedModalProps {
  /** The agency to edit; without it, `add agency`. */
  readonly agencyId?: number;
}

/**
 * `add agency` (decisions §9), and an agency's edit from its record: name, website and Airtime
 * rep. A new agency opens its record, where its brands and rep are.
 */
export function AgencyModal({ agencyId, ...modal }: AgencyModalProps) {
  const agency = useAgency(agencyId ?? null);
  if (agencyId !== undefined && agency.data === undefined)
    return (
      <FormModalPending
        {...modal}
        title="Edit agency"
        noun="agency"
        missing={false}
        error={agency.error}
      />
    );
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
  const form = useFormValues({
    name: agency?.name ?? '',
    website: agency?.website ?? '',
    rep_user_id: agency?.rep?.user_id ?? null,
  });
  const { name, website, rep_user_id } = form.values;

  async function save() {
    const found = {
      ...(name.trim() === '' ? { name: 'Enter the agency’s name.' } : {}),
      ...websiteError(website),
    };
    if (!form.check(found)) return;
    const body = {
      name: name.trim(),
      website: website.trim() === '' ? null : website.trim(),
      rep_user_id,
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
      form.refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title={agency === undefined ? 'Add an agency' : `Edit ${agency.name}`}
      submitLabel={agency === undefined ? 'Add agency' : 'Save agency'}
      onSubmit={() => void save()}
      isPending={create.isMutating || update.isMutating}
      formError={form.errors.form}
      mayWrite={mayWrite}
    >
      <TextField label="Name" isRequired autoFocus isReadOnly={!mayWrite} {...form.text('name')} />
      <TextField
        label="Website"
        type="url"
        placeholder="https://example.com"
        isReadOnly={!mayWrite}
        {...form.text('website')}
      />
      <StaffSelect
        label="Airtime rep"
        value={rep_user_id}
        isDisabled={!mayWrite}
        onChange={form.change('rep_user_id')}
        errorMessage={form.errors.fields.rep_user_id}
      />
    </FormModal>
  );
}
