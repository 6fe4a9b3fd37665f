import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Table } from './Table.tsx';
import type { TableColumn } from './tableColumns.ts';
import { phoneWidth, wideFrame } from './tableStories.css.ts';
import { campaignsTableCode } from './tableStoryCode.ts';
import {
  type Campaign,
  campaignColumns,
  campaignStatusGroups,
  getCampaignId,
  makeCampaigns,
} from './tableStoryData.tsx';
import { StatefulTable } from './tableStoryParts.tsx';

const ROWS = makeCampaigns(5);
const first = ROWS[0] as Campaign;
const second = ROWS[1] as Campaign;

/** The phone keeps the key columns; the brand, airings and start date are on the campaign's page. */
const HIDDEN_ON_PHONE = new Set(['brand', 'airings', 'startDate']);
const phoneColumns: ReadonlyArray<TableColumn<Campaign>> = campaignColumns.map((column) =>
  HIDDEN_ON_PHONE.has(column.id) ? { ...column, hideInCards: true } : column,
);

/** Four columns and no growing one, as creator payments have: they share the table's width. */
const fourColumns: ReadonlyArray<TableColumn<Campaign>> = campaignColumns
  .filter((column) => ['name', 'status', 'budget', 'startDate'].includes(column.id))
  .map((column) => ({ ...column, grow: false }));

/** The design system's review phone, 390 × 844 (see .storybook/modes.ts). */
const PHONE_VIEWPORT = {
  viewport: {
    options: {
      phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
    },
  },
};

const rowOf = (element: HTMLElement) => element.closest('[role="row"]') as HTMLElement;

const meta = {
  title: 'Components/Table on a phone',
  component: Table<Campaign>,
  tags: ['autodocs'],
  parameters: {
    frame: 'full',
    ...PHONE_VIEWPORT,
    docs: {
      source: {
        code: campaignsTableCode({
          props: ['phoneLayout="cards"', 'selectionMode="multiple"', 'onRowAction={openCampaign}'],
        }),
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    'aria-label': 'Campaigns',
    columns: phoneColumns,
    rows: ROWS,
    getRowId: getCampaignId,
    phoneLayout: 'cards',
    selectionMode: 'multiple',
    onRowAction: fn(),
    onSelectionChange: fn(),
    bulkActions: (
      <Button size="sm" onPress={fn().mockName('archive')}>
        Archive
      </Button>
    ),
  },
  render: (args) => <StatefulTable {...args} />,
} satisfies Meta<typeof Table<Campaign>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `phoneLayout="cards"` below sm: each row a card titled by its first column, a line per key
 * column (columns marked `hideInCards` left out), nothing wider than the phone. It is still the
 * grid: the arrows move between cards, Space selects, Enter or a tap opens the row.
 */
export const Cards: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Campaigns' });
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    // The key columns only: campaign, creator, status, budget, views and the checkbox.
    await expect(grid).toHaveAttribute('aria-colcount', '6');
    await expect(canvas.queryByRole('columnheader', { name: 'Brand' })).not.toBeInTheDocument();

    // A card's lines are labelled for the eye, and stack under its title.
    const firstRow = rowOf(canvas.getByRole('rowheader', { name: first.name }));
    await expect(firstRow).toHaveTextContent('Budget');
    const title = within(firstRow).getByRole('rowheader').getBoundingClientRect();
    const creator = within(firstRow).getByRole('gridcell', { name: first.creator });
    await expect(creator.getBoundingClientRect().top).toBeGreaterThanOrEqual(title.bottom - 1);

    // Tap a line: the row opens. Its checkbox selects it.
    await userEvent.click(creator);
    await expect(args.onRowAction).toHaveBeenLastCalledWith(first.id);
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${first.name}` }));
    await expect(await canvas.findByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent(
      '1 selected',
    );

    // The keyboard still walks the grid: down to the next card, Space selects, Enter opens.
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(rowOf(document.activeElement as HTMLElement)).getByRole('rowheader'),
    ).toHaveTextContent(second.name);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: `Select ${second.name}` })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(second.id);
  },
};

/**
 * Grouped rows (`rowGroups`) keep their groups as cards: each group's header is a band between the
 * cards, the folded group opens from its Show button, and the arrows walk the cards in order.
 */
export const CardsInGroups: Story = {
  args: { rows: makeCampaigns(14), rowGroups: campaignStatusGroups, selectionMode: 'none' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent?.split(' · ')[0])).toEqual([
      'Paused',
      'Live',
      'Planning',
      'Completed',
    ]);
    // A header sits above its group's first card.
    const live = canvas.getByRole('heading', { name: /^Live/ });
    const rows = canvas.getAllByRole('row');
    const liveRow = rowOf(live);
    const firstLiveCard = rows[rows.indexOf(liveRow) + 1] as HTMLElement;
    await expect(within(firstLiveCard).getByRole('rowheader')).toBeVisible();
    await expect(firstLiveCard.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      liveRow.getBoundingClientRect().bottom - 1,
    );
    // The folded group opens by keyboard.
    const show = canvas.getByRole('button', { name: /^Show Completed/ });
    const cardsBefore = canvas.getAllByRole('rowheader').length;
    show.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /^Hide Completed/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getAllByRole('rowheader').length).toBeGreaterThan(cardsBefore);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** While loading, the skeleton fits the phone too; an empty table says so in its frame. */
export const CardsLoadingAndEmpty: Story = {
  render: (args) => (
    <>
      <Table {...args} aria-label="Loading campaigns" isLoading loadingRowCount={3} />
      <Table
        {...args}
        aria-label="No campaigns"
        rows={[]}
        emptyState="No campaigns yet. Plan one from a brand's page."
      />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('grid', { name: 'Loading campaigns' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText("No campaigns yet. Plan one from a brand's page.")).toBeVisible();
  },
};

/** Without `phoneLayout`, a phone keeps the columns: the grid scrolls sideways inside its frame. */
export const ColumnsOnAPhone: Story = {
  args: { phoneLayout: 'table', columns: campaignColumns, pinFirstColumn: true },
  render: (args) => (
    <div className={phoneWidth}>
      <StatefulTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Campaigns' });
    await expect(canvas.getByRole('columnheader', { name: 'Brand' })).toBeInTheDocument();
    await expect(grid.scrollWidth).toBeGreaterThan(grid.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * At desktop width, columns with no `grow` share the spare width in proportion to their widths,
 * instead of bunching at the start of a full-width table. Cards are for phones only.
 */
export const ColumnSizing: Story = {
  globals: { viewport: { value: undefined } },
  args: { columns: fourColumns, phoneLayout: 'cards', selectionMode: 'none' },
  render: (args) => (
    <div className={wideFrame}>
      <StatefulTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Campaigns' });
    await expect(grid).not.toHaveAttribute('data-layout');
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers).toHaveLength(4);
    const last = headers[3] as HTMLElement;
    const box = grid.getBoundingClientRect();
    // The last column ends at the table's edge: no empty band to its right.
    await expect(
      Math.abs(last.getBoundingClientRect().right - (box.left + grid.clientWidth)),
    ).toBeLessThan(2);
    // Each column is at least as wide as it asked for, and wider when there is room.
    const status = headers[1] as HTMLElement;
    await expect(status.getBoundingClientRect().width).toBeGreaterThan(110);
  },
};
