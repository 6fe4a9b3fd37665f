import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive } from 'lucide-react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { table } from './Table.css.ts';
import { Table } from './Table.tsx';
import { campaignsTableCode } from './tableStoryCode.ts';
import { type Campaign, campaignColumns, getCampaignId, makeCampaigns } from './tableStoryData.tsx';
import { StatefulTable } from './tableStoryParts.tsx';

const ROWS = makeCampaigns(12);
const first = ROWS[0] as Campaign;
const second = ROWS[1] as Campaign;

const meta = {
  title: 'Components/Table',
  component: Table<Campaign>,
  tags: ['autodocs'],
  parameters: {
    frame: 'full',
    guidance: {
      whenToUse:
        'Use `Table` for rows of records people scan, sort and act on: campaigns, airings, invoices. It is a virtualized grid, so 10,000 rows are fine, with sortable columns, selection with a bulk-action bar, a sticky header, the row count, and loading, empty and error states in its frame.',
      alternatives: [
        { use: 'Steps', when: 'The items are the stages of one process, not records.' },
        {
          use: 'Card with Stack',
          when: 'A handful of items with rich content each, or a phone layout where a table would scroll sideways.',
        },
        {
          use: 'a plain `<table>`',
          when: 'A small static table of figures inside prose, with no sorting, selection or keyboard grid.',
        },
      ],
      do: [
        'Name it with `aria-label` or `aria-labelledby` (required by its type), and declare `columns` and `getRowId` outside the component or memoize them.',
        'Give each column a `value` for sorting and export, a `cell` for rich content (`Money`, `DateText`, a `StatusBadge`), `numeric` for figures, and `allowsSorting` where sorting helps.',
        "Set `firstSortDirection: 'descending'` on amounts and dates, where the largest or newest matters most.",
        'Use `onRowAction` to open a record from its row, and `selectionMode="multiple"` with `bulkActions` for actions on many rows.',
        'Set `phoneLayout="cards"` on lists people open from a phone: below sm each row becomes a card; mark the columns the row\'s own page shows `hideInCards`. Keep the columns (with `pinFirstColumn`) for matrices read across.',
        'Give columns a `width` near their content and mark the widest text column `grow`; without one, the columns share the spare width by their widths.',
        'Show `isLoading` for the first load, an `emptyState` that says what would appear and offers the next action, and an `errorState` with a way to retry.',
      ],
      dont: [
        "Don't put links or buttons in cells for the row's main action; use `onRowAction`, which the whole row answers to.",
        "Don't build `columns` inline in render; a new array each render makes the table redo its layout.",
        "Don't paginate rows that are already loaded; the table virtualizes them, and `LoadMore` below it fetches the next page.",
        'Don\'t use `sortMode="client"` for rows that are only a page of what the server has; use `sortMode="manual"` and sort on the server from `onSortChange`.',
      ],
      anatomy: [
        {
          part: 'Header row',
          description:
            'Sticky column headers; sortable ones show an arrow for the direction; with `allowsResizing`, a resizer at each edge.',
        },
        {
          part: 'Selection column',
          description:
            'With `selectionMode="multiple"`, a checkbox per row and a select-all checkbox in the header.',
        },
        {
          part: 'Rows',
          description:
            'One per record, `compact` 32 px or `regular` 40 px (`density`), highlighted on hover; the first column names the row.',
        },
        {
          part: 'Phone cards',
          description:
            'With `phoneLayout="cards"` below sm: a card per row, the first column as its title, a labelled line per column, the checkbox beside the title.',
        },
        {
          part: 'Footer',
          description:
            'The row count, or the bulk-action bar with the selected count, `bulkActions` and Clear selection.',
        },
        {
          part: 'States',
          description:
            'Skeleton rows while `isLoading`, the `emptyState` when there are no rows, the `errorState` when they failed to load.',
        },
      ],
      accessibility: [
        'A `grid` named by `aria-label` or `aria-labelledby`, reporting every row and column (`aria-rowcount`, `aria-colcount`) even though only the rows in view are rendered.',
        'One Tab stop: arrow keys move between cells, Home and End along a row, Ctrl+Home and Ctrl+End to the first and last rows, Page Up and Page Down by a screenful; Tab leaves and Shift+Tab returns to the same cell.',
        'Sortable headers respond to Enter and Space, carry `aria-sort`, and a polite message confirms the new sort.',
        'Space toggles a row\'s selection, Ctrl+A selects all and Escape clears; the checkboxes are named "Select" plus the row\'s name, and the bulk bar is a toolbar named "Bulk actions".',
        "As cards on a phone it is still the grid: the column headers are kept for screen readers (the lines' labels are hidden from them), and the keyboard, selection and row action work as in the table.",
        'While loading the grid is `aria-busy` and the footer says "Loading rows"; the skeleton is hidden from screen readers.',
      ],
    } satisfies Guidance,
    // The stories render through a stateful wrapper and generated rows: the same table, as code.
    docs: { source: { code: campaignsTableCode() } },
  },
  args: {
    'aria-label': 'Campaigns',
    columns: campaignColumns,
    rows: ROWS,
    getRowId: getCampaignId,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  argTypes: {
    density: { control: 'inline-radio', options: variantOptions(table, 'density') },
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
    columns: { control: false },
    rows: { control: false },
  },
  render: (args) => <StatefulTable {...args} />,
} satisfies Meta<typeof Table<Campaign>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (cell: HTMLElement) => cell.closest('[role="row"]') as HTMLElement;

/**
 * Twelve campaigns: a named grid, figures right-aligned in tabular digits, the row count below.
 * The grid is one tab stop; arrows, Home and End move between cells.
 */
export const Basic: Story = {
  parameters: { docs: { source: { code: campaignsTableCode() } } },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Campaigns' });
    await expect(grid).toHaveAttribute('aria-rowcount', '13');
    await expect(grid).toHaveAttribute('aria-colcount', '8');
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByRole('status')).toHaveTextContent('12 rows');

    const budget = canvas.getByRole('columnheader', { name: 'Budget' });
    const firstBudget = within(
      rowOf(canvas.getByRole('rowheader', { name: first.name })),
    ).getAllByRole('gridcell')[3] as HTMLElement;
    await expect(getComputedStyle(firstBudget).textAlign).toBe('end');
    await expect(getComputedStyle(firstBudget).fontVariantNumeric).toBe('tabular-nums');
    await expect(Math.round(firstBudget.getBoundingClientRect().right)).toBe(
      Math.round(budget.getBoundingClientRect().right),
    );

    // Rows highlight under the pointer.
    const secondRow = rowOf(canvas.getByRole('rowheader', { name: second.name }));
    const resting = getComputedStyle(secondRow).backgroundColor;
    await userEvent.hover(secondRow);
    await expect(getComputedStyle(secondRow).backgroundColor).not.toBe(resting);
    await userEvent.unhover(secondRow);

    await userEvent.tab();
    await expect(canvas.getByRole('columnheader', { name: 'Campaign' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const name = canvas.getByRole('rowheader', { name: first.name });
    await expect(name).toHaveFocus();
    // The keyboard's cell is outlined.
    await expect(getComputedStyle(name).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(rowOf(name)).getByRole('gridcell', { name: first.brand })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveAttribute('aria-colindex', '8');
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect(canvas.getByRole('rowheader', { name: second.name })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: 'Campaign' })).toHaveFocus();

    // One tab stop: Tab leaves the grid, Shift+Tab comes back to the same cell.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await expect(grid).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('rowheader', { name: first.name })).toHaveFocus();
  },
};

/**
 * Sorted by pressing a header, with the pointer or with Enter and Space: the arrow shows the
 * direction, `aria-sort` tells screen readers, a polite message confirms. Amounts sort largest
 * first; empty budgets stay last both ways.
 */
export const Sortable: Story = {
  parameters: {
    docs: { source: { code: campaignsTableCode({ props: ['onSortChange={setSort}'] }) } },
  },
  play: async ({ canvas, userEvent, args }) => {
    const budget = canvas.getByRole('columnheader', { name: 'Budget' });
    await userEvent.click(budget);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'budget',
      direction: 'descending',
    });
    await expect(budget).toHaveAttribute('aria-sort', 'descending');
    await expect(budget.querySelector('svg')).toBeVisible();
    await expect(canvas.getByText('Sorted by Budget, descending')).toBeInTheDocument();
    const largest = ROWS.reduce((max, row) => Math.max(max, row.budget ?? 0), 0);
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).getAllByRole('gridcell')[3]).toHaveTextContent(
      `$${largest.toLocaleString('en-US')}`,
    );

    await userEvent.click(budget);
    await expect(budget).toHaveAttribute('aria-sort', 'ascending');
    const smallest = Math.min(...ROWS.flatMap((row) => (row.budget === null ? [] : [row.budget])));
    const ascending = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(within(ascending).getAllByRole('gridcell')[3]).toHaveTextContent(
      `$${smallest.toLocaleString('en-US')}`,
    );

    // From the keyboard: the focus stayed on Budget; four headers to the left is Campaign.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    const campaign = canvas.getByRole('columnheader', { name: 'Campaign' });
    await expect(campaign).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(campaign).toHaveAttribute('aria-sort', 'ascending');
    await expect(budget).not.toHaveAttribute('aria-sort');
    const names = ROWS.map((row) => row.name).sort(
      new Intl.Collator('en-US', { numeric: true }).compare,
    );
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(names[0] as string);
    await userEvent.keyboard(' ');
    await expect(campaign).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(names.at(-1) as string);
    await expect(campaign).toHaveFocus();
  },
};

/**
 * Checkboxes select rows (Space from the keyboard); select-all selects every row, showing a
 * dash while only some are. The bulk-action bar replaces nothing and moves nothing: it appears
 * beside the row count with the selected count, the actions and a way out.
 */
export const Selectable: Story = {
  parameters: {
    docs: {
      source: {
        code: campaignsTableCode({
          imports: ['Button'],
          moreImports: ["import { Archive } from 'lucide-react';"],
          props: [
            'selectionMode="multiple"',
            'bulkActions={\n    <Button size="sm" icon={<Archive />} onPress={archiveSelected}>\n      Archive\n    </Button>\n  }',
            'onSelectionChange={setSelection}',
          ],
        }),
      },
    },
  },
  args: {
    selectionMode: 'multiple',
    bulkActions: (
      <Button size="sm" icon={<Archive />} onPress={fn().mockName('archive')}>
        Archive
      </Button>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    const firstBox = canvas.getByRole('checkbox', { name: `Select ${first.name}` });
    await userEvent.click(firstBox);
    await expect(firstBox).toBeChecked();
    await expect(rowOf(firstBox)).toHaveAttribute('aria-selected', 'true');
    const bar = await canvas.findByRole('toolbar', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('1 selected');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([first.id]));

    // Space on any cell of a row toggles it.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(
      within(rowOf(document.activeElement as HTMLElement)).getByRole('rowheader'),
    ).toHaveTextContent(second.name);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: `Select ${second.name}` })).toBeChecked();
    await expect(bar).toHaveTextContent('2 selected');

    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(bar).toHaveTextContent('12 selected');
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(12);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');

    // Escape clears; Ctrl+A selects everything again; so does the header with Space.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    await expect(all).not.toBeChecked();
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(await canvas.findByRole('toolbar')).toHaveTextContent('12 selected');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    await expect(canvas.queryAllByRole('row', { selected: true })).toHaveLength(0);
  },
};

/** Single selection: pressing a row (or Space) selects it alone; no checkboxes, no bulk bar. */
export const SingleSelection: Story = {
  parameters: {
    docs: {
      source: {
        code: campaignsTableCode({
          props: ['selectionMode="single"', 'onSelectionChange={setSelection}'],
        }),
      },
    },
  },
  args: { selectionMode: 'single' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('rowheader', { name: first.name }));
    await expect(rowOf(canvas.getByRole('rowheader', { name: first.name }))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(1);
    await expect(rowOf(canvas.getByRole('rowheader', { name: second.name }))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
  },
};

/** `onRowAction`: a click or Enter on a row opens it; Space still selects. */
export const RowAction: Story = {
  parameters: {
    docs: {
      source: {
        code: campaignsTableCode({
          props: ['selectionMode="multiple"', 'onRowAction={openCampaign}'],
        }),
      },
    },
  },
  args: { selectionMode: 'multiple', onRowAction: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const firstRow = rowOf(canvas.getByRole('rowheader', { name: first.name }));
    await userEvent.click(within(firstRow).getByRole('gridcell', { name: first.creator }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(first.id);
    await expect(canvas.getByRole('checkbox', { name: `Select ${first.name}` })).not.toBeChecked();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(second.id);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: `Select ${second.name}` })).toBeChecked();
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
  },
};

/**
 * A row someone else just changed is tinted, and the tint fades over a few seconds; the other
 * rows stay as they were. The caller decides which rows are marked and for how long.
 */
export const MarkedRows: Story = {
  parameters: {
    docs: { source: { code: campaignsTableCode({ props: ['markedKeys={recentlyChangedIds}'] }) } },
  },
  args: { markedKeys: new Set([second.id]) },
  play: async ({ canvas }) => {
    const background = (name: string) =>
      getComputedStyle(rowOf(canvas.getByRole('rowheader', { name }))).backgroundColor;
    await expect(background(second.name)).not.toBe(background(first.name));
    await waitFor(() => expect(background(second.name)).toBe(background(first.name)), {
      timeout: 10_000,
    });
  },
};

/**
 * While loading: skeleton rows in the columns' shape, hidden from screen readers, which hear
 * the grid is busy and read "Loading rows" below it. Focus stays in the header.
 */
export const Loading: Story = {
  parameters: {
    docs: {
      source: {
        code: campaignsTableCode({
          props: ['selectionMode="multiple"', 'isLoading={campaigns === undefined}'],
        }),
      },
    },
  },
  args: { isLoading: true, selectionMode: 'multiple' },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Campaigns' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(grid).toHaveAttribute('aria-rowcount', '-1');
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading rows');
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(canvas.getByRole('columnheader', { name: 'Campaign' })).toHaveFocus();
  },
};

/** No rows: what would appear here and the next action, in the table's frame. */
export const Empty: Story = {
  parameters: {
    docs: {
      source: {
        code: campaignsTableCode({
          imports: ['EmptyState'],
          props: [
            'emptyState={\n    <EmptyState\n      size="sm"\n      title="No campaigns yet."\n      description="Campaigns you create for your brands appear here."\n      action={{ label: \'Create campaign\', onPress: createCampaign }}\n    />\n  }',
          ],
        }),
      },
    },
  },
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        size="sm"
        title="No campaigns yet."
        description="Campaigns you create for your brands appear here."
        action={{ label: 'Create campaign', onPress: fn().mockName('create') }}
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'No campaigns yet.' })).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '2');
    await expect(canvas.getByRole('status')).toHaveTextContent('0 rows');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create campaign' })).toHaveFocus();
  },
};

/** The rows could not be loaded: what happened and how to retry, instead of the rows. */
export const LoadError: Story = {
  parameters: {
    docs: {
      source: {
        code: campaignsTableCode({
          imports: ['ErrorState'],
          props: [
            'errorState={\n    error ? (\n      <ErrorState\n        size="sm"\n        title="Campaigns could not be loaded."\n        description="Check your connection, then try again."\n        action={{ label: \'Try again\', onPress: retry }}\n      />\n    ) : undefined\n  }',
          ],
        }),
      },
    },
  },
  name: 'Error',
  args: {
    errorState: (
      <ErrorState
        size="sm"
        title="Campaigns could not be loaded."
        description="Check your connection, then try again."
        action={{ label: 'Try again', onPress: fn().mockName('retry') }}
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Campaigns could not be loaded.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('rowheader')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await waitFor(() => expect(retry).toHaveFocus());
  },
};

const LONG_ROWS = makeCampaigns(3).map((row) => ({
  ...row,
  name: `${row.name}: the sponsored segment across the whole spring season, with bonus placements`,
  creator: 'Alexandra Konstantinopoulou-Whitfield',
}));

/** Long text stays on one line and ends in an ellipsis; the row keeps its height. */
export const LongText: Story = {
  parameters: { docs: { source: { code: campaignsTableCode() } } },
  args: { rows: LONG_ROWS },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('rowheader', { name: (LONG_ROWS[0] as Campaign).name });
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expect(rowOf(name).getBoundingClientRect().height).toBe(32);
  },
};

/** Regular density: 40 px rows for short tables with room to breathe. */
export const Regular: Story = {
  parameters: { docs: { source: { code: campaignsTableCode({ props: ['density="regular"'] }) } } },
  args: { density: 'regular', rows: ROWS.slice(0, 5) },
  play: async ({ canvas }) => {
    const row = rowOf(canvas.getByRole('rowheader', { name: first.name }));
    await expect(row.getBoundingClientRect().height).toBe(40);
  },
};

const FEW_COLUMNS = campaignColumns.filter((column) =>
  ['name', 'status', 'budget'].includes(column.id),
);

/** Both themes: densities, a sorted column, selected rows, loading and empty. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: campaignsTableCode({
          imports: ['Button'],
          props: [
            'density="regular"',
            'selectionMode="multiple"',
            "defaultSortDescriptor={{ column: 'budget', direction: 'descending' }}",
            'bulkActions={<Button size="sm">Archive</Button>}',
          ],
        }),
      },
    },
  },
  args: { columns: FEW_COLUMNS },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      {variantOptions(table, 'density').map((density) => (
        <Table
          key={density}
          {...args}
          aria-label={`Campaigns, ${density}`}
          density={density}
          rows={ROWS.slice(0, 4)}
          selectionMode="multiple"
          defaultSelectedKeys={new Set([first.id])}
          defaultSortDescriptor={{ column: 'budget', direction: 'descending' }}
          bulkActions={<Button size="sm">Archive</Button>}
        />
      ))}
      <Table {...args} aria-label="Campaigns, loading" isLoading loadingRowCount={3} />
      <Table {...args} aria-label="Campaigns, empty" rows={[]} emptyState="No campaigns yet." />
    </div>
  ),
};
