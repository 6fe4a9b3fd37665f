import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { fieldBox } from '../Field/Field.css.ts';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { Select } from './Select.tsx';
import { SelectItem } from './SelectItem.tsx';
import { renderStatusWithIcon, STATUSES, type Status } from './storyData.tsx';

const meta = {
  title: 'Components/Select',
  component: Select<Status>,
  tags: ['autodocs'],
  args: {
    label: 'Status',
    items: STATUSES,
    children: (status: Status) => <SelectItem>{status.name}</SelectItem>,
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(fieldBox, 'size') },
    children: { control: false },
    items: { control: false },
  },
  render: (args) => (
    <div className={storyColumn}>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select<Status>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click to open, click an option: the trigger shows it and keeps focus. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Select an item');
    await userEvent.click(trigger);
    const list = await screen.findByRole('listbox', { name: 'Status' });
    await waitFor(() => expect(list).toBeVisible());
    await userEvent.click(screen.getByRole('option', { name: 'Paused' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Paused');
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith('paused');
  },
};

/**
 * From the keyboard: Enter opens on the chosen option, arrows move, Enter picks; Escape closes
 * without a change. Focus comes back to the trigger either way.
 */
export const Keyboard: Story = {
  args: { defaultValue: 'active' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('option', { name: 'Active' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Paused');
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('paused');

    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Paused');
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Options with an icon and a second line; the trigger shows only the icon and label. */
export const Open: Story = {
  parameters: { screenshot: { target: 'page' } },
  args: {
    defaultValue: 'active',
    children: renderStatusWithIcon,
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Active');
    await expect(within(trigger).getByText('Airings are going out.')).not.toBeVisible();
    await userEvent.click(trigger);
    const active = await screen.findByRole('option', { name: 'Active Airings are going out.' });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getAllByRole('option')).toHaveLength(4);
  },
};

/** While the options load, the trigger shows a spinner and the list says so. */
export const Loading: Story = {
  parameters: { screenshot: { target: 'page' } },
  args: { items: [], isLoading: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading options' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const message = await screen.findByText('Loading options…');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** With nothing to choose, the list opens and says so rather than staying shut. */
export const Empty: Story = {
  parameters: { screenshot: { target: 'page' } },
  args: { items: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const message = await screen.findByText('No options');
    await waitFor(() => expect(message).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveFocus();
  },
};

/** Submitting without a choice shows the error under the field. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Choose a status.' },
  render: (args) => (
    <Form className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
      <Select {...args} />
      <div>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </div>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Choose a status.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(canvas.queryByText('Choose a status.')).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'ended',
    isInvalid: true,
    errorMessage: 'An ended campaign cannot take new offers.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('An ended campaign cannot take new offers.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Ended');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'active' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Options can be disabled one by one; arrow keys skip them. */
export const DisabledOption: Story = {
  args: { disabledKeys: ['paused'], defaultValue: 'active' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await expect(await screen.findByRole('option', { name: 'Paused' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Ended' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** A long choice is cut with an ellipsis in the trigger; the list shows it whole width. */
export const LongText: Story = {
  args: {
    label: 'Insertion order',
    items: [
      {
        id: 'io-1',
        name: 'IO-2024-0113 · Acme Consumer Products · Spring launch, YouTube mid-rolls',
      },
      { id: 'io-2', name: 'IO-2024-0114 · Acme Consumer Products · Summer podcast reads' },
    ],
    defaultValue: 'io-1',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Insertion order/ });
    const value = within(trigger).getByText(/IO-2024-0113/);
    await expect(value.scrollWidth).toBeGreaterThan(value.clientWidth);
    await expect(trigger.getBoundingClientRect().height).toBe(32);
  },
};

const STATES = [
  { name: 'Empty', props: {} },
  { name: 'Chosen', props: { defaultValue: 'active' } },
  { name: 'Loading', props: { isLoading: true } },
  { name: 'Required', props: { isRequired: true, description: 'Shown to the brand.' } },
  { name: 'Invalid', props: { isInvalid: true, errorMessage: 'Choose a status.' } },
  { name: 'Disabled', props: { isDisabled: true, defaultValue: 'active' } },
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
            <Select
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
