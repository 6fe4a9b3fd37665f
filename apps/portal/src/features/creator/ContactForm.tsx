import { isApiError, useCreateContact } from '@airtime/api-client';
import { Banner, Button, TextField, toast } from '@airtime/design-system';
import { type FormEvent, useState } from 'react';
import * as styles from './creator.css.ts';

const FIELDS = [
  { field: 'name', label: 'Contact name', isRequired: true },
  { field: 'email', label: 'Email', isRequired: false },
  { field: 'title', label: 'Job title', isRequired: false },
  { field: 'phone', label: 'Phone', isRequired: false },
] as const;

type Field = (typeof FIELDS)[number]['field'];
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', title: '', phone: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(values: Values): Partial<Record<Field, string>> {
  return {
    ...(values.name.trim() === '' ? { name: 'Enter the contact’s name.' } : {}),
    ...(values.email.trim() !== '' && !EMAIL.test(values.email.trim())
      ? { email: 'Enter an email address such as name@example.com.' }
      : {}),
  };
}

/** Adds a contact to a creator; inline checks first, then the server's messages under the fields. */
export function ContactForm({ creatorId }: { readonly creatorId: number }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateContact();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const optional = (text: string) => (text.trim() === '' ? null : text.trim());
    try {
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
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fromServer = Object.fromEntries(
        FIELDS.map(({ field }) => [field, error.fieldError(field)]).filter(
          ([, message]) => message,
        ),
      ) as Partial<Record<Field, string>>;
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setFailure(error.message);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Add a contact">
      {failure !== null && (
        <Banner tone="critical" title="The contact was not added.">
          {failure}
        </Banner>
      )}
      {FIELDS.map(({ field, label, isRequired }) => (
        <TextField
          key={field}
          label={label}
          isRequired={isRequired}
          {...(field === 'email' ? { type: 'email' } : {})}
          value={values[field]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
          isInvalid={errors[field] !== undefined}
          {...(errors[field] === undefined ? {} : { errorMessage: errors[field] })}
        />
      ))}
      <div className={styles.formActions}>
        <Button type="submit" isPending={create.isMutating} pendingLabel="Adding">
          Add contact
        </Button>
      </div>
    </form>
  );
}
