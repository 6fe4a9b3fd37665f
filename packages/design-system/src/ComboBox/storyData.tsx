// Story data only: brands to filter and a fake user search, never exported from the package.
import { useEffect, useState } from 'react';
import { ComboBox, type ComboBoxProps } from './ComboBox.tsx';
import { ComboBoxItem } from './ComboBoxItem.tsx';

export interface Brand {
  id: number;
  name: string;
}

const BRAND_NAMES = [
  'Acme Corp',
  'Aether Audio',
  'Bloom Skincare',
  'Brightside Coffee',
  'Cascade Outdoor',
  'Cobalt Games',
  'Driftwood Mattress',
  'Ember Meal Kits',
  'Fable Books',
  'Fjord VPN',
  'Granite Fitness',
  'Harbor Insurance',
  'Helix Supplements',
  'Indigo Razors',
  'Juniper Pet Food',
  'Kestrel Travel',
  'Lumen Lighting',
  'Meridian Bank',
  'Nimbus Cloud',
  'Orchard Snacks',
  'Pioneer Tools',
  'Quill Notebooks',
  'Rove Luggage',
  'Summit Shoes',
  'Tandem Bikes',
  'Umber Paints',
  'Verve Energy',
  'Willow Tea',
  'Xeno Labs',
  'Yonder Maps',
];
export const BRANDS: Brand[] = BRAND_NAMES.map((name, index) => ({ id: index + 1, name }));

export interface User {
  id: number;
  name: string;
  email: string;
}

const USERS: User[] = [
  { id: 1, name: 'Ana López', email: 'ana@acme.com' },
  { id: 2, name: 'Anaïs Martin', email: 'anais@bloom.com' },
  { id: 3, name: 'Joana Silva', email: 'joana@airtime.example' },
  { id: 4, name: 'Ben Ode', email: 'ben@cobalt.games' },
];

/** A fake server's user search: results a moment after the query settles, none for no query. */
function useFakeUserSearch(query: string) {
  const [results, setResults] = useState<User[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (query === '') {
      setResults([]);
      return;
    }
    setLoading(true);
    const timer = setTimeout(() => {
      const needle = query.toLowerCase();
      setResults(
        USERS.filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(needle)),
      );
      setLoading(false);
    }, 400);
    return () => clearTimeout(timer);
  }, [query]);
  return { results, loading };
}

function renderUser(user: User) {
  return (
    <ComboBoxItem textValue={user.name} description={user.email}>
      {user.name}
    </ComboBoxItem>
  );
}

/** Searches a fake server as the user types: a spinner while it answers, results as they come. */
export function UserSearch({
  onChange,
}: {
  onChange: NonNullable<ComboBoxProps<User>['onChange']>;
}) {
  const [query, setQuery] = useState('');
  const { results, loading } = useFakeUserSearch(query);
  return (
    <ComboBox<User>
      onChange={onChange}
      label="User"
      placeholder="Name or email"
      items={results}
      filter={false}
      isLoading={loading}
      onInputChange={setQuery}
    >
      {renderUser}
    </ComboBox>
  );
}

/**
 * Adds each user found to a list, as the inbox's "Add a follower" does: the text is the parent's
 * (it drives the search) and the field clears after each choice.
 */
export function AddUser({ onChange }: { onChange: NonNullable<ComboBoxProps<User>['onChange']> }) {
  const [text, setText] = useState('');
  const [added, setAdded] = useState<User[]>([]);
  const { results, loading } = useFakeUserSearch(text);
  return (
    <>
      <ComboBox<User>
        label="Add a follower"
        placeholder="Name or email"
        items={results}
        filter={false}
        isLoading={loading}
        inputValue={text}
        onInputChange={setText}
        shouldClearOnSelect
        onChange={(key) => {
          onChange(key);
          const user = results.find((candidate) => candidate.id === key);
          if (user !== undefined) setAdded((list) => [...list, user]);
        }}
      >
        {renderUser}
      </ComboBox>
      <ul aria-label="Followers">
        {added.map((user, index) => (
          // The same user may be added twice here: the story shows each choice.
          // biome-ignore lint/suspicious/noArrayIndexKey: a list that only grows
          <li key={index}>{user.name}</li>
        ))}
      </ul>
    </>
  );
}
