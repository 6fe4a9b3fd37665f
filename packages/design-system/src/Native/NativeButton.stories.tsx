import type { Meta, StoryObj } from '@storybook/react-vite';
import { X } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { NativeButton } from './NativeButton.tsx';

const meta = {
  title: 'Components/Native/NativeButton',
  component: NativeButton,
  tags: ['autodocs'],
  args: { children: 'Sign in', onClick: fn() },
} satisfies Meta<typeof NativeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click, Enter and Space press it, as Button. */
export const Default: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** Every look, as Button has them. */
export const Variants: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}>
      <NativeButton {...args} variant="primary">
        Primary
      </NativeButton>
      <NativeButton {...args} variant="secondary">
        Secondary
      </NativeButton>
      <NativeButton {...args} variant="ghost">
        Ghost
      </NativeButton>
      <NativeButton {...args} variant="critical">
        Critical
      </NativeButton>
      <NativeButton {...args} variant="ghost" iconOnly aria-label="Dismiss">
        <X />
      </NativeButton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

/** Pending: a spinner says what is happening, in the button's name too; presses do nothing. */
export const Pending: Story = {
  args: { variant: 'primary', isPending: true, pendingLabel: 'Signing in' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign in Signing in' });
    await expect(canvas.getByRole('progressbar', { name: 'Signing in' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled: it cannot be pressed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};
