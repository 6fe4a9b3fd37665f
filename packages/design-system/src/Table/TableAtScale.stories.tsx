import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Table } from './Table.tsx';
import { narrowFrame } from './tableStories.css.ts';
import { campaignsTableCode } from './tableStoryCode.ts';
import { type Campaign, campaignColumns, getCampaignId, makeCampaigns } from './tableStoryData.tsx';
import { StatefulTable } from './tableStoryParts.tsx';

const MANY = makeCampaigns(10_000);
const at = (index: number) => MANY[index] as Campaign;
const last = at(MANY.length - 1);

const meta = {
  title: 'Components/Table at scale',
  component: Table<Campaign>,
  tags: ['autodocs'],
  parameters: {
    frame: 'full',
    // The stories render through a stateful wrapper and generated rows: the same table, as code.
    docs: { source: { code: campaignsTableCode({ props: ['maxHeight={480}'] }) } },
  },
  args: {
    'aria-label': 'Campaigns',
    columns: campaignColumns,
    rows: MANY,
    getRowId: getCampaignId,
    maxHeight: 480,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
  render: (args) => <StatefulTable {...args} />,
} satisfies Meta<typeof Table<Campaign>>;

export default meta;
type Story = StoryObj<typeof meta>;

const focusedRowIndex = () =>
  Number(document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex'));

/** The focused cell is inside the grid's viewport, below the sticky header. */
async function expectFocusedCellInView(grid: HTMLElement) {
  const cell = document.activeElement as HTMLElement;
  await expect(grid).toContainElement(cell);
  const view = grid.getBoundingClientRect();
  const header = (within(grid).getAllByRole('row')[0] as HTMLElement).getBoundingClientRect();
  const box = cell.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(header.bottom - 1);
  await expect(box.bottom).toBeLessThanOrEqual(view.bottom + 1);
}

/**
 * 10,000 rows: only those in view are in the DOM, yet the grid reports them all, sorts them all,
 * and the keyboard reaches any of them (Ctrl+End, PageDown), scrolling them into view.
 */
export const TenThousandRows: Story = {
  parameters: {
    docs: {
      source: {
        code: campaignsTableCode({ props: ['selectionMode="multiple"', 'maxHeight={480}'] }),
      },
    },
  },
  args: { selectionMode: 'multiple' },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Campaigns' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    await expect(canvas.getByRole('status')).toHaveTextContent('10,000 rows');

    await userEvent.click(canvas.getByRole('rowheader', { name: at(0).name }));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(focusedRowIndex()).toBe(10_001);
    await expect(document.activeElement).toHaveAttribute('aria-colindex', '9');
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: last.name })).toBeVisible());
    await expectFocusedCellInView(grid);

    // Home goes to the checkbox cell; the name is next to it.
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toContainElement(
      canvas.getByRole('checkbox', { name: `Select ${last.name}` }),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent(last.name);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(focusedRowIndex()).toBe(2);
    await expectFocusedCellInView(grid);

    // A page is the rows that fit under the header: 480 px less the header, 32 px a row.
    const page = Math.floor((grid.clientHeight - 32) / 32);
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect(focusedRowIndex()).toBe(2 + 2 * page);
    await expectFocusedCellInView(grid);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{PageUp}');
    await expect(focusedRowIndex()).toBe(2 + page + 3);
    await expectFocusedCellInView(grid);

    // The focused row stays rendered when scrolled away, so Tab comes back to it.
    const focused = document.activeElement as HTMLElement;
    grid.scrollTop = 5_000 * 32;
    await waitFor(() =>
      expect(canvas.getByRole('rowheader', { name: at(5_001).name })).toBeVisible(),
    );
    await expect(focused).toBeInTheDocument();
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    // The header stays on top of the scrolled rows.
    const header = canvas.getByRole('columnheader', { name: 'Campaign' });
    await expect(header.getBoundingClientRect().top).toBeCloseTo(
      grid.getBoundingClientRect().top,
      0,
    );
    await expect(header).toBeVisible();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(focused).toHaveFocus();

    // Sorting 10,000 rows by pressing a header.
    const campaign = canvas.getByRole('columnheader', { name: 'Campaign' });
    await userEvent.click(campaign);
    await expect(campaign).toHaveAttribute('aria-sort', 'ascending');
    grid.scrollTop = 0;
    const names = MANY.map((row) => row.name).sort(
      new Intl.Collator('en-US', { numeric: true }).compare,
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(names[0] as string),
    );
  },
};

/**
 * A phone-width screen: the table scrolls sideways under its pinned first column (and the
 * checkboxes); keyboard moves scroll the focused cell clear of the pinned part.
 */
export const NarrowScreenPinned: Story = {
  parameters: {
    docs: {
      source: {
        code: campaignsTableCode({
          props: ['pinFirstColumn', 'selectionMode="multiple"', 'maxHeight={360}'],
        }),
      },
    },
  },
  args: {
    rows: MANY.slice(0, 30),
    pinFirstColumn: true,
    selectionMode: 'multiple',
    maxHeight: 360,
  },
  render: (args) => (
    <div className={narrowFrame}>
      <StatefulTable {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Campaigns' });
    await expect(grid.scrollWidth).toBeGreaterThan(grid.clientWidth);
    const name = canvas.getByRole('rowheader', { name: at(0).name });
    const box = canvas.getByRole('checkbox', { name: `Select ${at(0).name}` });
    const before = name.getBoundingClientRect().left;
    grid.scrollLeft = 400;
    await waitFor(() => expect(grid.scrollLeft).toBe(400));
    await expect(name.getBoundingClientRect().left).toBe(before);
    await expect(box).toBeVisible();
    grid.scrollLeft = 0;

    await userEvent.click(name);
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveAttribute('aria-colindex', '9');
    await expect(grid.scrollLeft).toBeGreaterThan(0);
    const pinnedEnd = name.getBoundingClientRect().right;
    const end = (document.activeElement as HTMLElement).getBoundingClientRect();
    await expect(end.left).toBeGreaterThanOrEqual(pinnedEnd - 1);
    await expect(end.right).toBeLessThanOrEqual(grid.getBoundingClientRect().right + 1);

    // Back to the second column: it scrolls out from under the pinned name.
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    const brand = (document.activeElement as HTMLElement).getBoundingClientRect();
    await expect(brand.left).toBeGreaterThanOrEqual(name.getBoundingClientRect().right - 1);
  },
};

/**
 * Resizable columns: drag a header's edge, or from the keyboard move to the resizer (the arrow
 * after the header), press Enter, resize with the arrows (10 px a step), Enter keeps the width,
 * Escape restores it.
 */
export const Resizable: Story = {
  parameters: {
    docs: {
      source: {
        code: campaignsTableCode({
          props: ['maxHeight={480}', 'allowsResizing', 'onColumnResize={saveColumnWidth}'],
        }),
      },
    },
  },
  args: { rows: MANY.slice(0, 12), allowsResizing: true, onColumnResize: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const campaign = canvas.getByRole('columnheader', { name: 'Campaign' });
    await userEvent.tab();
    await expect(campaign).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const resizer = canvas.getByRole('separator', { name: 'Resize Campaign' });
    await expect(resizer).toHaveFocus();
    const start = Number(resizer.getAttribute('aria-valuenow'));
    await expect(start).toBe(Math.round(campaign.getBoundingClientRect().width));

    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}');
    await expect(resizer).toHaveAttribute('aria-valuenow', String(start + 20));
    await expect(Math.round(campaign.getBoundingClientRect().width)).toBe(start + 20);
    await userEvent.keyboard('{Enter}');
    await expect(args.onColumnResize).toHaveBeenLastCalledWith('name', start + 20);

    // Escape cancels a resize.
    await userEvent.keyboard('{Enter}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Escape}');
    await expect(resizer).toHaveAttribute('aria-valuenow', String(start + 20));
    await expect(resizer).toHaveFocus();

    // Not resizing, the arrows move on: to the next header.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('columnheader', { name: 'Brand' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(resizer).toHaveFocus();

    // Widths stay within the column's bounds.
    await userEvent.keyboard('{Enter}{Home}{Enter}');
    await expect(resizer).toHaveAttribute('aria-valuenow', '64');
    await expect(Math.round(campaign.getBoundingClientRect().width)).toBe(64);

    // And with the pointer: drag the edge 50 px to the right.
    const brand = canvas.getByRole('columnheader', { name: 'Brand' });
    const brandResizer = canvas.getByRole('separator', { name: 'Resize Brand' });
    const width = brand.getBoundingClientRect().width;
    const edge = brandResizer.getBoundingClientRect();
    const y = edge.top + edge.height / 2;
    await userEvent.pointer([
      {
        keys: '[MouseLeft>]',
        target: brandResizer,
        coords: { clientX: edge.left + 2, clientY: y },
      },
      { target: brandResizer, coords: { clientX: edge.left + 52, clientY: y } },
      {
        keys: '[/MouseLeft]',
        target: brandResizer,
        coords: { clientX: edge.left + 52, clientY: y },
      },
    ]);
    await expect(Math.round(brand.getBoundingClientRect().width)).toBe(Math.round(width + 50));
    await expect(brand).not.toHaveAttribute('aria-sort');
  },
};
