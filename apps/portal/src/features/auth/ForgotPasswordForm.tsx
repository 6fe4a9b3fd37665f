import { useForgotPassword } from '@airtime/api-client';
import { Banner, Button, TextField } from '@airtime/design-system';
import { type FormEvent, useRef, useState } from 'react';
import { FormErrorBanner } from '../forms/FormErrorBanner.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import * as styles from './auth.css.ts';

/** Asks for a password reset link; once sent, says where it went. */
export function ForgotPasswordForm() {
  const { trigger, isMutating } = useForgotPassword();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<{ readonly email: string; readonly message: string }>();
  const { errors, check, refuse, clear } = useFormErrors(['email']);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isMutating) return;
    const address = email.trim();
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
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormErrorBanner title="Could not send the link" message={errors.form} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputRef={emailRef}
        value={email}
        onChange={(value) => {
          setEmail(value);
          clear('email');
        }}
        isRequired
        validationBehavior="aria"
        {...fieldErrorProps(errors.fields.email)}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className={styles.submit}
        isPending={isMutating}
        pendingLabel="Sending"
      >
        Send reset link
      </Button>
    </form>
  );
}
