import { useUpdateBrand } from '@airtime/api-client';
import { Card, Checkbox, TextField } from '@airtime/design-system';
import type { Agency, Brand } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { FormActions } from '../../../features/forms/FormActions.tsx';
import { fieldErrorProps } from '../../../features/forms/formErrors.ts';
import { websiteError } from '../../../features/forms/websiteError.ts';
import { AgenciesPicker } from '../../../features/records/AgenciesPicker.tsx';
import { IndustrySelect } from '../../../features/records/IndustrySelect.tsx';
import { StaffSelect } from '../../../features/users/StaffSelect.tsx';
import { SaveForm } from '../SaveForm.tsx';
import { useSaveForm } from '../useSaveForm.ts';
import { LogoInput } from './LogoInput.tsx';

const FIELDS = [
  'name',
  'website',
  'industry_id',
  'is_active',
  'airtime_customer',
  'logo',
  'agency_ids',
  'representative_id',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * A brand's details (name, website, industry, active, Airtime customer, logo, agencies and
 * representative), saved together. Checked on save, each message under its field; a refusal keeps
 * everything typed and shows the server's words where they belong. Read Only users read them.
 */
export function BrandDetailsForm({ brand }: { readonly brand: Brand }) {
  const update = useUpdateBrand();
  const mayWrite = useMayWrite();
  const [name, setName] = useState(brand.name);
  const [website, setWebsite] = useState(brand.website ?? '');
  const [industry, setIndustry] = useState(brand.industry_id);
  const [isActive, setActive] = useState(brand.is_active);
  const [isCustomer, setCustomer] = useState(brand.airtime_customer);
  const [logo, setLogo] = useState<File | 'removed' | null>(null);
  const [agencies, setAgencies] = useState<readonly Agency[]>(brand.agencies ?? []);
  const [representativeId, setRepresentativeId] = useState(brand.representative_id);
  const form = useSaveForm(FIELDS, {
    isPending: update.isMutating,
    validate: () => {
      const found: Partial<Record<Field, string>> = {};
      if (name.trim() === '') found.name = 'Enter the brand name.';
      // Form data cannot carry an empty list, so the call cannot take the last agency away.
      if (agencies.length === 0 && (brand.agencies ?? []).length > 0)
        found.agency_ids = 'Keep at least one agency.';
      return { ...found, ...websiteError(website) };
    },
    save: async () => {
      await update.trigger({
        params: { id: brand.id },
        body: {
          name: name.trim(),
          website: website.trim() === '' ? null : website.trim(),
          industry_id: industry,
          is_active: isActive,
          airtime_customer: isCustomer,
          ...(agencies.length === 0 ? {} : { agency_ids: agencies.map((agency) => agency.id) }),
          representative_id: representativeId,
          ...(logo === null ? {} : { logo: logo === 'removed' ? null : logo }),
        },
      });
      setLogo(null);
    },
  });

  const edit =
    <V,>(field: Field, set: (value: V) => void) =>
    (value: V) => {
      set(value);
      form.edited(field);
    };

  return (
    <Card title="Details" headingLevel={2}>
      <SaveForm label="Brand details" errorTitle="The details were not saved." form={form}>
        <TextField
          label="Name"
          isRequired
          isReadOnly={!mayWrite}
          value={name}
          onChange={edit('name', setName)}
          {...fieldErrorProps(form.errors.fields.name)}
        />
        <TextField
          label="Website"
          type="url"
          placeholder="https://example.com"
          isReadOnly={!mayWrite}
          value={website}
          onChange={edit('website', setWebsite)}
          {...fieldErrorProps(form.errors.fields.website)}
        />
        <IndustrySelect
          value={industry}
          isDisabled={!mayWrite}
          onChange={edit('industry_id', setIndustry)}
          errorMessage={form.errors.fields.industry_id}
        />
        <Checkbox
          isSelected={isActive}
          isDisabled={!mayWrite}
          onChange={edit('is_active', setActive)}
          description="Inactive brands are kept but take no new campaigns."
        >
          Active
        </Checkbox>
        <Checkbox
          isSelected={isCustomer}
          isDisabled={!mayWrite}
          onChange={edit('airtime_customer', setCustomer)}
        >
          Airtime customer
        </Checkbox>
        <AgenciesPicker
          value={agencies}
          onChange={edit('agency_ids', setAgencies)}
          errorMessage={form.errors.fields.agency_ids}
          isReadOnly={!mayWrite}
        />
        <StaffSelect
          label="Representative"
          value={representativeId}
          isDisabled={!mayWrite}
          onChange={edit('representative_id', setRepresentativeId)}
          errorMessage={form.errors.fields.representative_id}
        />
        {mayWrite && (
          <>
            <LogoInput
              name={name.trim() === '' ? brand.name : name}
              current={brand.logo}
              value={logo}
              onChange={edit('logo', setLogo)}
              error={form.errors.fields.logo}
            />
            <FormActions
              submitLabel="Save details"
              isPending={update.isMutating}
              status={form.saved ? 'Changes saved.' : ''}
            />
          </>
        )}
      </SaveForm>
    </Card>
  );
}
