import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { fieldBox } from '../Field/Field.css.ts';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { NativeSearchField } from './NativeSearchField.tsx';

const meta = {
  title: 'Components/Native/NativeSearchField',
  component: NativeSearchField,
  tags: ['autodocs'],
  args: {
    label: 'Search',
    isLabelHidden: true,
    placeholder: 'Search threads',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  render: (args) => (
    <div className={storyColumn}>
      <NativeSearchField {...args} />
    </div>
  ),
  parameters: {
    guidance: {
      whenToUse:
        '`NativeSearchField` is `SearchField`\'s look and keys on a plain `<input type="search">`, without React Aria: use it for a list\'s search filter on pages that must load little, such as the inbox.',
      alternatives: [
        {
          use: 'SearchField',
          when: 'It needs help text, validation or a loading spinner.',
        },
        { use: 'GlobalSearch', when: "The header's search across the whole app." },
      ],
      do: [
        'Always pass a `label`; hide it with `isLabelHidden` when the placeholder and position make the purpose plain.',
        'Filter as the user types with `onChange`, or run the search on Enter with `onSubmit`.',
        'Reset the results in `onClear`, which runs on Escape and on the clear button.',
      ],
      dont: [
        "Don't rely on the placeholder alone to name the field; the `label` is its accessible name.",
        "Don't add your own clear button; it appears by itself once there is text.",
      ],
      anatomy: [
        { part: 'Label', description: 'Above the field, or visually hidden with `isLabelHidden`.' },
        { part: 'Magnifier', description: 'A search icon at the start.' },
        { part: 'Input', description: 'The query; long queries scroll inside the box.' },
        {
          part: 'Clear button',
          description: 'An × at the end, shown while there is text and the field is enabled.',
        },
      ],
      accessibility: [
        'The input has the `searchbox` role and is named by its `<label>`.',
        'Enter calls `onSubmit` with the text; Escape clears it and calls `onClear`, keeping focus in the field; on an empty field Escape goes on to what holds it (a dialog closes).',
        'The clear button is named "Clear search", is out of the Tab order, and returns focus to the field.',
        'Hover and keyboard focus come from CSS (`data-native`).',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NativeSearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab in and type: Enter submits the text, Escape clears it and keeps the focus. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.tab();
    await expect(search).toHaveFocus();
    await userEvent.keyboard('acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('acme');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('acme');
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(search).toHaveFocus();
  },
};

/** The clear button empties the field, returns the focus to it, and goes away. */
export const WithValue: Story = {
  args: { defaultValue: 'Acme' },
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    // The clear button is never a Tab stop.
    await userEvent.keyboard('x');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).not.toHaveFocus();
  },
};

/** On an empty field Escape is not the field's: the dialog or popover holding it closes. */
export const EscapeWhenEmpty: Story = {
  render: (args) => {
    const [closes, setCloses] = useState(0);
    return (
      <fieldset
        aria-label="Filter panel"
        className={storyColumn}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setCloses((count) => count + 1);
        }}
      >
        <NativeSearchField {...args} />
        <p>Escapes that reached the container: {closes}</p>
      </fieldset>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'ac');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Escapes that reached the container: 0')).toBeVisible();
    await expect(args.onClear).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Escapes that reached the container: 1')).toBeVisible();
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** A controlled field shows what its owner holds, as a list's filter keeps it in the URL. */
export const Controlled: Story = {
  render: (args) => {
    const [query, setQuery] = useState('brand');
    return (
      <div className={storyColumn}>
        <NativeSearchField {...args} value={query} onChange={setQuery} />
        <p>Filtering by: {query === '' ? 'nothing' : query}</p>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveValue('brand');
    await userEvent.type(search, ' deal');
    await expect(canvas.getByText('Filtering by: brand deal')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByText('Filtering by: nothing')).toBeVisible();
  },
};

/** A visible label, as a list's filter bar shows it. */
export const WithLabel: Story = {
  args: { label: 'Search threads', isLabelHidden: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search threads')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search threads' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'acme' },
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(search).not.toHaveFocus();
  },
};

const STATES = [
  { name: 'Empty', props: {} },
  { name: 'Filled', props: { defaultValue: 'Acme' } },
  { name: 'Disabled', props: { isDisabled: true, defaultValue: 'Acme' } },
] as const;

/** Every size and state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'xl' })}>
      {variantOptions(fieldBox, 'size').map((size) => (
        <div key={size} className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
          {STATES.map((state) => (
            <NativeSearchField
              key={state.name}
              {...args}
              {...state.props}
              isLabelHidden={false}
              size={size}
              label={`${state.name} ${size}`}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};
