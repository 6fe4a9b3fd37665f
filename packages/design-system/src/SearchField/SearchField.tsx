import { Search, X } from 'lucide-react';
import type { Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Group } from 'react-aria-components/Group';
import {
  Button,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components/SearchField';
import {
  type FieldVariants,
  field,
  fieldBox,
  fieldButton,
  fieldIcon,
  innerInput,
} from '../Field/Field.css.ts';
import { FieldFrame } from '../Field/FieldFrame.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';

export interface SearchFieldProps
  extends Omit<RACSearchFieldProps, 'children'>,
    FieldLabelProps,
    FieldVariants {
  /**
   * Height: sm 28 px, md 32 px, lg 40 px.
   * @default 'md'
   */
  size?: FieldVariants['size'];
  /**
   * Hint shown while the field is empty, e.g. 'Search brands, creators and channels'.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Shows a spinner in place of the magnifier while results load.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What the spinner says to screen readers while loading.
   * @default 'Searching'
   */
  loadingLabel?: string;
  /**
   * The underlying `<input>`, e.g. to focus it when '/' is pressed.
   * @default undefined
   */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * The field's root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A search input on React Aria's SearchField: Enter submits, Escape clears, and a clear button
 * shows once there is text.
 */
export function SearchField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  placeholder,
  size,
  isLoading = false,
  loadingLabel = 'Searching',
  inputRef,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      className={composeRenderProps(className, (extra) => cx(field, extra))}
    >
      {({ isEmpty, isDisabled, isInvalid, isReadOnly }) => (
        <FieldFrame
          label={label}
          isLabelHidden={isLabelHidden}
          isRequired={props.isRequired}
          description={description}
          errorMessage={errorMessage}
        >
          <Group
            role="presentation"
            isDisabled={isDisabled}
            isInvalid={isInvalid}
            className={fieldBox({ size })}
          >
            {isLoading ? (
              <Spinner size="sm" tone="neutral" label={loadingLabel} />
            ) : (
              <Search aria-hidden="true" className={fieldIcon} />
            )}
            <Input
              ref={inputRef}
              {...(placeholder === undefined ? {} : { placeholder })}
              className={innerInput}
            />
            {!isEmpty && !isDisabled && !isReadOnly && (
              <Button className={fieldButton}>
                <X aria-hidden="true" />
              </Button>
            )}
          </Group>
        </FieldFrame>
      )}
    </RACSearchField>
  );
}
