import { useForgotPassword } from '@airtime/api-client';
import { Banner } from '@airtime/design-system';
import { type FormEvent, useRef, useState } from 'react';
import { EmailField } from '../forms/EmailField.tsx';
import { useFormFields } from '../forms/useFormFields.ts';
import { AuthForm } from './AuthForm.tsx';

/** Asks for a password reset link; once sent, says where it went. */
export function ForgotPasswordForm() {
  const { trigger, isMutating } = useForgotPassword();
  const [sentTo, setSentTo] = useState<{ readonly email: string; readonly message: string }>();
  const { values, errors, check, refuse, field } = useFormFields({ email: '' });
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isMutating) return;
    const address = values.email.trim();
    if (!check(address === '' ? { email: 'Enter your email.' } : {})) {
      emailRef.current?.focus();
      return;
    }
    try {
      const answer = await trigger({ body: { email: address } });
      setSentTo({ email: address, message: answer.message });
    } catch (error) {
      refuse(error);
      emailRef.current?.focus();
    }
  }

  if (sentTo !== undefined) {
    return (
      <Banner tone="positive" role="status" title={sentTo.message}>
        {`Open the link we sent to ${sentTo.email} to choose a new password. It can take a minute to arrive; check your spam folder too.`}
      </Banner>
    );
  }

  return (
    <AuthForm
      refusal={{ title: 'Could not send the link', message: errors.form }}
      onSubmit={submit}
      submitLabel="Send reset link"
      pendingLabel="Sending"
      isPending={isMutating}
    >
      <EmailField inputRef={emailRef} {...field('email')} />
    </AuthForm>
  );
}
