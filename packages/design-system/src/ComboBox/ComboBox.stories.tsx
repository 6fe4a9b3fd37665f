import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { fieldBox } from '../Field/Field.css.ts';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { ComboBox } from './ComboBox.tsx';
import { BRANDS, type Brand } from './storyData.tsx';

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox<Brand>,
  tags: ['autodocs'],
  args: {
    label: 'Brand',
    placeholder: 'Type a brand name',
    items: BRANDS,
    onChange: fn(),
    onInputChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(fieldBox, 'size') },
    items: { control: false },
    children: { control: false },
  },
  parameters: {
    guidance: {
      whenToUse:
        "Use `ComboBox` for a form field whose value is one of many options the user finds by typing: a brand among hundreds, a user from a server search. It filters as the user types, shows at most 10 results with a note when more matched, and reports the chosen item's `id`.",
      alternatives: [
        { use: 'Select', when: 'A short list of options users scan rather than search.' },
        {
          use: 'LazyComboBox',
          when: "The field shows at once but few people use it (a side pane's 'Add a follower'): its React Aria code loads on first use.",
        },
        { use: 'RadioGroup', when: 'Two to five options that should all be visible.' },
        {
          use: 'GlobalSearch',
          when: 'The app-wide search in the header, which navigates rather than sets a value.',
        },
        {
          use: 'SearchField',
          when: 'Filtering a list or table on the page, with no value to choose.',
        },
      ],
      do: [
        'Give every item an `id` (the value reported by `onChange`) and a `label` or `name`, or say how to read its text with `getItemText`.',
        'For a server search, pass the latest results as `items`, set `filter={false}`, drive the query from `onInputChange`, and show `isLoading` while it answers.',
        'Use `shouldClearOnSelect` for pickers that add each choice elsewhere (tags, followers): the field empties after each choice.',
        'Render richer options with `children`, a function returning a `ComboBoxItem` with a `description` or an `icon`, and give it `textValue` when the label is not plain text.',
        "Use `isRequired` with an `errorMessage` in words ('Choose the brand of this campaign.').",
      ],
      dont: [
        "Don't raise `limit` to show hundreds of options; typing narrows the list, and the note says how many matched.",
        "Don't filter on the client what the server already matched: set `filter={false}` for server results.",
        "Don't use it for free text; a typed text that matches no option is dropped on blur unless `allowsCustomValue` is set.",
        "Don't leave out `label`; use `isLabelHidden` where the context names the field.",
      ],
      anatomy: [
        {
          part: 'Label',
          description: 'The `label` above the field, with a required marker when `isRequired`.',
        },
        {
          part: 'Input',
          description:
            'The text field (28, 32 or 40 px high, `size`), with a spinner while `isLoading`.',
        },
        {
          part: 'Button',
          description:
            'The chevron, which opens the list with the first results whatever the text.',
        },
        {
          part: 'List',
          description:
            "Up to `limit` options, each with a check on the chosen one; 'No results' or the loading text when empty.",
        },
        {
          part: 'Note',
          description:
            'Under the list when more matched than are shown, saying to type to narrow it.',
        },
        {
          part: 'Description and error',
          description: 'Help text and, while invalid, the error in words under the field.',
        },
      ],
      accessibility: [
        "The input is a `combobox` named by its label; the chevron is a button named 'Show suggestions' followed by the label.",
        'Typing opens the list; the Up and Down arrows move through the options (announced through `aria-activedescendant`), Enter chooses one, and Escape closes the list or restores the chosen value.',
        'The description and the error are linked to the input, and it gets `aria-invalid` while invalid.',
        "The loading spinner is named by `loadingText`, and an empty list says 'No results' or the loading text in words.",
        '`isReadOnly` keeps the value focusable and readable without opening the list; `isDisabled` takes it out of the tab order.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof ComboBox<Brand>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's width, as a decorator rather than a render so "Show code" shows only the ComboBox. */
const inColumn: Decorator = (Story) => (
  <div className={storyColumn}>
    <Story />
  </div>
);

/**
 * Typing filters the list (any part of the name, any case, any accent); arrows move, Enter
 * picks, and the input shows the chosen name.
 */
export const Default: Story = {
  decorators: [inColumn],
  play: async ({ canvas, userEvent, args }) => {
    const brand = canvas.getByRole('combobox', { name: 'Brand' });
    await userEvent.click(brand);
    await userEvent.keyboard('OR');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Acme Corp',
      'Cascade Outdoor',
      'Fjord VPN',
      'Harbor Insurance',
      'Indigo Razors',
      'Orchard Snacks',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(brand).toHaveValue('Cascade Outdoor');
    await expect(args.onChange).toHaveBeenCalledWith(5);
    await expect(brand).toHaveFocus();
  },
};

/**
 * At most 10 results show at once (spec §9): opened with the button it lists the first 10 of 30,
 * and a note says to type to narrow the list.
 */
export const ResultLimit: Story = {
  decorators: [inColumn],
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    await screen.findByRole('listbox');
    await expect(screen.getAllByRole('option')).toHaveLength(10);
    await expect(screen.getAllByRole('option')[9]).toHaveTextContent('Fjord VPN');
    await expect(screen.getByText('Showing 10 of 30. Type to narrow the list.')).toBeVisible();
  },
};

/** Once the matches fit under the limit, they all show and the note goes. */
export const UnderTheLimit: Story = {
  decorators: [inColumn],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brand' }));
    await userEvent.keyboard('a');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
    await expect(screen.getByText(/Showing 10 of \d+\./)).toBeVisible();
    await userEvent.keyboard('cm');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await expect(screen.getByRole('option', { name: 'Acme Corp' })).toBeVisible();
    await expect(screen.queryByText(/Type to narrow/)).not.toBeInTheDocument();
  },
};

/** `limit` changes how many show. */
export const CustomLimit: Story = {
  decorators: [inColumn],
  args: { limit: 3 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brand' }));
    await userEvent.keyboard('e');
    await screen.findByRole('listbox');
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Acme Corp',
      'Aether Audio',
      'Bloom Skincare',
    ]);
    await expect(screen.getByText(/Showing 3 of \d+\./)).toBeInTheDocument();
  },
};

/** A chosen value stays chosen when the text is edited and abandoned; Escape restores it. */
export const KeepsChoice: Story = {
  decorators: [inColumn],
  args: { defaultValue: 11 },
  play: async ({ canvas, userEvent, args }) => {
    const brand = canvas.getByRole('combobox', { name: 'Brand' });
    await expect(brand).toHaveValue('Granite Fitness');
    await userEvent.click(brand);
    await userEvent.keyboard('{Backspace>7/}zzz');
    await screen.findByText('No results');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(brand).toHaveValue('Granite Fitness'));
    await userEvent.tab();
    await expect(brand).toHaveValue('Granite Fitness');
    await expect(args.onChange).not.toHaveBeenCalledWith(null);
  },
};

/**
 * `shouldClearOnSelect`: a picker that adds each choice elsewhere (tags, followers). Each choice
 * is reported, then the input empties and the list closes; nothing stays chosen, so the same
 * brand can be found and chosen again.
 */
export const ClearsOnSelect: Story = {
  decorators: [inColumn],
  args: { label: 'Add a brand', shouldClearOnSelect: true },
  play: async ({ canvas, userEvent, args }) => {
    const brand = canvas.getByRole('combobox', { name: 'Add a brand' });
    await userEvent.click(brand);
    await userEvent.keyboard('fab');
    await screen.findByRole('option', { name: 'Fable Books' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(9);
    await expect(brand).toHaveValue('');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(brand).toHaveFocus();

    await userEvent.keyboard('fable');
    await userEvent.click(await screen.findByRole('option', { name: 'Fable Books' }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
    await expect(brand).toHaveValue('');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    // Text typed and left is dropped, and no choice is reported.
    await userEvent.keyboard('fjord');
    await userEvent.tab();
    await expect(brand).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Nothing matches: the list says so. */
export const NoResults: Story = {
  decorators: [inColumn],
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brand' }));
    await userEvent.keyboard('zzz');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent(/^No results$/));
    await expect(screen.queryByRole('option', { name: /Acme/ })).not.toBeInTheDocument();
  },
};

/** Submitting without a choice shows the error; choosing clears it. */
export const Required: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, ComboBox, Inline, Stack } from '@airtime/design-system';

<Stack as="form" onSubmit={createCampaign}>
  <ComboBox
    label="Brand"
    placeholder="Type a brand name"
    items={brands}
    isRequired
    errorMessage="Choose the brand of this campaign."
    onChange={setBrandId}
  />
  <Inline>
    <Button type="submit" variant="primary">
      Create campaign
    </Button>
  </Inline>
</Stack>`,
      },
    },
  },
  args: { isRequired: true, errorMessage: 'Choose the brand of this campaign.' },
  render: (args) => (
    <Form className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
      <ComboBox {...args} />
      <div>
        <Button type="submit" variant="primary">
          Create campaign
        </Button>
      </div>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create campaign' }));
    const brand = canvas.getByRole('combobox', { name: 'Brand' });
    await expect(brand).toHaveFocus();
    await expect(canvas.getByText('Choose the brand of this campaign.')).toBeVisible();
    await userEvent.keyboard('fable');
    await userEvent.click(await screen.findByRole('option', { name: 'Fable Books' }));
    await expect(brand).toHaveValue('Fable Books');
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.queryByText('Choose the brand of this campaign.')).not.toBeInTheDocument(),
    );
  },
};

export const Invalid: Story = {
  decorators: [inColumn],
  args: {
    defaultValue: 18,
    isInvalid: true,
    errorMessage: 'Meridian Bank has no active contract.',
  },
  play: async ({ canvas }) => {
    const brand = canvas.getByRole('combobox', { name: 'Brand' });
    await expect(brand).toHaveValue('Meridian Bank');
    await expect(brand).toHaveAttribute('aria-invalid', 'true');
    await expect(brand).toHaveAccessibleDescription('Meridian Bank has no active contract.');
  },
};

export const Disabled: Story = {
  decorators: [inColumn],
  args: { isDisabled: true, defaultValue: 1 },
  play: async ({ canvas, userEvent }) => {
    const brand = canvas.getByRole('combobox', { name: 'Brand' });
    await expect(brand).toBeDisabled();
    await userEvent.tab();
    await expect(brand).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  decorators: [inColumn],
  args: { isReadOnly: true, defaultValue: 1 },
  play: async ({ canvas, userEvent }) => {
    const brand = canvas.getByRole('combobox', { name: 'Brand' });
    await userEvent.tab();
    await expect(brand).toHaveFocus();
    await userEvent.keyboard('x{ArrowDown}');
    await expect(brand).toHaveValue('Acme Corp');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Long names are cut with an ellipsis in the list; the input scrolls. */
export const LongText: Story = {
  decorators: [inColumn],
  parameters: { screenshot: { target: 'page' } },
  args: {
    label: 'Channel',
    items: [
      {
        id: 1,
        name: 'Acme Consumer Products International — Official YouTube Channel (North America)',
      },
      { id: 2, name: 'Acme Consumer Products International — Podcasts and Audio Network (Europe)' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(2);
    const popover = options[0]?.closest('[data-trigger="ComboBox"]') as HTMLElement;
    await expect(popover.getBoundingClientRect().width).toBeLessThanOrEqual(480);
  },
};

const STATES = [
  { name: 'Empty', props: {} },
  { name: 'Chosen', props: { defaultValue: 1 } },
  { name: 'Loading', props: { isLoading: true, defaultInputValue: 'ac' } },
  { name: 'Required', props: { isRequired: true, description: 'The brand that pays.' } },
  { name: 'Invalid', props: { isInvalid: true, errorMessage: 'Choose a brand.' } },
  { name: 'Read-only', props: { isReadOnly: true, defaultValue: 1 } },
  { name: 'Disabled', props: { isDisabled: true, defaultValue: 1 } },
] as const;

/** Every size and state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { ComboBox } from '@airtime/design-system';

// size: 'sm' (28 px), 'md' (32 px, the default) or 'lg' (40 px)
<ComboBox
  label="Brand"
  size="sm"
  items={brands}
  defaultValue={1}
  isRequired
  description="The brand that pays."
/>`,
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'xl' })}>
      {variantOptions(fieldBox, 'size').map((size) => (
        <div key={size} className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
          {STATES.map((state) => (
            <ComboBox
              key={state.name}
              {...args}
              {...state.props}
              size={size}
              label={`${state.name} ${size}`}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};
