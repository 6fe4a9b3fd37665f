import { Button } from '@airtime/design-system';
import * as styles from './settings.css.ts';

/** A settings form's end: why it was refused, that it was saved, and its submit button. */
export function SettingsFormEnd({
  error,
  success,
  submitLabel,
  isPending,
}: {
  /** The refusal that names no field, if any. */
  readonly error: string | undefined;
  /** 'Profile saved.' once saved; null before. */
  readonly success: string | null;
  readonly submitLabel: string;
  readonly isPending: boolean;
}) {
  return (
    <>
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
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
