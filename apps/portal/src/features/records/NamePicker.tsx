import { useBrands, useCreators } from '@airtime/api-client';
import { ComboBox, ComboBoxItem } from '@airtime/design-system';
import { useState } from 'react';
import { useDebouncedValue } from '../search/useDebouncedValue.ts';

/** A record the picker offers: its id and name. */
export interface Named {
  readonly id: number;
  readonly name: string;
}

export interface NamePickerProps {
  readonly label: string;
  readonly value: Named | null;
  readonly onChange: (record: Named | null) => void;
  readonly errorMessage?: string | undefined;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
}

export interface NameSearchPickerProps<T extends Named> extends NamePickerProps {
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  readonly results: readonly T[];
  readonly isLoading: boolean;
  /** What an option shows after the name (an email); the name alone without it. */
  readonly describe?: (item: T) => string | null;
}

/** A combobox over a server search's results (useNameSearch gives its text and query). */
export function NameSearchPicker<T extends Named>({
  label,
  value,
  onChange,
  errorMessage,
  isRequired,
  isDisabled,
  text,
  onTextChange,
  results,
  isLoading,
  describe,
}: NameSearchPickerProps<T>) {
  // The chosen record stays an option while the search shows others.
  const items: readonly Named[] =
    value === null || results.some((item) => item.id === value.id) ? results : [value, ...results];
  return (
    <ComboBox<Named>
      label={label}
      items={items}
      filter={false}
      getItemText={(item) => item.name}
      inputValue={text}
      onInputChange={onTextChange}
      value={value?.id ?? null}
      onChange={(key) => onChange(items.find((item) => item.id === key) ?? null)}
      isLoading={isLoading}
      isRequired={isRequired ?? false}
      isDisabled={isDisabled ?? false}
      placeholder="Type to search by name"
      emptyText={text.trim() === '' ? 'Type a name' : 'Nothing matches'}
      {...(errorMessage === undefined ? {} : { isInvalid: true, errorMessage })}
    >
      {(item) => (
        <ComboBoxItem id={item.id} textValue={item.name}>
          {[item.name, describe?.(item as T)].filter(Boolean).join(' · ')}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}

/** The picker's text and its list's query: the first page until another name is typed. */
export function useNameSearch(value: Named | null) {
  const [text, setText] = useState(value?.name ?? '');
  const query = useDebouncedValue(text).trim();
  const listQuery =
    query === '' || query === value?.name ? { per_page: 10 } : { s: query, per_page: 10 };
  // Until the typed name has been searched, the list shows another search's results.
  return { text, setText, listQuery, isSettling: text.trim() !== query };
}

/** A list hook that searches by name: useCreators, useBrands. */
type NameListHook = (query: ReturnType<typeof useNameSearch>['listQuery']) => {
  readonly items: readonly Named[];
  readonly isLoading: boolean;
};

/** A NameSearchPicker over one list's server search. */
function ListNamePicker({
  useList,
  ...props
}: NamePickerProps & { readonly useList: NameListHook }) {
  const search = useNameSearch(props.value);
  const list = useList(search.listQuery);
  return (
    <NameSearchPicker
      {...props}
      text={search.text}
      onTextChange={search.setText}
      results={list.items}
      isLoading={list.isLoading || search.isSettling}
    />
  );
}

/** Picks a creator by name (GET /api/creators?s=). */
export function CreatorPicker(props: NamePickerProps) {
  return <ListNamePicker {...props} useList={useCreators} />;
}

/** Picks a brand by name (GET /api/brands?s=). */
export function BrandPicker(props: NamePickerProps) {
  return <ListNamePicker {...props} useList={useBrands} />;
}
