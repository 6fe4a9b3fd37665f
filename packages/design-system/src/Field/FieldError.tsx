import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
} from 'react-aria-components/FieldError';
import { cx } from '../utils/cx.ts';
import { fieldError, fieldErrorIcon } from './Field.css.ts';

export interface FieldErrorProps extends RACFieldErrorProps {
  /**
   * The underlying element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/**
 * A field's error in words, under it, shown only while the field is invalid. Without children it
 * shows the validation messages (the browser's, or those returned by `validate`).
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  return (
    <RACFieldError
      {...props}
      className={composeRenderProps(className, (extra) => cx(fieldError, extra))}
    >
      {composeRenderProps(children, (content, { validationErrors }) => {
        const message = content ?? validationErrors.join(' ');
        return message ? (
          <>
            <CircleAlert aria-hidden="true" className={fieldErrorIcon} />
            <span>{message}</span>
          </>
        ) : null;
      })}
    </RACFieldError>
  );
}
