import { useUserSearch } from '@airtime/api-client';
import { Avatar, ComboBox, ComboBoxItem } from '@airtime/design-system';
import type { UserSummary } from '@airtime/domain';
import { useState } from 'react';
import { useDebouncedValue } from '../search/useDebouncedValue.ts';
import { getUserName } from './getUserName.ts';

export interface UserPickerProps {
  readonly label: string;
  /** The user shown before anything is typed. */
  readonly current: UserSummary | undefined;
  readonly onChoose: (user: UserSummary) => void;
  readonly isDisabled?: boolean;
  readonly errorMessage?: string | undefined;
  /** Focuses the field when it appears (an editor opened for it). */
  readonly autoFocus?: boolean;
}

/** Finds an agency staff user by name or email (GET /api/user-search) and reports the one chosen. */
export function UserPicker({
  label,
  current,
  onChoose,
  isDisabled,
  errorMessage,
  autoFocus = false,
}: UserPickerProps) {
  const [text, setText] = useState(current === undefined ? '' : getUserName(current));
  const query = useDebouncedValue(text);
  // The current name is what the field shows, not a search.
  const search = useUserSearch(
    current !== undefined && query === getUserName(current) ? '' : query,
    {
      business_role: ['ops'],
    },
  );
  const users = search.results.length > 0 ? search.results : current === undefined ? [] : [current];
  return (
    <ComboBox<UserSummary>
      label={label}
      autoFocus={autoFocus}
      items={users}
      filter={false}
      getItemText={getUserName}
      inputValue={text}
      onInputChange={setText}
      value={current?.id ?? null}
      onChange={(key) => {
        const user = users.find((item) => item.id === key);
        if (user !== undefined && user.id !== current?.id) onChoose(user);
      }}
      // Until the typed text has been searched, the list shows another search's results.
      isLoading={search.isLoading || text !== query}
      isDisabled={isDisabled ?? false}
      placeholder="Search people by name or email"
      emptyText={query.trim() === '' ? 'Type a name or an email' : 'Nobody matches'}
      {...(errorMessage === undefined ? {} : { isInvalid: true, errorMessage })}
    >
      {(user) => (
        <ComboBoxItem
          id={user.id}
          textValue={getUserName(user)}
          description={user.email}
          icon={<Avatar name={getUserName(user)} src={user.avatar} size={5} />}
        >
          {getUserName(user)}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
