import { useCreateContact, useDeleteContact, useUpdateContact } from '@airtime/api-client';
import { Checkbox, TextField } from '@airtime/design-system';
import type { Contact } from '@airtime/domain';
import { useState } from 'react';
import { fieldErrorProps } from '../../../features/forms/formErrors.ts';
import { isEmailAddress } from '../../../features/forms/isEmailAddress.ts';
import { useFormErrors } from '../../../features/forms/useFormErrors.ts';
import { RecordDialog } from './RecordDialog.tsx';

type Field = 'name' | 'title' | 'email' | 'phone' | 'is_primary';
const FIELDS: readonly Field[] = ['name', 'title', 'email', 'phone', 'is_primary'];

export interface ContactDialogProps {
  readonly brandId: number;
  /** The contact to edit, 'new' to add one, null when closed. */
  readonly contact: Contact | 'new' | null;
  readonly onClose: () => void;
}

/** Adds, edits or deletes one of a brand's contacts. */
export function ContactDialog({ brandId, contact, onClose }: ContactDialogProps) {
  return contact === null ? null : (
    <ContactForm
      key={contact === 'new' ? 'new' : contact.id}
      brandId={brandId}
      contact={contact}
      onClose={onClose}
    />
  );
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function ContactForm({
  brandId,
  contact,
  onClose,
}: {
  readonly brandId: number;
  readonly contact: Contact | 'new';
  readonly onClose: () => void;
}) {
  const create = useCreateContact();
  const update = useUpdateContact();
  const remove = useDeleteContact();
  const isNew = contact === 'new';
  const [values, setValues] = useState({
    name: isNew ? '' : contact.name,
    title: isNew ? '' : (contact.title ?? ''),
    email: isNew ? '' : (contact.email ?? ''),
    phone: isNew ? '' : (contact.phone ?? ''),
  });
  const [isPrimary, setPrimary] = useState(isNew ? false : contact.is_primary);
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);
  const params = { subjectType: 'brands', subjectId: brandId } as const;

  const field = (name: keyof typeof values, label: string, type?: 'email' | 'tel') => (
    <TextField
      label={label}
      isRequired={name === 'name'}
      {...(type === undefined ? {} : { type })}
      value={values[name]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        clear(name);
      }}
      {...fieldErrorProps(errors.fields[name])}
    />
  );

  async function save() {
    const found: Partial<Record<Field, string>> = {};
    if (values.name.trim() === '') found.name = 'Enter the contact name.';
    if (values.email.trim() !== '' && !isEmailAddress(values.email.trim()))
      found.email = 'Enter an email address like name@example.com.';
    if (!check(found)) return;
    const body = {
      name: values.name.trim(),
      title: orNull(values.title),
      email: orNull(values.email),
      phone: orNull(values.phone),
      is_primary: isPrimary,
    };
    try {
      if (isNew) await create.trigger({ params, body });
      else await update.trigger({ params: { ...params, id: contact.id }, body });
      onClose();
    } catch (error) {
      refuse(error);
    }
  }

  return (
    <RecordDialog
      record={contact}
      noun="contact"
      addTitle="Add a contact"
      deleteMessage="The contact is removed from the brand. When it was the primary one, the oldest other contact becomes primary."
      onDelete={(existing) => remove.trigger({ params: { ...params, id: existing.id } })}
      onClose={onClose}
      onSubmit={() => void save()}
      isPending={create.isMutating || update.isMutating}
      formError={errors.form}
    >
      {field('name', 'Name')}
      {field('title', 'Job title')}
      {field('email', 'Email', 'email')}
      {field('phone', 'Phone', 'tel')}
      <Checkbox
        isSelected={isPrimary}
        onChange={setPrimary}
        description="The brand's main contact; making this one primary demotes the other."
      >
        Primary contact
      </Checkbox>
    </RecordDialog>
  );
}
