import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { NativeLink } from './NativeLink.tsx';

const meta = {
  title: 'Components/Native/NativeLink',
  component: NativeLink,
  tags: ['autodocs'],
  args: { href: '#forgot-password', children: 'Forgot password?' },
  parameters: {
    guidance: {
      whenToUse:
        "`NativeLink` is `Link`'s look on a plain `<a>`, without React Aria: use it only on pages that must load little, such as the sign-in page.",
      alternatives: [
        {
          use: 'Link',
          when: "Everywhere else: it goes through the app's router by itself inside a `RouterProvider`.",
        },
        { use: 'NativeButton', when: 'The control acts on the page instead of navigating.' },
      ],
      do: [
        "Give it the router's `href` and click handler yourself (React Router: `useHref` and `useLinkClickHandler`), since it does not use the `RouterProvider`.",
        'Use `variant="inline"` in a sentence (always underlined) and `standalone` for a link on its own line.',
        'For an external address, pass `target="_blank"` and `rel="noopener noreferrer"` and say in the text that it opens a new tab.',
      ],
      dont: [
        "Don't use it in the app's pages; use `Link`.",
        "Don't leave out `href`: without one an `<a>` is not a link and cannot be focused.",
      ],
      anatomy: [
        {
          part: 'Link',
          description:
            'An `<a>` in the accent colour, underlined inline or on hover when standalone.',
        },
      ],
      accessibility: [
        'A native link: Tab focuses it and Enter follows it; its name is its text.',
        'The focus ring shows for keyboard focus only (`:focus-visible`).',
      ],
    } satisfies Guidance,
  },
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
