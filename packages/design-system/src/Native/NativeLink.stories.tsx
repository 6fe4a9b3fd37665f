import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NativeLink } from './NativeLink.tsx';

const meta = {
  title: 'Components/Native/NativeLink',
  component: NativeLink,
  tags: ['autodocs'],
  args: { href: '#forgot-password', children: 'Forgot password?' },
} satisfies Meta<typeof NativeLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a sentence: underlined. The caller's click handler runs (a router's, in an app). */
export const Inline: Story = {
  args: {
    onClick: fn((event: { preventDefault(): void }) => event.preventDefault()),
  },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('href', '#forgot-password');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** On its own: underlined on hover; reachable with Tab. */
export const Standalone: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveFocus();
  },
};
