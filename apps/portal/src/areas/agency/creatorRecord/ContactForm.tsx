import { useCreateContact } from '@airtime/api-client';
import { TextField, toast } from '@airtime/design-system';
import { useState } from 'react';
import { FormActions } from '../../../features/forms/FormActions.tsx';
import { fieldErrorProps } from '../../../features/forms/formErrors.ts';
import { isEmailAddress } from '../../../features/forms/isEmailAddress.ts';
import { SaveForm } from '../SaveForm.tsx';
import { useSaveForm } from '../useSaveForm.ts';

const FIELDS = [
  { field: 'name', label: 'Contact name', isRequired: true },
  { field: 'email', label: 'Email', isRequired: false },
  { field: 'title', label: 'Job title', isRequired: false },
  { field: 'phone', label: 'Phone', isRequired: false },
] as const;

type Field = (typeof FIELDS)[number]['field'];
type Values = Record<Field, string>;
const FIELD_NAMES = FIELDS.map(({ field }) => field);

const EMPTY: Values = { name: '', email: '', title: '', phone: '' };

function validate(values: Values): Partial<Record<Field, string>> {
  return {
    ...(values.name.trim() === '' ? { name: 'Enter the contact’s name.' } : {}),
    ...(values.email.trim() !== '' && !isEmailAddress(values.email.trim())
      ? { email: 'Enter an email address such as name@example.com.' }
      : {}),
  };
}

/** Adds a contact to a creator; inline checks first, then the server's messages under the fields. */
export function ContactForm({ creatorId }: { readonly creatorId: number }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const create = useCreateContact();
  const form = useSaveForm(FIELD_NAMES, {
    isPending: create.isMutating,
    validate: () => validate(values),
    save: async () => {
      const optional = (text: string) => (text.trim() === '' ? null : text.trim());
      await create.trigger({
        params: { subjectType: 'creators', subjectId: creatorId },
        body: {
          name: values.name.trim(),
          email: optional(values.email),
          title: optional(values.title),
          phone: optional(values.phone),
        },
      });
      setValues(EMPTY);
      toast.success('Contact added');
    },
  });

  return (
    <SaveForm label="Add a contact" errorTitle="The contact was not added." form={form}>
      {FIELDS.map(({ field, label, isRequired }) => (
        <TextField
          key={field}
          label={label}
          isRequired={isRequired}
          {...(field === 'email' ? { type: 'email' } : {})}
          value={values[field]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field]: value }));
            form.edited(field);
          }}
          {...fieldErrorProps(form.errors.fields[field])}
        />
      ))}
      <FormActions
        submitLabel="Add contact"
        variant="secondary"
        isPending={create.isMutating}
        pendingLabel="Adding"
      />
    </SaveForm>
  );
}
