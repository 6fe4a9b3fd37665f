import { useCountries, useCreator, useUpdateCreator } from '@airtime/api-client';
import {
  ComboBox,
  ComboBoxItem,
  type ManagedModalProps,
  NumberField,
  Select,
  SelectItem,
  TextArea,
  TextField,
  toast,
} from '@airtime/design-system';
import {
  CREATOR_GENDER_TITLES,
  CREATOR_GENDERS,
  type Creator,
  isCreatorGender,
} from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import type { CreatorProfilePart, CreatorProfileTarget } from './creatorProfileParts.ts';

export type CreatorProfileModalProps = ManagedModalProps & CreatorProfileTarget;

const FIELDS = ['age', 'country', 'gender', 'address', 'phone'] as const;
const NONE = 'none';

const TITLES: Record<CreatorProfilePart, [add: string, edit: string]> = {
  demographics: ['Edit demographics', 'Edit demographics'],
  address: ['Add address', 'Edit address'],
  phone: ['Add phone', 'Edit phone'],
};

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * `edit demographics` (age, country, gender), `add address` and `phone` (decisions §9): one part
 * of a creator's profile in a modal, saved with PUT /api/creators/{id}; an emptied field is
 * cleared. Read Only users see it without a Save.
 */
export function CreatorProfileModal({ creatorId, part, ...modal }: CreatorProfileModalProps) {
  const creator = useCreator(creatorId);
  return creator.data === undefined ? null : (
    <ProfileForm {...modal} creator={creator.data} part={part} />
  );
}

function ProfileForm({
  creator,
  part,
  ...modal
}: ManagedModalProps & { readonly creator: Creator; readonly part: CreatorProfilePart }) {
  const mayWrite = useMayWrite();
  const update = useUpdateCreator();
  const countries = useCountries();
  const [age, setAge] = useState(creator.age ?? Number.NaN);
  const [country, setCountry] = useState(creator.country ?? null);
  const [gender, setGender] = useState<string>(creator.gender ?? NONE);
  const [address, setAddress] = useState(creator.address ?? '');
  const [phone, setPhone] = useState(creator.phone ?? '');
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);
  const isNew = part !== 'demographics' && (creator[part] ?? null) === null;

  async function save() {
    if (part === 'demographics' && !Number.isNaN(age) && (age < 13 || age > 120)) {
      check({ age: 'Enter an age from 13 to 120.' });
      return;
    }
    if (!check({})) return;
    const body =
      part === 'demographics'
        ? {
            age: Number.isNaN(age) ? null : age,
            country,
            gender: isCreatorGender(gender) ? gender : null,
          }
        : part === 'address'
          ? { address: orNull(address) }
          : { phone: orNull(phone) };
    try {
      await update.trigger({ params: { id: creator.id }, body });
      toast.success('Creator saved');
      modal.onOpenChange(false);
    } catch (error) {
      // What was typed stays; the server's reasons show under the fields or above them.
      refuse(error);
    }
  }

  const [addTitle, editTitle] = TITLES[part];
  return (
    <FormModal
      {...modal}
      title={isNew ? addTitle : editTitle}
      submitLabel={`Save ${part}`}
      onSubmit={() => void save()}
      isPending={update.isMutating}
      formError={errors.form}
      mayWrite={mayWrite}
    >
      {part === 'demographics' && (
        <>
          <NumberField
            label="Age"
            minValue={0}
            value={age}
            isReadOnly={!mayWrite}
            onChange={(value) => {
              setAge(value);
              clear('age');
            }}
            {...fieldErrorProps(errors.fields.age)}
          />
          <ComboBox
            label="Country"
            items={countries.data ?? []}
            getItemText={(item) => item.name}
            value={country}
            isReadOnly={!mayWrite}
            isLoading={countries.isLoading}
            onChange={(key) => {
              setCountry(key === null ? null : String(key));
              clear('country');
            }}
            {...fieldErrorProps(errors.fields.country)}
          >
            {(item) => (
              <ComboBoxItem id={item.code} textValue={item.name}>
                {item.name}
              </ComboBoxItem>
            )}
          </ComboBox>
          <Select
            label="Gender"
            value={gender}
            isDisabled={!mayWrite}
            onChange={(key) => {
              setGender(String(key ?? NONE));
              clear('gender');
            }}
            {...fieldErrorProps(errors.fields.gender)}
          >
            {[
              <SelectItem key={NONE} id={NONE}>
                Not recorded
              </SelectItem>,
              ...CREATOR_GENDERS.map((option) => (
                <SelectItem key={option} id={option}>
                  {CREATOR_GENDER_TITLES[option]}
                </SelectItem>
              )),
            ]}
          </Select>
        </>
      )}
      {part === 'address' && (
        <TextArea
          label="Address"
          description="Where products for the creator's productions are shipped."
          value={address}
          isReadOnly={!mayWrite}
          onChange={(value) => {
            setAddress(value);
            clear('address');
          }}
          {...fieldErrorProps(errors.fields.address)}
        />
      )}
      {part === 'phone' && (
        <TextField
          label="Phone"
          type="tel"
          description="With the country code, like +1 555 010 2000."
          value={phone}
          isReadOnly={!mayWrite}
          onChange={(value) => {
            setPhone(value);
            clear('phone');
          }}
          {...fieldErrorProps(errors.fields.phone)}
        />
      )}
    </FormModal>
  );
}
