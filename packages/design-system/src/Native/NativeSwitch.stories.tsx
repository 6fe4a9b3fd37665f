import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { NativeSwitch } from './NativeSwitch.tsx';

const meta = {
  title: 'Components/Native/NativeSwitch',
  component: NativeSwitch,
  tags: ['autodocs'],
  args: { children: 'Internal note (agency only)', onChange: fn() },
  parameters: {
    guidance: {
      whenToUse:
        '`NativeSwitch` is `Switch`\'s look on a plain `<input type="checkbox" role="switch">` inside its `<label>`, without React Aria: use it for a setting on a page that must load little, such as the conversation composer\'s "Internal note" or the inbox\'s "Unread only".',
      alternatives: [
        { use: 'Switch', when: 'The setting needs help text, an error or a read-only state.' },
        { use: 'NativeCheckbox', when: 'The choice waits for a form to be submitted.' },
      ],
      do: [
        'Write the label as `children`; clicking it toggles the switch.',
        'Apply the setting at once in `onChange`.',
        'Control it with `isSelected` and `onChange`, or start it with `defaultSelected`.',
      ],
      dont: [
        "Don't use it for a choice a form submits later; use a checkbox.",
        "Don't expect description or error props; it has none.",
      ],
      anatomy: [
        {
          part: 'Track and thumb',
          description: 'The thumb slides to the end and the track takes the accent colour when on.',
        },
        { part: 'Label', description: 'The `children`, beside the track (or before it, `start`).' },
      ],
      accessibility: [
        'A native checkbox with the switch role, named by its label: Tab focuses it and Space toggles it; screen readers say "on" or "off".',
        '`isDisabled` sets `disabled`, which takes it out of the Tab order.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NativeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label and pressing Space toggle it; each change is reported. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: 'Internal note (agency only)' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Internal note (agency only)'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** On at first. */
export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

/** Reached with Tab: the track shows the focus ring. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch')).toHaveFocus();
  },
};

/** The label first, the switch at the far end of the row, as in a settings list. */
export const LabelAtStart: Story = {
  args: { labelPosition: 'start', children: 'Unread only' },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const label = canvas.getByText('Unread only');
    const control = canvas.getByRole('switch', { name: 'Unread only' });
    const track = control.parentElement?.querySelector('[aria-hidden="true"]');
    if (!track) throw new Error('The switch has no track.');
    await expect(label.getBoundingClientRect().right).toBeLessThan(
      track.getBoundingClientRect().left,
    );
  },
};

/** Disabled: it cannot be toggled or reached with Tab. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('Internal note (agency only)'));
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
