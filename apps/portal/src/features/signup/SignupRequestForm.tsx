import { useSignupRequest } from '@airtime/api-client';
import { Checkbox, CheckboxGroup, TextArea, TextField, toast } from '@airtime/design-system';
import {
  buildSignupPayload,
  SIGNUP_APPS,
  SIGNUP_MESSAGES,
  type SignupApp,
  type SignupErrors,
  type SignupField,
  type SignupForm,
  validateSignupForm,
} from '@airtime/domain';
import { type FormEvent, useRef, useState } from 'react';
import { AuthForm } from '../auth/AuthForm.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import type { CaptchaComponent } from './captcha.ts';
import { LocalCaptcha } from './LocalCaptcha.tsx';
import { getSignupFailure } from './signupErrors.ts';

const EMPTY_FORM: SignupForm = { name: '', email: '', apps: [], comment: '' };
const CAPTCHA_MISSING = "Tick “I'm not a robot” to send the request.";

export interface SignupRequestFormProps {
  /** Called once the request went through. */
  readonly onSent: () => void;
  /**
   * The captcha to solve before sending.
   * @default LocalCaptcha
   */
  readonly captcha?: CaptchaComponent;
}

/**
 * The invite request (spec §5, §8): name, email, apps and a comment, checked as the domain says;
 * errors clear as the user edits; sending waits for the captcha to load; the server's refusals
 * come back inline or as a toast.
 */
export function SignupRequestForm({
  onSent,
  captcha: Captcha = LocalCaptcha,
}: SignupRequestFormProps) {
  const { trigger, isMutating } = useSignupRequest();
  const [form, setForm] = useState<SignupForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [isCaptchaReady, setCaptchaReady] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string>();
  const [captchaReset, setCaptchaReset] = useState(0);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function edit<K extends keyof SignupForm>(key: K, value: SignupForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    if (key === 'comment') return;
    setErrors(({ [key as SignupField]: _answered, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isMutating || !isCaptchaReady) return;
    const invalid = validateSignupForm(form);
    setErrors(invalid);
    setCaptchaError(token === null ? CAPTCHA_MISSING : undefined);
    if (invalid.name !== undefined) nameRef.current?.focus();
    else if (invalid.email !== undefined) emailRef.current?.focus();
    if (Object.keys(invalid).length > 0 || token === null) return;
    try {
      await trigger({ body: buildSignupPayload(form, token) });
      toast.success(SIGNUP_MESSAGES.submitted);
      onSent();
    } catch (error) {
      const failure = getSignupFailure(error);
      setErrors(failure.fields);
      if (failure.toast !== null) toast.error(failure.toast);
      if (failure.captchaRefused) {
        setToken(null);
        setCaptchaReset((count) => count + 1);
      }
    }
  }

  return (
    <AuthForm
      onSubmit={submit}
      submitLabel="Send request"
      pendingLabel="Sending"
      isPending={isMutating}
      isDisabled={!isCaptchaReady}
    >
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        inputRef={nameRef}
        value={form.name}
        onChange={(value) => edit('name', value)}
        isRequired
        validationBehavior="aria"
        {...fieldErrorProps(errors.name)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputRef={emailRef}
        value={form.email}
        onChange={(value) => edit('email', value)}
        isRequired
        validationBehavior="aria"
        {...fieldErrorProps(errors.email)}
      />
      <CheckboxGroup
        label="Apps"
        description="Which parts of Airtime you would use."
        orientation="horizontal"
        value={[...form.apps]}
        onChange={(apps) =>
          edit(
            'apps',
            SIGNUP_APPS.filter((app) => apps.includes(app)),
          )
        }
        isRequired
        validationBehavior="aria"
        {...fieldErrorProps(errors.apps)}
      >
        {SIGNUP_APPS.map((app: SignupApp) => (
          <Checkbox key={app} value={app}>
            {app}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <TextArea
        label="Comment"
        name="comment"
        description="Optional: your company, and what you would like to run with us."
        value={form.comment}
        onChange={(value) => edit('comment', value)}
        minRows={3}
      />
      <Captcha
        resetKey={captchaReset}
        errorMessage={captchaError}
        onReady={() => setCaptchaReady(true)}
        onToken={(next) => {
          setToken(next);
          if (next !== null) setCaptchaError(undefined);
        }}
      />
    </AuthForm>
  );
}
