import { Stack } from '@airtime/design-system';
import type { ReactNode } from 'react';
import { FormErrorBanner } from '../../features/forms/FormErrorBanner.tsx';
import { formWidth } from './agency.css.ts';
import type { SaveFormState } from './useSaveForm.ts';

/** An agency record form: the refusal that names no field, then its fields and buttons. */
export function SaveForm<Field extends string>({
  label,
  errorTitle,
  form,
  children,
}: {
  /** Names the form: 'Brand budget'. */
  readonly label: string;
  /** What did not happen: 'The budget was not saved.' */
  readonly errorTitle: string;
  readonly form: Pick<SaveFormState<Field>, 'errors' | 'submit'>;
  readonly children: ReactNode;
}) {
  return (
    <Stack
      as="form"
      className={formWidth}
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-label={label}
    >
      <FormErrorBanner title={errorTitle} message={form.errors.form} />
      {children}
    </Stack>
  );
}
