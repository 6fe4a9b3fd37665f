import { useState } from 'react';
import { clearFieldErrors, type FormErrors, getFormErrors } from './formErrors.ts';

/** A form's errors and the three ways they change. */
export interface FormErrorsState<Field extends string> {
  readonly errors: FormErrors<Field>;
  /** Shows the form's own checks in place of any earlier messages; whether all passed. */
  readonly check: (found: Partial<Record<Field, string>>) => boolean;
  /** Shows why a call failed (what was typed stays in the fields); returns what it shows. */
  readonly refuse: (error: unknown) => FormErrors<Field>;
  /** Drops the messages of the edited fields, and the form's. */
  readonly clear: (...edited: readonly Field[]) => void;
}

/** The errors of a form whose server names its fields as `fields` does. */
export function useFormErrors<Field extends string>(
  fields: readonly Field[],
): FormErrorsState<Field> {
  const [errors, setErrors] = useState<FormErrors<Field>>({ fields: {} });
  return {
    errors,
    check: (found) => {
      setErrors({ fields: found });
      return Object.keys(found).length === 0;
    },
    refuse: (error) => {
      const shown = getFormErrors(error, fields);
      setErrors(shown);
      return shown;
    },
    clear: (...edited) => setErrors((current) => clearFieldErrors(current, ...edited)),
  };
}
