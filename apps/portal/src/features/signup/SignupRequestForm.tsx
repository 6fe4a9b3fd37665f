import { useSignupRequest } from '@airtime/api-client';
import { Checkbox, CheckboxGroup, TextArea, TextField, toast } from '@airtime/design-system';
import {
  buildSignupPayload,
  SIGNUP_APPS,
  SIGNUP_MESSAGES,
  type SignupApp,
  type SignupForm,
  validateSignupForm,
} from '@airtime/domain';
import { type FormEvent, useRef, useState } from 'react';
import { AuthForm } from '../auth/AuthForm.tsx';
import { EmailField } from '../forms/EmailField.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormFields } from '../forms/useFormFields.ts';
import type { CaptchaComponent } from './captcha.ts';
import { LocalCaptcha } from './LocalCaptcha.tsx';
import { getSignupFailure } from './signupErrors.ts';

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
  const { values, errors, check, clear, field } = useFormFields({ name: '', email: '' }, ['apps']);
  const [apps, setApps] = useState<SignupForm['apps']>([]);
  const [comment, setComment] = useState('');
  const form: SignupForm = { ...values, apps, comment };
  const [isCaptchaReady, setCaptchaReady] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string>();
  const [captchaReset, setCaptchaReset] = useState(0);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isMutating || !isCaptchaReady) return;
    const invalid = validateSignupForm(form);
    check(invalid);
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
      check(failure.fields);
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
      <TextField label="Name" autoComplete="name" inputRef={nameRef} {...field('name')} />
      <EmailField inputRef={emailRef} {...field('email')} />
      <CheckboxGroup
        label="Apps"
        description="Which parts of Airtime you would use."
        orientation="horizontal"
        value={[...apps]}
        onChange={(picked) => {
          setApps(SIGNUP_APPS.filter((app) => picked.includes(app)));
          clear('apps');
        }}
        isRequired
        validationBehavior="aria"
        {...fieldErrorProps(errors.fields.apps)}
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
        value={comment}
        onChange={setComment}
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
