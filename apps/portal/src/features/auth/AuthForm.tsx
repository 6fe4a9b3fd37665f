import { NativeButton, Stack } from '@airtime/design-system';
import type { FormEvent, ReactNode } from 'react';
import { FormErrorBanner, type FormErrorBannerProps } from '../forms/FormErrorBanner.tsx';
import * as styles from './auth.css.ts';

export interface AuthFormProps {
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A field (or the button) takes focus: the user is starting on the form. */
  readonly onFocus?: () => void;
  /** The submit button's words: 'Sign in'. */
  readonly submitLabel: string;
  /** What the button says while the call runs: 'Signing in'. */
  readonly pendingLabel: string;
  readonly isPending: boolean;
  /** @default false */
  readonly isDisabled?: boolean;
  /** The banner above the fields for a refusal that names no field. */
  readonly refusal?: FormErrorBannerProps;
  readonly children: ReactNode;
}

/**
 * A sign-in page's form: its fields one under the other, then its full-width submit button. The
 * button is the plain one, as the sign-in page must load little.
 */
export function AuthForm({
  onSubmit,
  onFocus,
  submitLabel,
  pendingLabel,
  isPending,
  isDisabled = false,
  refusal,
  children,
}: AuthFormProps) {
  return (
    <Stack as="form" space="lg" onSubmit={onSubmit} onFocus={onFocus} noValidate>
      {refusal !== undefined && <FormErrorBanner {...refusal} />}
      {children}
      <NativeButton
        type="submit"
        variant="primary"
        size="lg"
        className={styles.submit}
        isDisabled={isDisabled}
        isPending={isPending}
        pendingLabel={pendingLabel}
      >
        {submitLabel}
      </NativeButton>
    </Stack>
  );
}
