import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NativeCheckbox } from './NativeCheckbox.tsx';

const meta = {
  title: 'Components/Native/NativeCheckbox',
  component: NativeCheckbox,
  tags: ['autodocs'],
  args: { children: 'Keep me signed in', onChange: fn() },
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
