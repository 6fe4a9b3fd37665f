import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { fieldBox } from '../Field/Field.css.ts';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    label: 'Search',
    isLabelHidden: true,
    placeholder: 'Search brands and creators',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(fieldBox, 'size') },
  },
  render: (args) => (
    <div className={storyColumn}>
      <SearchField {...args} />
    </div>
  ),
  parameters: {
    guidance: {
      whenToUse:
        "Use `SearchField` for a query that searches or filters a list: a magnifier at the start, a clear button once there is text, Enter to submit and Escape to clear. It wraps React Aria's SearchField.",
      alternatives: [
        {
          use: 'GlobalSearch',
          when: "The header's search across the whole app, with its results list.",
        },
        { use: 'ComboBox', when: 'The user picks one option from suggestions as they type.' },
        { use: 'TextField', when: 'The text is a value to save rather than a query.' },
      ],
      do: [
        'Always pass a `label` ("Search creators"); hide it with `isLabelHidden` when the placeholder and position make the purpose plain.',
        'Filter as the user types with `onChange`, or run the search on Enter with `onSubmit`.',
        'Set `isLoading` while results load: a spinner named by `loadingLabel` ("Searching") replaces the magnifier.',
        'Reset the results in `onClear`, which runs on Escape and on the clear button.',
      ],
      dont: [
        "Don't rely on the placeholder alone to name the field; the `label` is its accessible name.",
        "Don't add your own clear button; it appears by itself once there is text.",
        "Don't use it for a value the form saves; use `TextField`.",
      ],
      anatomy: [
        { part: 'Label', description: 'Above the field, or visually hidden with `isLabelHidden`.' },
        {
          part: 'Magnifier or spinner',
          description: 'A search icon at the start, or a small spinner while `isLoading`.',
        },
        { part: 'Input', description: 'The query; long queries scroll inside the box.' },
        {
          part: 'Clear button',
          description: 'An × at the end, shown while there is text and the field is editable.',
        },
      ],
      accessibility: [
        'The input has the `searchbox` role and is named by the label.',
        'Enter calls `onSubmit` with the text; Escape clears it and calls `onClear`, keeping focus in the field.',
        'The clear button is named "Clear search"; pressing it empties the field and returns focus to it.',
        'While loading, screen readers find a progress bar named by `loadingLabel`.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter submits the text; Escape clears it. The hidden label still names the field. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.tab();
    await expect(search).toHaveFocus();
    await userEvent.keyboard('acme');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('acme');
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(search).toHaveFocus();
  },
};

/** The clear button shows once there is text; it empties the field and leaves focus in it. */
export const WithValue: Story = {
  args: { defaultValue: 'Acme' },
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

/** A visible label and help text, as in a filter panel. */
export const WithLabel: Story = {
  args: {
    label: 'Find a creator',
    isLabelHidden: false,
    description: 'Matches names, handles and channel titles.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('searchbox', { name: 'Find a creator' }),
    ).toHaveAccessibleDescription('Matches names, handles and channel titles.');
  },
};

/** While results load, a spinner replaces the magnifier and says so to screen readers. */
export const Loading: Story = {
  args: { defaultValue: 'acme', isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Searching' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('acme');
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

/** Long queries scroll inside the box; the clear button stays in reach. */
export const LongText: Story = {
  args: {
    defaultValue: 'Acme Consumer Products International Holdings sponsorship spring campaign 2024',
  },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search.scrollWidth).toBeGreaterThan(search.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

const STATES = [
  { name: 'Empty', props: {} },
  { name: 'Filled', props: { defaultValue: 'Acme' } },
  { name: 'Loading', props: { defaultValue: 'Acme', isLoading: true } },
  { name: 'Invalid', props: { isInvalid: true, errorMessage: 'Type at least two letters.' } },
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
            <SearchField
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
