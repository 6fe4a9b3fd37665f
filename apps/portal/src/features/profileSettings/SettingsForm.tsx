import { Button, Inline, Stack } from '@airtime/design-system';
import { type FormEvent, type ReactNode, useId } from 'react';
import * as styles from './settings.css.ts';

export interface SettingsFormProps {
  /** The form's heading, which also names it: 'Password'. */
  readonly title: string;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The refusal that names no field, if any. */
  readonly error: string | undefined;
  /** 'Profile saved.' once saved; null before. */
  readonly success: string | null;
  readonly submitLabel: string;
  readonly isPending: boolean;
  readonly children: ReactNode;
}

/** One form of the profile settings: its heading, its fields, why it was refused or that it saved, and its button. */
export function SettingsForm({
  title,
  onSubmit,
  error,
  success,
  submitLabel,
  isPending,
  children,
}: SettingsFormProps) {
  const headingId = useId();
  return (
    <Stack as="form" aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <h3 id={headingId} className={styles.heading}>
        {title}
      </h3>
      {children}
      {error !== undefined && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {success !== null && (
        <p role="status" className={styles.success}>
          {success}
        </p>
      )}
      <Inline align="end">
        <Button type="submit" variant="primary" isPending={isPending}>
          {submitLabel}
        </Button>
      </Inline>
    </Stack>
  );
}
