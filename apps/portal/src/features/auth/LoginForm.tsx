import { Inline, NativeCheckbox, NativeTextField } from '@airtime/design-system';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loadServices, prefetchServices } from '../../app/services.ts';
import { useFormFields } from '../forms/useFormFields.ts';
import { RouterLink } from '../navigation/RouterLink.tsx';
import { noteSignIn } from '../onboarding/firstSignIn.ts';
import { AuthForm } from './AuthForm.tsx';
import { getSignInDestination, withRedirect } from './signInDestination.ts';

/**
 * The sign-in form (spec §4): email and password, then the verification step or the page the
 * user was sent from (when safe), else their home. A refusal keeps what was typed. Built of the
 * design system's plain controls, and the session loaded when the user signs in: the sign-in page
 * must load little.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [remember, setRemember] = useState(false);
  // The credentials message sits under Email but is about both fields: either edit answers it.
  const { values, errors, check, refuse, nativeField } = useFormFields(
    { email: '', password: '' },
    [],
    { clearsAlso: ['email'] },
  );
  const { email, password } = values;
  const [isPending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const missing: Partial<Record<keyof typeof values, string>> = {};
    if (email.trim() === '') missing.email = 'Enter your email.';
    if (password === '') missing.password = 'Enter your password.';
    if (!check(missing)) {
      (missing.email !== undefined ? emailRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      // The session's code loads with the first sign-in, not with the page.
      const { session } = await loadServices();
      const result = await session.signIn(email.trim(), password, remember);
      if (result === 'needs-code') {
        void navigate(withRedirect('/login-verification', redirect));
        return;
      }
      const profile = await session.ensureProfile();
      if (profile !== null) noteSignIn(profile);
      void navigate(profile === null ? '/login' : getSignInDestination(redirect, profile), {
        replace: true,
      });
    } catch (error) {
      const next = refuse(error);
      setPending(false);
      if (next.fields.email !== undefined) emailRef.current?.focus();
      else if (next.fields.password !== undefined) passwordRef.current?.focus();
    }
  }

  return (
    <AuthForm
      refusal={{ title: 'Could not sign in', message: errors.form }}
      onSubmit={submit}
      // The session's code comes while the user types, not after Sign in.
      onFocus={prefetchServices}
      submitLabel="Sign in"
      pendingLabel="Signing in"
      isPending={isPending}
    >
      <NativeTextField
        label="Email"
        type="email"
        autoComplete="username"
        inputRef={emailRef}
        {...nativeField('email')}
      />
      <NativeTextField
        label="Password"
        type="password"
        autoComplete="current-password"
        inputRef={passwordRef}
        {...nativeField('password')}
      />
      <Inline align="between" space="md">
        <NativeCheckbox isSelected={remember} onChange={setRemember}>
          Keep me signed in
        </NativeCheckbox>
        <RouterLink variant="standalone" to="/forgot-password">
          Forgot password?
        </RouterLink>
      </Inline>
    </AuthForm>
  );
}
