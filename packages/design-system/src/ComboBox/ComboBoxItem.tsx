import { ListBoxOption, type ListBoxOptionProps } from '../Field/ListBoxOption.tsx';

export interface ComboBoxItemProps<T extends object = object> extends ListBoxOptionProps<T> {}

/**
 * A result in a ComboBox list: children its label, with an optional description and icon (a
 * logo or avatar). Give `textValue` when the label is not plain text.
 */
export function ComboBoxItem<T extends object = object>(props: ComboBoxItemProps<T>) {
  return <ListBoxOption {...props} />;
}
