import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(bar.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};
