import { ListBoxOption, type ListBoxOptionProps } from '../Field/ListBoxOption.tsx';

export interface SelectItemProps<T extends object = object> extends ListBoxOptionProps<T> {}

/** An option of a Select: `id` is its value, children its label, with an optional description and icon. */
export function SelectItem<T extends object = object>(props: SelectItemProps<T>) {
  return <ListBoxOption {...props} />;
}
