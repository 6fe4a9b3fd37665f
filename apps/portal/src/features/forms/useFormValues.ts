import { useState } from 'react';
import { fieldErrorProps } from './formErrors.ts';
import { type FormErrorsState, useFormErrors } from './useFormErrors.ts';

/** A form's values of any kind and their errors: changing a value clears its error. */
export interface FormValuesState<Values extends Record<string, unknown>, Other extends string>
  extends FormErrorsState<(keyof Values & string) | Other> {
  readonly values: Values;
  /** Sets one value and drops its error: `onChange={form.change('industry_id')}`. */
  readonly change: <Name extends keyof Values & string>(
    name: Name,
  ) => (value: Values[Name]) => void;
  /** A text field's value, change and error: `<TextField label="Name" {...form.text('name')} />`. */
  readonly text: <
    Name extends { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] &
      string,
  >(
    name: Name,
  ) => {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly isInvalid: boolean;
    readonly errorMessage?: string;
  };
}

/**
 * The values of a form from their first ones, with the server's field errors; `others` are the
 * fields the server may refuse that hold no value here.
 */
export function useFormValues<Values extends Record<string, unknown>, Other extends string = never>(
  initial: Values,
  others: readonly Other[] = [],
): FormValuesState<Values, Other> {
  const [values, setValues] = useState(initial);
  const errors = useFormErrors<(keyof Values & string) | Other>([
    ...(Object.keys(initial) as (keyof Values & string)[]),
    ...others,
  ]);
  const change: FormValuesState<Values, Other>['change'] = (name) => (value) => {
    setValues((current) => ({ ...current, [name]: value }));
    errors.clear(name);
  };
  return {
    ...errors,
    values,
    change,
    text: (name) => ({
      value: values[name] as string,
      onChange: change(name) as (value: string) => void,
      ...fieldErrorProps(errors.errors.fields[name]),
    }),
  };
}
