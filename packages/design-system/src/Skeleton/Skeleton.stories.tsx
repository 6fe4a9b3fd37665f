import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        'Use `Skeleton` while content loads for the first time, in the shape of what is coming: `text` lines, a `circle` for an avatar, a `rect` for a chart or card, `table` rows for a list.',
      alternatives: [
        {
          use: 'Spinner',
          when: 'There is no shape to show, or the wait is for an action rather than content.',
        },
        {
          use: 'LoadingOverlay',
          when: 'Content is already on screen and is being refreshed: dim it rather than replace it.',
        },
        {
          use: 'Table with `isLoading`',
          when: 'A `Table` is loading: it shows its own skeleton rows under its real header.',
        },
      ],
      do: [
        'Match the shape and size of what will appear (as many `lines`, `rows` and `columns`, the same `height`), so the page does not jump when it arrives.',
        'Give one skeleton per loading region a `label` ("Loading invoices"), which makes it a status message screen readers announce.',
        'Set the width through its container or `style`; a `text` or `table` skeleton fills its column.',
        'Pass `width` as a number of px or any CSS length for a `rect` or a `circle`.',
      ],
      dont: [
        "Don't leave every skeleton unlabelled without saying elsewhere that the region is loading (`aria-busy` on it, or a labelled `Spinner`).",
        "Don't label several skeletons of the same region; screen readers would announce each one.",
        "Don't keep a skeleton up after a load fails; show an `ErrorState` instead.",
      ],
      anatomy: [
        { part: 'Container', description: 'A `<div>` that fills its column.' },
        {
          part: 'Blocks',
          description:
            'Pulsing neutral shapes: lines with a shorter last one, a circle, a block, or a header row over body rows of cells.',
        },
        { part: 'Label', description: 'Optional visually hidden text naming what is loading.' },
      ],
      accessibility: [
        'Without a `label` the whole skeleton is `aria-hidden`, so screen readers skip it.',
        'With a `label` it is a `role="status"` region holding the label as visually hidden text, announced politely.',
        'The pulse stops under `prefers-reduced-motion`.',
      ],
    } satisfies Guidance,
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
