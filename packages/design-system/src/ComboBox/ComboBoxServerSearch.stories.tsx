import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { ComboBox } from './ComboBox.tsx';
import { AddUser, UserSearch } from './storyData.tsx';

/** A ComboBox whose results come from a server search as the user types. */
const meta = {
  title: 'Components/ComboBox/Server search',
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'User', items: [], onChange: fn() },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Impersonate modal's "User" field: `filter={false}` because the server already matched the
 * query (here on the email too), `isLoading` while it answers.
 */
export const ImpersonateUser: Story = {
  parameters: {
    screenshot: { target: 'page' },
    docs: {
      source: {
        code: `import { ComboBox, ComboBoxItem } from '@airtime/design-system';
import { useState } from 'react';

function UserField({ onChange }: { onChange: (id: string | number | null) => void }) {
  const [query, setQuery] = useState('');
  // The server matches the query (on the email too) and answers with at most a page of users.
  const { users, isLoading } = useUserSearch(query);
  return (
    <ComboBox
      label="User"
      placeholder="Name or email"
      items={users}
      filter={false}
      isLoading={isLoading}
      onInputChange={setQuery}
      onChange={onChange}
    >
      {(user) => (
        <ComboBoxItem textValue={user.name} description={user.email}>
          {user.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}`,
      },
    },
  },
  render: (args) => (
    <div className={storyColumn}>
      <UserSearch onChange={args.onChange ?? (() => undefined)} />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const user = canvas.getByRole('combobox', { name: 'User' });
    await userEvent.click(user);
    await userEvent.keyboard('acme');
    // The list says it is loading (the spinner in the field is hidden from screen readers while
    // the list is open, as everything outside the field is).
    await screen.findByText('Loading results…');
    const spinner = canvas.getByRole('progressbar', { hidden: true });
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveAttribute('aria-label', 'Loading results');
    const ana = await screen.findByRole('option', { name: 'Ana López ana@acme.com' });
    await waitFor(() =>
      expect(canvas.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(ana).toHaveAttribute('data-focused');
    await expect(user).toHaveAttribute('aria-activedescendant', ana.id);
    await userEvent.keyboard('{Enter}');
    await expect(user).toHaveValue('Ana López');
    await expect(args.onChange).toHaveBeenCalledWith(1);

    // Typing on finds nobody; leaving the field puts the chosen name back, still chosen.
    await userEvent.keyboard(' x');
    await screen.findByText('No results', {});
    await userEvent.tab();
    await waitFor(() => expect(user).toHaveValue('Ana López'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** The server found nobody: once it has answered, the list says so. */
export const NoMatches: Story = {
  parameters: {
    screenshot: { target: 'page' },
    docs: {
      source: {
        code: `import { ComboBox, ComboBoxItem } from '@airtime/design-system';
import { useState } from 'react';

function UserField({ onChange }: { onChange: (id: string | number | null) => void }) {
  const [query, setQuery] = useState('');
  // The server matches the query (on the email too) and answers with at most a page of users.
  const { users, isLoading } = useUserSearch(query);
  return (
    <ComboBox
      label="User"
      placeholder="Name or email"
      items={users}
      filter={false}
      isLoading={isLoading}
      onInputChange={setQuery}
      onChange={onChange}
    >
      {(user) => (
        <ComboBoxItem textValue={user.name} description={user.email}>
          {user.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}`,
      },
    },
  },
  render: (args) => (
    <div className={storyColumn}>
      <UserSearch onChange={args.onChange ?? (() => undefined)} />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'User' }));
    await userEvent.keyboard('nobody');
    await screen.findByText('Loading results…');
    await expect(await screen.findByText('No results', {})).toBeVisible();
    await expect(screen.queryByRole('option', { name: /@/ })).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * `shouldClearOnSelect` with the text held by the parent, as the inbox's "Add a follower": each
 * choice is reported and the field empties and closes (it does not take the chosen name), so the
 * next search starts from nothing and may find the same user again.
 */
export const ClearsOnSelect: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { ComboBox, ComboBoxItem } from '@airtime/design-system';
import { useState } from 'react';

function AddFollower({ onAdd }: { onAdd: (user: User) => void }) {
  const [text, setText] = useState('');
  const { users, isLoading } = useUserSearch(text);
  return (
    <ComboBox
      label="Add a follower"
      placeholder="Name or email"
      items={users}
      filter={false}
      isLoading={isLoading}
      inputValue={text}
      onInputChange={setText}
      shouldClearOnSelect
      onChange={(id) => {
        const user = users.find((candidate) => candidate.id === id);
        if (user !== undefined) onAdd(user);
      }}
    >
      {(user) => (
        <ComboBoxItem textValue={user.name} description={user.email}>
          {user.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}`,
      },
    },
  },
  render: (args) => (
    <div className={storyColumn}>
      <AddUser onChange={args.onChange ?? (() => undefined)} />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Add a follower' });
    const followers = canvas.getByRole('list', { name: 'Followers' });
    await userEvent.click(field);
    await userEvent.keyboard('an');
    await screen.findByRole('option', { name: 'Ana López ana@acme.com' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(1);
    await expect(field).toHaveValue('');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(field).toHaveFocus();
    await expect(followers).toHaveTextContent('Ana López');

    // The same user again, by pointer this time.
    await userEvent.keyboard('ana@');
    await userEvent.click(await screen.findByRole('option', { name: 'Ana López ana@acme.com' }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(field).toHaveValue('');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ana López',
      'Ana López',
    ]);
  },
};
