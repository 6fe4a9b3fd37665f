import { useSession } from '@airtime/api-client';
import { Button, TextField } from '@airtime/design-system';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormErrorBanner } from '../forms/FormErrorBanner.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import * as styles from './auth.css.ts';
import { getSignInDestination } from './signInDestination.ts';

/** The second sign-in step: the code the user received, then on as a finished sign-in goes. */
export function VerificationForm() {
  const { verifyCode, ensureProfile } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [code, setCode] = useState('');
  const { errors, check, refuse, clear } = useFormErrors(['code']);
  const [isPending, setPending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    if (!check(code.trim() === '' ? { code: 'Enter the verification code.' } : {})) {
      codeRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await verifyCode(code.trim());
      const profile = await ensureProfile();
      void navigate(
        profile === null ? '/login' : getSignInDestination(params.get('redirect'), profile),
        { replace: true },
      );
    } catch (error) {
      refuse(error);
      setPending(false);
      codeRef.current?.focus();
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormErrorBanner title="Could not verify the code" message={errors.form} />
      <TextField
        label="Verification code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        inputRef={codeRef}
        value={code}
        onChange={(value) => {
          setCode(value);
          clear('code');
        }}
        isRequired
        validationBehavior="aria"
        {...fieldErrorProps(errors.fields.code)}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className={styles.submit}
        isPending={isPending}
        pendingLabel="Verifying"
      >
        Verify
      </Button>
    </form>
  );
}
