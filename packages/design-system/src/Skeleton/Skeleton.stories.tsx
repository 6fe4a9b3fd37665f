import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { skeleton } from './Skeleton.css.ts';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  // A skeleton has no width of its own: it fills its column, here 360 px.
  args: { shape: 'text', style: { width: 360 } },
  argTypes: {
    shape: { control: 'inline-radio', options: variantOptions(skeleton, 'shape') },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text lines; the last is shorter. Hidden from screen readers without a label. */
export const Text: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    const root = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(root?.children).toHaveLength(3);
  },
};

/** With a label the skeleton is a status message: "Loading invoices". */
export const WithLabel: Story = {
  args: { lines: 2, label: 'Loading invoices' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading invoices');
  },
};

/** An avatar on its way. */
export const Circle: Story = {
  args: { shape: 'circle', width: 40, style: undefined },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[aria-hidden="true"] > span');
    await expect(circle?.getBoundingClientRect().width).toBe(40);
    await expect(circle?.getBoundingClientRect().height).toBe(40);
  },
};

/** A chart, an image or a card. */
export const Rect: Story = {
  args: { shape: 'rect', height: 160 },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-hidden="true"] > span');
    await expect(block?.getBoundingClientRect().height).toBe(160);
    // `width` defaults to the whole column.
    await expect(block?.getBoundingClientRect().width).toBe(
      block?.parentElement?.getBoundingClientRect().width,
    );
  },
};

/** A table loading: a header row and body rows, cells spread like columns. */
export const Table: Story = {
  args: { shape: 'table', rows: 6, columns: 5, label: 'Loading campaigns' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading campaigns');
    // The header row, then six body rows.
    await expect(status.querySelectorAll(':scope > span')).toHaveLength(7);
  },
};

/** Zero lines render nothing rather than breaking: an empty shape is a valid skeleton. */
export const Empty: Story = {
  args: { lines: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.children).toHaveLength(0);
  },
};

/** Every shape, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      <div className={sprinkles({ display: 'flex', gap: 'md', alignItems: 'center' })}>
        <Skeleton shape="circle" width={40} />
        <Skeleton lines={2} style={{ width: 400 }} />
      </div>
      <Skeleton shape="rect" width={456} height={120} />
      <Skeleton shape="table" rows={4} columns={4} style={{ width: 456 }} />
    </div>
  ),
};
