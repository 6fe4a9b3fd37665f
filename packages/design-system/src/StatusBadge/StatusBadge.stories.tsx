import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { statusBadge } from './StatusBadge.css.ts';
import { StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { label: 'Approved', tone: 'positive' },
  argTypes: {
    tone: { control: 'inline-radio', options: variantOptions(statusBadge, 'tone') },
    size: { control: 'inline-radio', options: variantOptions(statusBadge, 'size') },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is plain text: what a screen reader reads is what everyone sees. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Approved')).toBeVisible();
  },
};

export const Warning: Story = {
  args: { label: 'Awaiting approval', tone: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Awaiting approval')).toBeVisible();
  },
};

export const Critical: Story = {
  args: { label: 'Overdue', tone: 'critical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Overdue')).toBeVisible();
  },
};

/** Without the dot, for dense tables where the pill alone is enough. */
export const WithoutDot: Story = {
  args: { label: 'Draft', tone: 'neutral', showDot: false, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible();
  },
};

/** A long label stays on one line and is cut with an ellipsis when its column is narrow. */
export const LongLabel: Story = {
  args: { label: 'Waiting for the brand to countersign the insertion order', tone: 'info' },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      <StatusBadge {...args} />
      {/* A narrow column, as a table cell would impose. */}
      <StatusBadge {...args} style={{ maxWidth: 160 }} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [full, narrow] = canvas.getAllByText(
      'Waiting for the brand to countersign the insertion order',
    );
    const lineHeight = Number.parseFloat(getComputedStyle(full as Element).lineHeight);
    await expect((full as Element).getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
    await expect((narrow as Element).scrollWidth).toBeGreaterThan((narrow as Element).clientWidth);
  },
};

/** Every tone and size, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {variantOptions(statusBadge, 'size').map((size) => (
        <div key={size} className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}>
          {variantOptions(statusBadge, 'tone').map((tone) => (
            <StatusBadge key={tone} tone={tone} size={size} label={tone} />
          ))}
          <StatusBadge size={size} tone="neutral" label="no dot" showDot={false} />
        </div>
      ))}
    </div>
  ),
};
