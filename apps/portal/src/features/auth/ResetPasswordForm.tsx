import { useResetPassword } from '@airtime/api-client';
import { TextField } from '@airtime/design-system';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { EmailField } from '../forms/EmailField.tsx';
import { useFormFields } from '../forms/useFormFields.ts';
import { AuthForm } from './AuthForm.tsx';
import type { LoginNoticeState } from './loginNotice.ts';

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
  const { values, errors, check, refuse, field } = useFormFields({
    email: linkEmail,
    password: '',
    password_confirmation: '',
  });
  const { email, password, password_confirmation: confirmation } = values;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isMutating) return;
    const missing: Partial<Record<keyof typeof values, string>> = {};
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
    <AuthForm
      refusal={{ title: 'Could not reset the password', message: errors.form }}
      onSubmit={submit}
      submitLabel="Reset password"
      pendingLabel="Saving"
      isPending={isMutating}
    >
      <EmailField autoComplete="username" {...field('email')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        {...field('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...field('password_confirmation')}
      />
    </AuthForm>
  );
}
