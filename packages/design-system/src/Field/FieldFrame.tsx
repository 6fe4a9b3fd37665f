import type { ReactNode } from 'react';
import { FieldHelp } from './FieldHelp.tsx';
import type { FieldLabelProps } from './FieldProps.ts';
import { Label } from './Label.tsx';

export interface FieldFrameProps {
  label: FieldLabelProps['label'];
  isLabelHidden?: FieldLabelProps['isLabelHidden'] | undefined;
  description?: FieldLabelProps['description'] | undefined;
  errorMessage?: FieldLabelProps['errorMessage'] | undefined;
  /** Marks the label as required. */
  isRequired?: boolean | undefined;
  /** The control between the label and the help text. */
  children: ReactNode;
}

/** A field's label above its control, and its description and error under it. */
export function FieldFrame({
  label,
  isLabelHidden,
  isRequired,
  description,
  errorMessage,
  children,
}: FieldFrameProps) {
  return (
    <>
      <Label isRequired={isRequired ?? false} isHidden={isLabelHidden ?? false}>
        {label}
      </Label>
      {children}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </>
  );
}
