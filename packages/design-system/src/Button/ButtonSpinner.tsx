import { useContext } from 'react';
import { ProgressBarContext } from 'react-aria-components/ProgressBar';
import { Spinner } from '../Spinner/Spinner.tsx';
import { buttonSpinner } from './Button.css.ts';

/**
 * The spinner of a pending Button or IconButton. React Aria's Button names itself with its
 * progress bar's id (label, then "Loading"), which it hands down in ProgressBarContext.
 */
export function ButtonSpinner({ label }: { readonly label: string }) {
  const fromButton = useContext(ProgressBarContext) as { readonly id?: string } | null;
  return (
    <Spinner
      size="sm"
      tone="current"
      label={label}
      className={buttonSpinner}
      {...(fromButton?.id === undefined ? {} : { id: fromButton.id })}
    />
  );
}
