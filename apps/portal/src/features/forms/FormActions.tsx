import { Button, type ButtonProps, Inline, text } from '@airtime/design-system';
import type { ReactNode } from 'react';

export interface FormActionsProps {
  /** The submit button's words: 'Save budget'. */
  readonly submitLabel: string;
  /** While the form's call runs. */
  readonly isPending: boolean;
  /** @default 'Saving' */
  readonly pendingLabel?: string;
  /** @default 'primary' */
  readonly variant?: ButtonProps['variant'];
  readonly isDisabled?: boolean;
  /**
   * What the last submit did ('Budget saved.'), announced as it changes; '' before. Leave it out
   * when the form says it otherwise.
   */
  readonly status?: string;
  /** Other buttons, before the submit one: 'Cancel'. */
  readonly children?: ReactNode;
}

/** A form's end: what its last submit did, its other buttons, then its submit button. */
export function FormActions({
  submitLabel,
  isPending,
  pendingLabel = 'Saving',
  variant = 'primary',
  isDisabled = false,
  status,
  children,
}: FormActionsProps) {
  return (
    <Inline align="end">
      {status !== undefined && (
        <span role="status" className={text({ size: 'sm', tone: 'subtle' })}>
          {status}
        </span>
      )}
      {children}
      <Button
        type="submit"
        variant={variant}
        isDisabled={isDisabled}
        isPending={isPending}
        pendingLabel={pendingLabel}
      >
        {submitLabel}
      </Button>
    </Inline>
  );
}
