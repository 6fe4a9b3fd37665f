import { Description } from './Description.tsx';
import { FieldError } from './FieldError.tsx';
import type { FieldLabelProps } from './FieldProps.ts';

/** The description and the error under a field, in that order. */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: FieldLabelProps['description'] | undefined;
  errorMessage?: FieldLabelProps['errorMessage'] | undefined;
}) {
  return (
    <>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
