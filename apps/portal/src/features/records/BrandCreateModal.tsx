import { useCreateBrand, useIndustries } from '@airtime/api-client';
import {
  Checkbox,
  type ManagedModalProps,
  Select,
  SelectItem,
  TextField,
} from '@airtime/design-system';
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
import { AgenciesPicker } from './AgenciesPicker.tsx';

export interface BrandCreateModalProps extends ManagedModalProps {
  /** Whether the brand starts as an Airtime customer (the list it was added from). @default true */
  readonly airtimeCustomer?: boolean;
}

const FIELDS = [
  'name',
  'website',
  'industry_id',
  'airtime_customer',
  'agency_ids',
  'representative_id',
] as const;
const NO_INDUSTRY = 'none';

/**
 * `create brand` (decisions §9): what a coordinator knows when a brand signs (name, website,
 * industry, its agencies and representative); the new brand's dashboard opens, its settings a tab away.
 */
export function BrandCreateModal({ airtimeCustomer = true, ...modal }: BrandCreateModalProps) {
  const mayWrite = useMayWrite();
  const navigate = useNavigate();
  const create = useCreateBrand();
  const industries = useIndustries();
  const [name, setName] = useState('');
  const [website, setWebsite] = useState('');
  const [industry, setIndustry] = useState(NO_INDUSTRY);
  const [isCustomer, setCustomer] = useState(airtimeCustomer);
  const [agencies, setAgencies] = useState<readonly Agency[]>([]);
  const [representativeId, setRepresentativeId] = useState<number | null>(null);
  const errors = useFormErrors(FIELDS);

  async function save() {
    const found = {
      ...(name.trim() === '' ? { name: 'Enter the brand name.' } : {}),
      ...websiteError(website),
    };
    if (!errors.check(found)) return;
    try {
      const brand = await create.trigger({
        body: {
          name: name.trim(),
          ...(website.trim() === '' ? {} : { website: website.trim() }),
          ...(industry === NO_INDUSTRY ? {} : { industry_id: Number(industry) }),
          airtime_customer: isCustomer,
          ...(agencies.length === 0 ? {} : { agency_ids: agencies.map((agency) => agency.id) }),
          ...(representativeId === null ? {} : { representative_id: representativeId }),
        },
      });
      void navigate(href('agency-brand-dashboard', { brandId: brand.id }));
    } catch (error) {
      errors.refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title="Create a brand"
      submitLabel="Create brand"
      onSubmit={() => void save()}
      isPending={create.isMutating}
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
      <Select
        label="Industry"
        value={industry}
        isDisabled={!mayWrite}
        onChange={(key) => {
          setIndustry(String(key ?? NO_INDUSTRY));
          errors.clear('industry_id');
        }}
        isLoading={industries.isLoading}
        {...fieldErrorProps(errors.errors.fields.industry_id)}
      >
        <SelectItem id={NO_INDUSTRY}>No industry</SelectItem>
        {(industries.data ?? []).map((item) => (
          <SelectItem key={item.id} id={String(item.id)}>
            {item.name}
          </SelectItem>
        ))}
      </Select>
      <Checkbox isSelected={isCustomer} onChange={setCustomer} isDisabled={!mayWrite}>
        Airtime customer
      </Checkbox>
      <AgenciesPicker
        value={agencies}
        onChange={(next) => {
          setAgencies(next);
          errors.clear('agency_ids');
        }}
        errorMessage={errors.errors.fields.agency_ids}
        isReadOnly={!mayWrite}
      />
      <StaffSelect
        label="Representative"
        value={representativeId}
        isDisabled={!mayWrite}
        onChange={(id) => {
          setRepresentativeId(id);
          errors.clear('representative_id');
        }}
        errorMessage={errors.errors.fields.representative_id}
      />
    </FormModal>
  );
}
