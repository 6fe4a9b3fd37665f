import { useSession } from '@airtime/api-client';
import { TextField } from '@airtime/design-system';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormFields } from '../forms/useFormFields.ts';
import { noteSignIn } from '../onboarding/firstSignIn.ts';
import { AuthForm } from './AuthForm.tsx';
import { getSignInDestination } from './signInDestination.ts';

/** The second sign-in step: the code the user received, then on as a finished sign-in goes. */
export function VerificationForm() {
  const { verifyCode, ensureProfile } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { values, errors, check, refuse, field } = useFormFields({ code: '' });
  const code = values.code.trim();
  const [isPending, setPending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    if (!check(code === '' ? { code: 'Enter the verification code.' } : {})) {
      codeRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await verifyCode(code);
      const profile = await ensureProfile();
      if (profile !== null) noteSignIn(profile);
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
    <AuthForm
      refusal={{ title: 'Could not verify the code', message: errors.form }}
      onSubmit={submit}
      submitLabel="Verify"
      pendingLabel="Verifying"
      isPending={isPending}
    >
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        inputRef={codeRef}
        {...field('code')}
      />
    </AuthForm>
  );
}
