import { useChangePassword } from '@airtime/api-client';
import { TextField } from '@airtime/design-system';
import { type FormEvent, useState } from 'react';
import { useFormFields } from '../forms/useFormFields.ts';
import { SettingsForm } from './SettingsForm.tsx';

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
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const { values, setValues, errors, check, refuse, field } = useFormFields(EMPTY, [], {
    onEdit: () => setDone(false),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const found: Partial<Record<Field, string>> = {};
    for (const name of FIELDS) {
      if (values[name] === '') found[name] = `${LABELS[name]} is required.`;
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
    <SettingsForm
      title="Password"
      onSubmit={(event) => void submit(event)}
      error={errors.form}
      success={done ? 'Password changed.' : null}
      submitLabel="Change password"
      isPending={change.isMutating}
    >
      {FIELDS.map((name) => (
        <TextField
          key={name}
          label={LABELS[name]}
          type="password"
          autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
          {...field(name)}
        />
      ))}
    </SettingsForm>
  );
}
