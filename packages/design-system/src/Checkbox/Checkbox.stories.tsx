import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { checkbox } from './Checkbox.css.ts';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Email me a weekly summary', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(checkbox, 'size') },
  },
  render: (args) => (
    <div className={storyColumn}>
      <Checkbox {...args} />
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label toggles the box; so does Space once focused from the keyboard. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const summary = canvas.getByRole('checkbox', { name: 'Email me a weekly summary' });
    await userEvent.click(canvas.getByText('Email me a weekly summary'));
    await expect(summary).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(summary).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Email me a weekly summary' })).toBeChecked();
  },
};

/** "Some of them": e.g. a select-all box when some rows are selected. */
export const Indeterminate: Story = {
  args: { children: 'Select all creators', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all creators' }),
    ).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Airings, approvals and payments of the last seven days.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Email me a weekly summary' }),
    ).toHaveAccessibleDescription('Airings, approvals and payments of the last seven days.');
  },
};

/** A required checkbox in a form: submitting it unchecked shows the error under the label. */
export const Required: Story = {
  args: {
    children: 'I accept the terms of service',
    isRequired: true,
    errorMessage: 'Accept the terms to continue.',
  },
  render: (args) => (
    <Form className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
      <Checkbox {...args} />
      <div>
        <Button type="submit" variant="primary">
          Continue
        </Button>
      </div>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    const terms = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Accept the terms to continue.')).toBeVisible();
    await expect(terms).toHaveAccessibleDescription('Accept the terms to continue.');
    await userEvent.click(terms);
    await expect(terms).toBeChecked();
    await expect(canvas.queryByText('Accept the terms to continue.')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This brand has no billing contact yet.' },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('checkbox', { name: 'Email me a weekly summary' });
    await expect(summary).toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toHaveAccessibleDescription('This brand has no billing contact yet.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    const summary = canvas.getByRole('checkbox', { name: 'Email me a weekly summary' });
    await expect(summary).toBeDisabled();
    await userEvent.click(canvas.getByText('Email me a weekly summary'));
    await expect(summary).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only: focusable and announced, but pressing it changes nothing. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    const summary = canvas.getByRole('checkbox', { name: 'Email me a weekly summary' });
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(summary).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** In a table row: the label names the box for screen readers only. */
export const HiddenLabel: Story = {
  args: { children: 'Select Acme Corp', isLabelHidden: true, size: 'sm' },
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('checkbox', { name: 'Select Acme Corp' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(row).toBeChecked();
  },
};

/** Long labels wrap beside the box, which stays on the first line. */
export const LongText: Story = {
  args: {
    children:
      'Notify the brand manager, the agency producer and every creator of the campaign whenever an airing is rejected',
    description: 'They can change this in their own settings.',
  },
  play: async ({ canvas }) => {
    const label = canvas.getByText(/Notify the brand manager/);
    const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
  },
};

const STATES = [
  { name: 'Unchecked', props: {} },
  { name: 'Checked', props: { defaultSelected: true } },
  { name: 'Indeterminate', props: { isIndeterminate: true } },
  { name: 'Described', props: { description: 'Sent on Mondays.' } },
  { name: 'Invalid', props: { isInvalid: true, errorMessage: 'Required.' } },
  { name: 'Invalid, checked', props: { isInvalid: true, defaultSelected: true } },
  { name: 'Read-only', props: { isReadOnly: true, defaultSelected: true } },
  { name: 'Disabled', props: { isDisabled: true } },
  { name: 'Disabled, checked', props: { isDisabled: true, defaultSelected: true } },
] as const;

/** Every size and state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'xl' })}>
      {variantOptions(checkbox, 'size').map((size) => (
        <div key={size} className={sprinkles({ display: 'grid', gap: 'sm' })}>
          {STATES.map((state) => (
            <Checkbox key={state.name} {...args} {...state.props} size={size}>
              {`${state.name} ${size}`}
            </Checkbox>
          ))}
        </div>
      ))}
    </div>
  ),
};
