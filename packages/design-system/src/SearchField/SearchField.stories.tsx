import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
