import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { description as descriptionStyle, fieldError, fieldErrorIcon } from '../Field/Field.css.ts';

/**
 * What a native field needs for its help: the control's id, whether it is invalid, its
 * `aria-describedby` (the error, then the description), and the help to render under it.
 */
export function useNativeFieldHelp({
  id,
  description,
  errorMessage,
}: {
  readonly id: string | undefined;
  readonly description: string | undefined;
  readonly errorMessage: string | undefined;
}) {
  const ownId = useId();
  const descriptionId = `${ownId}-description`;
  const errorId = `${ownId}-error`;
  const isInvalid = errorMessage !== undefined && errorMessage !== '';
  const describedBy = [isInvalid ? errorId : null, description ? descriptionId : null]
    .filter(Boolean)
    .join(' ');
  const help = (
    <>
      {description && (
        <p id={descriptionId} className={descriptionStyle}>
          {description}
        </p>
      )}
      {isInvalid && (
        <p id={errorId} className={fieldError}>
          <CircleAlert aria-hidden="true" className={fieldErrorIcon} />
          <span>{errorMessage}</span>
        </p>
      )}
    </>
  );
  return {
    inputId: id ?? `${ownId}-input`,
    isInvalid,
    describedBy: describedBy || undefined,
    help,
  };
}
