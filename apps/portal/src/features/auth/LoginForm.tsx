import { useSession } from '@airtime/api-client';
import { NativeButton, NativeCheckbox, NativeTextField } from '@airtime/design-system';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormErrorBanner } from '../forms/FormErrorBanner.tsx';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { RouterLink } from '../navigation/RouterLink.tsx';
import * as styles from './auth.css.ts';
import { getSignInDestination, withRedirect } from './signInDestination.ts';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

/**
 * The sign-in form (spec §4): email and password, then the verification step or the page the
 * user was sent from (when safe), else their home. A refusal keeps what was typed. Built of the
 * design system's plain controls: the sign-in page must load little (its budget is 150 KB).
 */
export function LoginForm() {
  const { signIn, ensureProfile } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);
  const [isPending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const edit = (field: Field, update: (value: string) => void) => (value: string) => {
    update(value);
    // The credentials message sits under Email but is about both fields: either edit answers it.
    clear(field, 'email');
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const missing: Partial<Record<Field, string>> = {};
    if (email.trim() === '') missing.email = 'Enter your email.';
    if (password === '') missing.password = 'Enter your password.';
    if (!check(missing)) {
      (missing.email !== undefined ? emailRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await signIn(email.trim(), password, remember);
      if (result === 'needs-code') {
        void navigate(withRedirect('/login-verification', redirect));
        return;
      }
      const profile = await ensureProfile();
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
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormErrorBanner title="Could not sign in" message={errors.form} />
      <NativeTextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        inputRef={emailRef}
        value={email}
        onChange={edit('email', setEmail)}
        isRequired
        errorMessage={errors.fields.email}
      />
      <NativeTextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        inputRef={passwordRef}
        value={password}
        onChange={edit('password', setPassword)}
        isRequired
        errorMessage={errors.fields.password}
      />
      <div className={styles.row}>
        <NativeCheckbox isSelected={remember} onChange={setRemember}>
          Keep me signed in
        </NativeCheckbox>
        <RouterLink variant="standalone" to="/forgot-password">
          Forgot password?
        </RouterLink>
      </div>
      <NativeButton
        type="submit"
        variant="primary"
        size="lg"
        className={styles.submit}
        isPending={isPending}
        pendingLabel="Signing in"
      >
        Sign in
      </NativeButton>
    </form>
  );
}
