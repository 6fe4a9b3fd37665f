import { useCreateBrand } from '@airtime/api-client';
import { Checkbox, type ManagedModalProps, TextField } from '@airtime/design-system';
import type { Agency } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { useFormValues } from '../forms/useFormValues.ts';
import { websiteError } from '../forms/websiteError.ts';
import { StaffSelect } from '../users/StaffSelect.tsx';
import { AgenciesPicker } from './AgenciesPicker.tsx';
import { IndustrySelect } from './IndustrySelect.tsx';

export interface BrandCreateModalProps extends ManagedModalProps {
  /** Whether the brand starts as an Airtime customer (the list it was added from). @default true */
  readonly airtimeCustomer?: boolean;
}

/**
 * `create brand` (decisions §9): what a coordinator knows when a brand signs (name, website,
 * industry, its agencies and representative); the new brand's dashboard opens, its settings a tab away.
 */
export function BrandCreateModal({ airtimeCustomer = true, ...modal }: BrandCreateModalProps) {
  const mayWrite = useMayWrite();
  const navigate = useNavigate();
  const create = useCreateBrand();
  const form = useFormValues({
    name: '',
    website: '',
    industry_id: null as number | null,
    airtime_customer: airtimeCustomer,
    agency_ids: [] as readonly Agency[],
    representative_id: null as number | null,
  });
  const { name, website, industry_id: industry, agency_ids: agencies } = form.values;
  const { airtime_customer, representative_id } = form.values;

  async function save() {
    const found = {
      ...(name.trim() === '' ? { name: 'Enter the brand name.' } : {}),
      ...websiteError(website),
    };
    if (!form.check(found)) return;
    try {
      const brand = await create.trigger({
        body: {
          name: name.trim(),
          ...(website.trim() === '' ? {} : { website: website.trim() }),
          ...(industry === null ? {} : { industry_id: industry }),
          airtime_customer,
          ...(agencies.length === 0 ? {} : { agency_ids: agencies.map((agency) => agency.id) }),
          ...(representative_id === null ? {} : { representative_id }),
        },
      });
      void navigate(href('agency-brand-dashboard', { brandId: brand.id }));
    } catch (error) {
      form.refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title="Create a brand"
      submitLabel="Create brand"
      onSubmit={() => void save()}
      isPending={create.isMutating}
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
      <IndustrySelect
        value={industry}
        isDisabled={!mayWrite}
        onChange={form.change('industry_id')}
        errorMessage={form.errors.fields.industry_id}
      />
      <Checkbox
        isSelected={airtime_customer}
        onChange={form.change('airtime_customer')}
        isDisabled={!mayWrite}
      >
        Airtime customer
      </Checkbox>
      <AgenciesPicker
        value={agencies}
        onChange={form.change('agency_ids')}
        errorMessage={form.errors.fields.agency_ids}
        isReadOnly={!mayWrite}
      />
      <StaffSelect
        label="Representative"
        value={representative_id}
        isDisabled={!mayWrite}
        onChange={form.change('representative_id')}
        errorMessage={form.errors.fields.representative_id}
      />
    </FormModal>
  );
}
