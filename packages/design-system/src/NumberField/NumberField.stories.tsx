import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { fieldBox } from '../Field/Field.css.ts';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Airings', minValue: 0, onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(fieldBox, 'size') },
  },
  render: (args) => (
    <div className={storyColumn}>
      <NumberField {...args} />
    </div>
  ),
  parameters: {
    guidance: {
      whenToUse:
        "Use `NumberField` for a number the user types or steps: a count, an amount of money, a percentage. It is React Aria's NumberField, so it parses and formats with `formatOptions`, clamps to `minValue` and `maxValue`, and steps with the arrow keys or its buttons.",
      alternatives: [
        {
          use: 'TextField',
          when: 'The value only looks like a number but is an identifier (a phone number, a postcode, an invoice number).',
        },
        { use: 'Select', when: 'The number is one of a few fixed choices.' },
      ],
      do: [
        "Set `formatOptions` for money (`{ style: 'currency', currency: 'USD' }`) and percentages (`{ style: 'percent' }`); the value you get stays a plain number.",
        'Give percentages as ratios: `0.2` shows `20%`, so set `maxValue={1}` and a `step` such as `0.05`.',
        'Set `minValue` (and `maxValue` when there is one) so typed values are clamped when the field is left.',
        'Use `hideSteppers` where stepping makes no sense, such as a rate in dollars; the arrow keys still step.',
      ],
      dont: [
        "Don't read the value from the input's text; use `onChange`, which gives a number (or `NaN` when the field is empty).",
        "Don't show units in the `label` and in `formatOptions` both; let the format add the currency or percent sign.",
        "Don't use it for values with leading zeros or no arithmetic meaning; use `TextField`.",
      ],
      anatomy: [
        {
          part: 'Label',
          description: 'Above the field, with a required marker when `isRequired`.',
        },
        {
          part: 'Input',
          description:
            'The formatted number, right where typed digits go; formatted when the field is left.',
        },
        {
          part: 'Steppers',
          description: 'Minus and plus buttons at the end of the box, unless `hideSteppers`.',
        },
        {
          part: 'Description or error',
          description: 'Help text under the field, replaced by the `errorMessage` while invalid.',
        },
      ],
      accessibility: [
        'The input is a text box named by the label; Arrow Up and Arrow Down step the value by `step`, within `minValue` and `maxValue`.',
        'The stepper buttons are named "Increase" and "Decrease" with the label, and stay out of the Tab order: the arrow keys do their work.',
        'Screen readers hear the formatted value, such as "$2,500" or "20%".',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys step the value; the plus and minus buttons do too, and stay out of the Tab order. */
export const Default: Story = {
  args: { defaultValue: 4 },
  play: async ({ canvas, userEvent, args }) => {
    const airings = canvas.getByRole('textbox', { name: 'Airings' });
    await userEvent.tab();
    await expect(airings).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(airings).toHaveValue('6');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(airings).toHaveValue('5');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Increase/ })).not.toHaveFocus();
  },
};

/** Money in whole dollars: typed digits are formatted when the field loses focus. */
export const Currency: Story = {
  args: {
    label: 'Flat rate',
    placeholder: '$0',
    formatOptions: { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
    hideSteppers: true,
  },
  play: async ({ canvas, userEvent, args }) => {
    const rate = canvas.getByRole('textbox', { name: 'Flat rate' });
    await userEvent.type(rate, '2500');
    await userEvent.tab();
    await expect(rate).toHaveValue('$2,500');
    await expect(args.onChange).toHaveBeenLastCalledWith(2500);
  },
};

/** Values outside `minValue`/`maxValue` are clamped when the field is left. */
export const Clamped: Story = {
  args: {
    label: 'Share of revenue',
    defaultValue: 0.2,
    maxValue: 1,
    step: 0.05,
    formatOptions: { style: 'percent' },
    description: 'Between 0% and 100%.',
  },
  play: async ({ canvas, userEvent }) => {
    const share = canvas.getByRole('textbox', { name: 'Share of revenue' });
    await expect(share).toHaveValue('20%');
    await userEvent.clear(share);
    await userEvent.type(share, '150');
    await userEvent.tab();
    await expect(share).toHaveValue('100%');
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'A flat deal needs at least one airing.',
    defaultValue: 0,
  },
  play: async ({ canvas }) => {
    const airings = canvas.getByRole('textbox', { name: 'Airings' });
    await expect(airings).toHaveAttribute('aria-invalid', 'true');
    await expect(airings).toHaveAccessibleDescription('A flat deal needs at least one airing.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 4 },
  play: async ({ canvas, userEvent }) => {
    const airings = canvas.getByRole('textbox', { name: 'Airings' });
    await expect(airings).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await userEvent.tab();
    await expect(airings).not.toHaveFocus();
  },
};

/** Read-only: focusable, not editable, the steppers do nothing. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 4 },
  play: async ({ canvas, userEvent, args }) => {
    const airings = canvas.getByRole('textbox', { name: 'Airings' });
    await userEvent.tab();
    await expect(airings).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(airings).toHaveValue('4');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Guaranteed impressions across every channel of the creator for the whole flight',
    defaultValue: 1250000000,
    description: 'Counted by the platform, not by the creator.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', {
        name: 'Guaranteed impressions across every channel of the creator for the whole flight',
      }),
    ).toHaveValue('1,250,000,000');
  },
};

const STATES = [
  { name: 'Empty', props: {} },
  { name: 'Filled', props: { defaultValue: 4 } },
  { name: 'No steppers', props: { defaultValue: 4, hideSteppers: true } },
  { name: 'Invalid', props: { defaultValue: 0, isInvalid: true, errorMessage: 'At least one.' } },
  { name: 'Read-only', props: { defaultValue: 4, isReadOnly: true } },
  { name: 'Disabled', props: { defaultValue: 4, isDisabled: true } },
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
            <NumberField
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
