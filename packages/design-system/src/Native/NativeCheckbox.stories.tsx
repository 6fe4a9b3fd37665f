import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { NativeCheckbox } from './NativeCheckbox.tsx';

const meta = {
  title: 'Components/Native/NativeCheckbox',
  component: NativeCheckbox,
  tags: ['autodocs'],
  args: { children: 'Keep me signed in', onChange: fn() },
  parameters: {
    guidance: {
      whenToUse:
        '`NativeCheckbox` is `Checkbox`\'s look on a plain `<input type="checkbox">` inside its `<label>`, without React Aria: use it only on pages that must load little, such as "Keep me signed in" on the sign-in page.',
      alternatives: [
        {
          use: 'Checkbox',
          when: 'Everywhere else, including groups of checkboxes, validation and indeterminate states.',
        },
        { use: 'Switch', when: 'The setting applies at once.' },
      ],
      do: [
        'Write the label as `children`; clicking it toggles the box.',
        'Give it a `name` when a plain form submits it.',
        'Control it with `isSelected` and `onChange`, or start it with `defaultSelected`.',
      ],
      dont: [
        "Don't use it in the app's pages; use `Checkbox`.",
        "Don't expect description, error or indeterminate props; it has none.",
      ],
      anatomy: [
        {
          part: 'Box',
          description:
            'A square with a check when selected; the real input is visually hidden behind it.',
        },
        { part: 'Label', description: 'The `children`, beside the box.' },
      ],
      accessibility: [
        'A native checkbox named by its label: Tab focuses it and Space toggles it.',
        '`isDisabled` sets `disabled`, which takes it out of the Tab order.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NativeCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label and pressing Space toggle it; each change is reported. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep me signed in' });
    await userEvent.click(canvas.getByText('Keep me signed in'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Checked at first. */
export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Keep me signed in' })).toBeChecked();
  },
};

/** Disabled: it cannot be toggled. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Keep me signed in' })).toBeDisabled();
  },
};
