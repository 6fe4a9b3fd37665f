import { useState } from 'react';
import { fieldErrorProps } from './formErrors.ts';
import { type FormErrorsState, useFormErrors } from './useFormErrors.ts';

/** What a NativeTextField needs to show one text value and its error. */
export interface NativeFieldBinding {
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly isRequired: true;
  readonly errorMessage: string | undefined;
}

/** What a TextField needs to show one text value and its error. */
export interface FieldBinding {
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly isRequired: true;
  readonly validationBehavior: 'aria';
  readonly isInvalid: boolean;
  readonly errorMessage?: string;
}

export interface FormFieldsOptions<Field extends string> {
  /** Runs on every edit: a form drops its 'Saved.' once the user types again. */
  readonly onEdit?: () => void;
  /** Messages every edit answers: one that sits under a field but is about them all. */
  readonly clearsAlso?: readonly Field[];
}

/** A form's text values and errors, with each field's props: typing a field clears its error. */
export interface FormFieldsState<Field extends string, Other extends string>
  extends FormErrorsState<Field | Other> {
  readonly values: Readonly<Record<Field, string>>;
  readonly setValues: (values: Record<Field, string>) => void;
  /** A required TextField's value, change and error. */
  readonly field: (name: Field) => FieldBinding;
  /** A required NativeTextField's value, change and error. */
  readonly nativeField: (name: Field) => NativeFieldBinding;
}

/**
 * The required text fields of a form, from their first values; `others` are the fields the
 * server may refuse that hold no text (an avatar).
 */
export function useFormFields<Field extends string, Other extends string = never>(
  initial: Record<Field, string>,
  others: readonly Other[] = [],
  { onEdit, clearsAlso = [] }: FormFieldsOptions<NoInfer<Field>> = {},
): FormFieldsState<Field, Other> {
  const [values, setValues] = useState(initial);
  const state = useFormErrors<Field | Other>([...(Object.keys(initial) as Field[]), ...others]);
  const nativeField = (name: Field): NativeFieldBinding => ({
    name,
    value: values[name],
    onChange: (value) => {
      setValues((current) => ({ ...current, [name]: value }));
      state.clear(name, ...clearsAlso);
      onEdit?.();
    },
    isRequired: true,
    errorMessage: state.errors.fields[name],
  });
  return {
    ...state,
    values,
    setValues,
    nativeField,
    field: (name) => {
      const { errorMessage, ...binding } = nativeField(name);
      return { ...binding, validationBehavior: 'aria', ...fieldErrorProps(errorMessage) };
    },
  };
}
