import { useChangePassword } from '@airtime/api-client';
import { Button, TextField } from '@airtime/design-system';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './settings.css.ts';

type Field = 'current_password' | 'password' | 'password_confirmation';

const LABELS: Record<Field, string> = {
  current_password: 'Current password',
  password: 'New password',
  password_confirmation: 'Confirm new password',
};

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
  const [local, setLocal] = useState<{ [K in Field]?: string | undefined }>({});
  const [done, setDone] = useState(false);

  const fieldError = (field: Field) => local[field] ?? change.error?.fieldError(field);
  const otherError =
    change.error !== undefined && Object.keys(change.error.errors).length === 0
      ? change.error.message
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const found: { [K in Field]?: string | undefined } = {};
    for (const field of Object.keys(LABELS) as Field[]) {
      if (values[field] === '') found[field] = `${LABELS[field]} is required.`;
    }
    if (
      found.password_confirmation === undefined &&
      values.password !== values.password_confirmation
    )
      found.password_confirmation = 'The new passwords do not match.';
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    try {
      await change.trigger({ body: values });
      setValues(EMPTY);
      setDone(true);
    } catch {
      // The server's message shows; the typed passwords stay for another try.
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
      {(Object.keys(LABELS) as Field[]).map((field) => {
        const error = fieldError(field);
        return (
          <TextField
            key={field}
            label={LABELS[field]}
            type="password"
            autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
            value={values[field]}
            onChange={(value) => {
              setDone(false);
              if (change.error !== undefined) change.reset();
              setValues((current) => ({ ...current, [field]: value }));
              setLocal((current) => ({ ...current, [field]: undefined }));
            }}
            isRequired
            isInvalid={error !== undefined}
            {...(error === undefined ? {} : { errorMessage: error })}
          />
        );
      })}
      {otherError !== undefined && (
        <p role="alert" className={styles.error}>
          {otherError}
        </p>
      )}
      {done && (
        <p role="status" className={styles.success}>
          Password changed.
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={change.isMutating}>
          Change password
        </Button>
      </div>
    </form>
  );
}
