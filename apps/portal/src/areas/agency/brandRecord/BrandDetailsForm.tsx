import { useIndustries, useUpdateBrand } from '@airtime/api-client';
import { Card, Checkbox, Select, SelectItem, TextField } from '@airtime/design-system';
import type { Brand } from '@airtime/domain';
import { useState } from 'react';
import { FormActions } from '../../../features/forms/FormActions.tsx';
import { fieldErrorProps } from '../../../features/forms/formErrors.ts';
import { SaveForm } from '../SaveForm.tsx';
import { useSaveForm } from '../useSaveForm.ts';
import { isWebsite } from './isWebsite.ts';
import { LogoInput } from './LogoInput.tsx';

type Field = 'name' | 'website' | 'industry_id' | 'is_active' | 'airtime_customer' | 'logo';
const FIELDS: readonly Field[] = [
  'name',
  'website',
  'industry_id',
  'is_active',
  'airtime_customer',
  'logo',
];
const NO_INDUSTRY = 'none';

/**
 * A brand's details (name, website, industry, active, Airtime customer, logo), saved together.
 * Checked on save, each message under its field; a refusal keeps everything typed and shows the
 * server's words where they belong.
 */
export function BrandDetailsForm({ brand }: { readonly brand: Brand }) {
  const industries = useIndustries();
  const update = useUpdateBrand();
  const [name, setName] = useState(brand.name);
  const [website, setWebsite] = useState(brand.website ?? '');
  const [industry, setIndustry] = useState(
    brand.industry_id === null ? NO_INDUSTRY : String(brand.industry_id),
  );
  const [isActive, setActive] = useState(brand.is_active);
  const [isCustomer, setCustomer] = useState(brand.airtime_customer);
  const [logo, setLogo] = useState<File | 'removed' | null>(null);
  const form = useSaveForm(FIELDS, {
    isPending: update.isMutating,
    validate: () => {
      const found: Partial<Record<Field, string>> = {};
      if (name.trim() === '') found.name = 'Enter the brand name.';
      if (website.trim() !== '' && !isWebsite(website.trim()))
        found.website = 'Enter a full address starting with https:// or http://.';
      return found;
    },
    save: async () => {
      await update.trigger({
        params: { id: brand.id },
        body: {
          name: name.trim(),
          website: website.trim() === '' ? null : website.trim(),
          industry_id: industry === NO_INDUSTRY ? null : Number(industry),
          is_active: isActive,
          airtime_customer: isCustomer,
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
          value={name}
          onChange={edit('name', setName)}
          {...fieldErrorProps(form.errors.fields.name)}
        />
        <TextField
          label="Website"
          type="url"
          placeholder="https://example.com"
          value={website}
          onChange={edit('website', setWebsite)}
          {...fieldErrorProps(form.errors.fields.website)}
        />
        <Select
          label="Industry"
          value={industry}
          onChange={(key) => edit('industry_id', setIndustry)(String(key ?? NO_INDUSTRY))}
          isLoading={industries.isLoading}
          {...fieldErrorProps(form.errors.fields.industry_id)}
        >
          <SelectItem id={NO_INDUSTRY}>No industry</SelectItem>
          {(industries.data ?? []).map((item) => (
            <SelectItem key={item.id} id={String(item.id)}>
              {item.name}
            </SelectItem>
          ))}
        </Select>
        <Checkbox
          isSelected={isActive}
          onChange={edit('is_active', setActive)}
          description="Inactive brands are kept but take no new campaigns."
        >
          Active
        </Checkbox>
        <Checkbox isSelected={isCustomer} onChange={edit('airtime_customer', setCustomer)}>
          Airtime customer
        </Checkbox>
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
      </SaveForm>
    </Card>
  );
}
