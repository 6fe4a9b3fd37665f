import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { switchButton } from './Switch.css.ts';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Browser notifications', onChange: fn() },
  argTypes: {
    labelPosition: {
      control: 'inline-radio',
      options: variantOptions(switchButton, 'labelPosition'),
    },
  },
  render: (args) => (
    <div className={storyColumn}>
      <Switch {...args} />
    </div>
  ),
  parameters: {
    guidance: {
      whenToUse:
        "Use `Switch` for an on/off setting that takes effect at once, such as notifications or a feature for the account. It wraps React Aria's switch; its `children` are the label.",
      alternatives: [
        {
          use: 'Checkbox',
          when: 'The choice waits for a form to be submitted, or is one of several options the user ticks.',
        },
        {
          use: 'RadioGroup',
          when: 'There are more than two states, or the two states need their own names.',
        },
      ],
      do: [
        'Save the change in `onChange` as soon as it flips, and revert it with an error message if the save fails.',
        'Write the label as the setting that is on when the switch is on ("Browser notifications"), not as an action.',
        'Use `labelPosition="start"` in settings lists, so labels line up and switches sit at the end of the row.',
        'Explain the effect in `description` when the label alone is not enough.',
      ],
      dont: [
        "Don't use a switch inside a form that has a Save button; use `Checkbox`.",
        'Don\'t change the label\'s text with the state ("On"/"Off"); the switch already says whether it is on.',
        "Don't leave `children` empty: the label names the switch; hide it with `isLabelHidden` if the row already shows it.",
      ],
      anatomy: [
        {
          part: 'Track and thumb',
          description:
            'The switch itself, in the accent colour when on; hidden from screen readers, which hear the state.',
        },
        {
          part: 'Label',
          description:
            'The `children`, after the switch or before it (`labelPosition`); clicking it toggles the switch.',
        },
        {
          part: 'Description or error',
          description: 'Optional help text under the label, or the `errorMessage` while invalid.',
        },
      ],
      accessibility: [
        'Exposes `role="switch"` with its checked state, named by the label; Tab focuses it and Space toggles it.',
        'The description and the error are linked to the switch, so screen readers read them after its name.',
        '`isDisabled` takes it out of the Tab order; `isReadOnly` keeps it focusable without letting it change.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label flips it; Space does too once focused from the keyboard. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const notifications = canvas.getByRole('switch', { name: 'Browser notifications' });
    await userEvent.click(canvas.getByText('Browser notifications'));
    await expect(notifications).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(notifications).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(notifications).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** A settings row: the label first, the switch at the far end. */
export const LabelStart: Story = {
  args: {
    labelPosition: 'start',
    defaultSelected: true,
    description: 'Tell me when a creator uploads a draft.',
  },
  play: async ({ canvas }) => {
    const notifications = canvas.getByRole('switch', { name: 'Browser notifications' });
    await expect(notifications).toBeChecked();
    await expect(notifications).toHaveAccessibleDescription(
      'Tell me when a creator uploads a draft.',
    );
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Your browser blocks notifications for this site.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Browser notifications' }),
    ).toHaveAccessibleDescription('Your browser blocks notifications for this site.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    const notifications = canvas.getByRole('switch', { name: 'Browser notifications' });
    await expect(notifications).toBeDisabled();
    await userEvent.click(canvas.getByText('Browser notifications'));
    await expect(notifications).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    const notifications = canvas.getByRole('switch', { name: 'Browser notifications' });
    await userEvent.tab();
    await expect(notifications).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(notifications).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Only the screen reader hears the label, e.g. in a table cell under a column header. */
export const HiddenLabel: Story = {
  args: { children: 'Active', isLabelHidden: true },
  play: async ({ canvas, userEvent }) => {
    const active = canvas.getByRole('switch', { name: 'Active' });
    await userEvent.click(active);
    await expect(active).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    labelPosition: 'start',
    children:
      'Automatically approve airings from creators who have been approved three times in a row',
  },
  play: async ({ canvas }) => {
    const label = canvas.getByText(/Automatically approve/);
    const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
  },
};

const STATES = [
  { name: 'Off', props: {} },
  { name: 'On', props: { defaultSelected: true } },
  { name: 'Described', props: { description: 'Applies at once.' } },
  { name: 'Invalid', props: { isInvalid: true, errorMessage: 'Blocked by the browser.' } },
  { name: 'Read-only', props: { isReadOnly: true, defaultSelected: true } },
  { name: 'Disabled', props: { isDisabled: true } },
  { name: 'Disabled, on', props: { isDisabled: true, defaultSelected: true } },
] as const;

/** Both label positions and every state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'xl' })}>
      {variantOptions(switchButton, 'labelPosition').map((labelPosition) => (
        <div
          key={labelPosition}
          className={`${sprinkles({ display: 'grid', gap: 'sm' })} ${storyColumn}`}
        >
          {STATES.map((state) => (
            <Switch key={state.name} {...args} {...state.props} labelPosition={labelPosition}>
              {`${state.name}, label ${labelPosition}`}
            </Switch>
          ))}
        </div>
      ))}
    </div>
  ),
};
