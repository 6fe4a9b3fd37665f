import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { ListBox } from 'react-aria-components/ListBox';
import {
  Button,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components/Select';
import { type FieldVariants, field, fieldBox, fieldIcon } from '../Field/Field.css.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { listBox, listBoxMessage } from '../Field/FieldPopover.css.ts';
import { FieldPopover } from '../Field/FieldPopover.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { Label } from '../Field/Label.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import { selectTrigger, selectValue } from './Select.css.ts';

export interface SelectProps<T extends object = object>
  extends Omit<
      RACSelectProps<T, 'single'>,
      'children' | 'selectionMode' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
    >,
    FieldLabelProps,
    FieldVariants {
  /**
   * The options: `SelectItem`s, or a function rendering one `SelectItem` per entry of `items`.
   */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * Entries to render with `children` as a function; each needs an `id` (or `key`).
   * @default undefined
   */
  items?: Iterable<T>;
  /**
   * Height: sm 28 px, md 32 px, lg 40 px.
   * @default 'md'
   */
  size?: FieldVariants['size'];
  /**
   * Shows a spinner in the trigger and a loading message in the list while options load.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What the list says while loading, and the spinner to screen readers.
   * @default 'Loading options'
   */
  loadingText?: string;
  /**
   * What the list says when there are no options.
   * @default 'No options'
   */
  emptyText?: string;
  /**
   * The field's root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A choice among a list of options that opens from a button, on React Aria's Select: type-ahead,
 * arrow keys, Enter to choose, Escape to close, focus back on the button.
 */
export function Select<T extends object = object>({
  label,
  isLabelHidden,
  description,
  errorMessage,
  size,
  isLoading = false,
  loadingText = 'Loading options',
  emptyText = 'No options',
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      allowsEmptyCollection
      {...props}
      className={composeRenderProps(className, (extra) => cx(field, extra))}
    >
      <Label isRequired={props.isRequired ?? false} isHidden={isLabelHidden ?? false}>
        {label}
      </Label>
      <Button className={cx(fieldBox({ size }), selectTrigger)}>
        <SelectValue className={selectValue} />
        {isLoading ? (
          <Spinner size="sm" tone="neutral" label={loadingText} />
        ) : (
          <ChevronDown aria-hidden="true" className={fieldIcon} />
        )}
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <ListBox<T>
          {...(items === undefined ? {} : { items })}
          className={listBox}
          renderEmptyState={() => (
            <div className={listBoxMessage}>{isLoading ? `${loadingText}…` : emptyText}</div>
          )}
        >
          {children}
        </ListBox>
      </FieldPopover>
    </RACSelect>
  );
}
