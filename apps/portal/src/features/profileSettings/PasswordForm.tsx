import { useChangePassword } from '@airtime/api-client';
import { TextField } from '@airtime/design-system';
import { type FormEvent, useId, useState } from 'react';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { SettingsFormEnd } from './SettingsFormEnd.tsx';
import * as styles from './settings.css.ts';

type Field = 'current_password' | 'password' | 'password_confirmation';

const LABELS: Record<Field, string> = {
  current_password: 'Current password',
  password: 'New password',
  password_confirmation: 'Confirm new password',
};

const FIELDS = Object.keys(LABELS) as Field[];

const EMPTY: Record<Field, string> = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/** Changes the own password; errors show under their fields and nothing typed is lost. */
export function PasswordForm() {
  const headingId = useId();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      if (values[field] === '') found[field] = `${LABELS[field]} is required.`;
    }
    if (
      found.password_confirmation === undefined &&
      values.password !== values.password_confirmation
    )
      found.password_confirmation = 'The new passwords do not match.';
    if (!check(found)) return;
    try {
      await change.trigger({ body: values });
      setValues(EMPTY);
      setDone(true);
    } catch (error) {
      // The typed passwords stay for another try.
      refuse(error);
    }
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id={headingId} className={styles.heading}>
        Password
      </h3>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={LABELS[field]}
          type="password"
          autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
          value={values[field]}
          onChange={(value) => {
            setDone(false);
            setValues((current) => ({ ...current, [field]: value }));
            clear(field);
          }}
          isRequired
          {...fieldErrorProps(errors.fields[field])}
        />
      ))}
      <SettingsFormEnd
        error={errors.form}
        success={done ? 'Password changed.' : null}
        submitLabel="Change password"
        isPending={change.isMutating}
      />
    </form>
  );
}
