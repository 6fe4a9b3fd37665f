import { Check } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components/ListBox';
import { cx } from '../utils/cx.ts';
import {
  option,
  optionCheck,
  optionDescription,
  optionIcon,
  optionLabel,
  optionText,
} from './FieldPopover.css.ts';

export interface ListBoxOptionProps<T extends object = object>
  extends Omit<ListBoxItemProps<T>, 'children'> {
  /** The option's label. If it is not plain text, give a `textValue` for type-ahead and filtering. */
  children: ReactNode;
  /**
   * A second line under the label, e.g. an email under a name.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * An icon, logo or avatar before the label, shown at 16 px.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * The option element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** One option of a Select or ComboBox list; a check marks the selected one. */
export function ListBoxOption<T extends object = object>({
  children,
  description,
  icon,
  textValue,
  className,
  ...props
}: ListBoxOptionProps<T>) {
  const text = textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem
      {...props}
      {...(text === undefined ? {} : { textValue: text })}
      className={composeRenderProps(className, (extra) => cx(option, extra))}
    >
      {({ isSelected }) => (
        <>
          {icon != null && (
            <span aria-hidden="true" className={optionIcon}>
              {icon}
            </span>
          )}
          {/* No label and description slots: the name is the whole visible text, label then
              description ("Ana López ana@acme.com"), as WCAG 2.5.3 wants for what is seen. */}
          <span className={optionText}>
            <span className={optionLabel}>{children}</span>
            {description != null && <span className={optionDescription}>{description}</span>}
          </span>
          {isSelected && <Check aria-hidden="true" className={optionCheck} />}
        </>
      )}
    </ListBoxItem>
  );
}
