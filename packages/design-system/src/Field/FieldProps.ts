import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components/FieldError';

/** What every field takes besides its React Aria props: its label, help text and error. */
export interface FieldLabelProps {
  /**
   * The field's name, shown above it and read by screen readers. Required: a field without a
   * name cannot be found or understood. Use `isLabelHidden` where the context already says it.
   */
  label: string;
  /**
   * Hides the label from sight, keeping it as the accessible name.
   * @default false
   */
  isLabelHidden?: boolean;
  /**
   * Help text under the field, linked to it as its description.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The error under the field while it is invalid (`isInvalid`, or a failed `validate`,
   * `isRequired`, ...). A function receives the validation result.
   * @default undefined (the validation messages themselves)
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}
