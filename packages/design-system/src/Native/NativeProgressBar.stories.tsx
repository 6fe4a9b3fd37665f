import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { NativeProgressBar } from './NativeProgressBar.tsx';

const meta = {
  title: 'Components/Native/NativeProgressBar',
  component: NativeProgressBar,
  tags: ['autodocs'],
  args: { label: 'Loading page', placement: 'inline' },
  // An inline bar is as wide as its container.
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: {
      whenToUse:
        '`NativeProgressBar` is `ProgressBar`\'s `navigation` look (the thin accent bar while a page loads) on a plain `role="progressbar"` element, without React Aria: for code every page loads at once, such as the app\'s navigation progress.',
      alternatives: [
        {
          use: 'ProgressBar',
          when: 'Anywhere that loads React Aria anyway, and for a labelled bar with its value.',
        },
        { use: 'Spinner', when: 'Work of unknown length in a small place.' },
      ],
      do: [
        'Render it only while the page loads, with a `label` such as "Loading page".',
        'Leave `value` out for an indeterminate bar, or pass the percent done (0 to 100; it is clamped).',
        'Keep the default `placement="top"` for the navigation bar; `inline` fills its container.',
      ],
      dont: [
        "Don't use it for a labelled progress bar with a visible value; use `ProgressBar`.",
        "Don't show more than one at the top of the window.",
      ],
      anatomy: [
        {
          part: 'Track',
          description:
            'A thin full-width rail, pinned to the top of the window with `placement="top"`.',
        },
        {
          part: 'Indicator',
          description: 'The filled part, or a moving segment without a `value`.',
        },
      ],
      accessibility: [
        '`role="progressbar"` named by `label`, with `aria-valuenow` and `aria-valuetext` ("60%") when it has a value.',
        'It shows no text and takes no focus.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NativeProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Indeterminate: named for screen readers, with no value, its label not shown. */
export const Indeterminate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText('Loading page')).not.toBeInTheDocument();
  },
};

/** With a value: the indicator covers that share of the track, and the value is announced. */
export const WithValue: Story = {
  args: { value: 60 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveAttribute('aria-valuetext', '60%');
    const indicator = bar.firstElementChild?.firstElementChild as HTMLElement;
    const track = bar.firstElementChild as HTMLElement;
    await expect(track.getBoundingClientRect().width).toBe(360);
    await expect(indicator.getBoundingClientRect().width).toBeCloseTo(
      track.getBoundingClientRect().width * 0.6,
      0,
    );
  },
};

/** Out-of-range values are held to 0–100. */
export const Clamped: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** At the top of the window, across it, as the app shows it while a page loads. */
export const AtTop: Story = {
  args: { placement: 'top' },
  // Pinned to the top of its window: in its own frame on the docs page, not over the page.
  parameters: { docs: { story: { inline: false, height: '120px' } } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(bar.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};
