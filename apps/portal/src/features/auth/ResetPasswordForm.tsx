import { useResetPassword } from '@airtime/api-client';
import { Button, TextField } from '@airtime/design-system';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormErrorBanner } from '../forms/FormErrorBanner.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import * as styles from './auth.css.ts';
import type { LoginNoticeState } from './loginNotice.ts';

type Field = 'email' | 'password' | 'password_confirmation';
const FIELDS: readonly Field[] = ['email', 'password', 'password_confirmation'];

const MIN_PASSWORD_LENGTH = 8;

export interface ResetPasswordFormProps {
  /** The reset link's token. */
  readonly token: string;
  /** The reset link's address, filled in for the user. */
  readonly email: string;
}

/** Sets a new password from a reset link, then goes to sign in with a confirmation. */
export function ResetPasswordForm({ token, email: linkEmail }: ResetPasswordFormProps) {
  const { trigger, isMutating } = useResetPassword();
  const navigate = useNavigate();
  const [email, setEmail] = useState(linkEmail);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);

  const edit = (field: Field, update: (value: string) => void) => (value: string) => {
    update(value);
    clear(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isMutating) return;
    const missing: Partial<Record<Field, string>> = {};
    if (email.trim() === '') missing.email = 'Enter your email.';
    if (password.length < MIN_PASSWORD_LENGTH)
      missing.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    else if (confirmation !== password)
      missing.password_confirmation = 'The passwords do not match.';
    if (!check(missing)) return;
    try {
      const answer = await trigger({
        body: { token, email: email.trim(), password, password_confirmation: confirmation },
      });
      const state: LoginNoticeState = {
        notice: `${answer.message} Sign in with your new password.`,
      };
      void navigate('/login', { replace: true, state });
    } catch (error) {
      refuse(error);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormErrorBanner title="Could not reset the password" message={errors.form} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={edit('email', setEmail)}
        isRequired
        validationBehavior="aria"
        {...fieldErrorProps(errors.fields.email)}
      />
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={password}
        onChange={edit('password', setPassword)}
        isRequired
        validationBehavior="aria"
        {...fieldErrorProps(errors.fields.password)}
      />
      <TextField
        label="Confirm new password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={edit('password_confirmation', setConfirmation)}
        isRequired
        validationBehavior="aria"
        {...fieldErrorProps(errors.fields.password_confirmation)}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className={styles.submit}
        isPending={isMutating}
        pendingLabel="Saving"
      >
        Reset password
      </Button>
    </form>
  );
}
