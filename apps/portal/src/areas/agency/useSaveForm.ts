import { type FormEvent, useState } from 'react';
import type { FormErrors } from '../../features/forms/formErrors.ts';
import { useFormErrors } from '../../features/forms/useFormErrors.ts';

/** A record form's state: its messages, whether it saved, and its submit. */
export interface SaveFormState<Field extends string> {
  readonly errors: FormErrors<Field>;
  /** Whether the last submit saved, until a field is edited again. */
  readonly saved: boolean;
  /** Drops the messages of the edited fields (and the form's) and the saved note. */
  readonly edited: (...fields: readonly Field[]) => void;
  /** Checks the fields, then saves; a refusal shows under its fields and keeps what was typed. */
  readonly submit: (event: FormEvent) => Promise<void>;
}

/**
 * The submit of an agency record form: nothing while a save runs, the form's own checks first
 * (`validate` returns a message per failing field), then `save`, then the server's refusal, if
 * any, where it belongs.
 */
export function useSaveForm<Field extends string>(
  fields: readonly Field[],
  {
    isPending,
    validate,
    save,
  }: {
    readonly isPending: boolean;
    readonly validate: () => Partial<Record<Field, string>>;
    readonly save: () => Promise<void>;
  },
): SaveFormState<Field> {
  const { errors, check, refuse, clear } = useFormErrors(fields);
  const [saved, setSaved] = useState(false);
  return {
    errors,
    saved,
    edited: (...edited) => {
      setSaved(false);
      clear(...edited);
    },
    submit: async (event) => {
      event.preventDefault();
      if (isPending || !check(validate())) return;
      try {
        await save();
        setSaved(true);
      } catch (error) {
        refuse(error);
      }
    },
  };
}
