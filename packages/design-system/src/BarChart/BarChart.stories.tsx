import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { chart } from '../Chart/Chart.css.ts';
import { ChartExportContext } from '../Chart/chartExport.ts';
import { categoryLabels, paintOf, slantedLabelsClear } from '../Chart/chartStoryChecks.ts';
import {
  CAMPAIGNS_BY_STATUS,
  REVENUE_BY_MONTH,
  SPEND_BY_CAMPAIGN,
  VIEWS_BY_WEEK,
} from '../Chart/chartStoryData.ts';
import { storyFrame } from '../Chart/storyFrame.css.ts';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { BarChart } from './BarChart.tsx';

const REVENUE_2023 = REVENUE_BY_MONTH.slice(3, 9);

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    label: 'Views by week',
    data: VIEWS_BY_WEEK.slice(-8),
    x: 'week',
    xLabel: 'Week',
    xFormat: 'week',
    valueFormat: 'number',
    series: [{ key: 'views', label: 'Views' }],
  },
  argTypes: {
    surface: { control: 'inline-radio', options: variantOptions(chart, 'surface') },
  },
  decorators: [
    (Story) => (
      <div className={storyFrame({ width: 'md' })}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: {
      whenToUse:
        'Use `BarChart` to compare values across categories (views by week, revenue by month), with several series side by side per category when needed. It shows compact values above the bars, the exact figure in a tooltip, and a table view with every number.',
      alternatives: [
        {
          use: 'LineChart',
          when: 'The point is a trend over many periods rather than comparing each period.',
        },
        {
          use: 'StackedBarChart',
          when: "Each category's total splits into parts (events by status per month).",
        },
        { use: 'DonutChart', when: 'Parts of one whole, six slices at most.' },
        {
          use: 'Table',
          when: 'Users need to read, sort or act on exact figures rather than see their shape.',
        },
        { use: 'Sparkline', when: 'A small trend inside a table cell or a Stat, without axes.' },
      ],
      do: [
        "Give a `label` that says what and when ('Views by week'): it is the chart's title, accessible name and table caption.",
        "Set `xFormat` (`week`, `month`, `date`) and `valueFormat` (`money`, `number`, `percent`) so axes, tooltips and the table use the design system's formatters.",
        "Set `xLabel` to the category's name ('Week'); it heads the table view's first column.",
        'Pass `isLoading`, `errorMessage` (what failed and what to do) and an `emptyMessage` that says what would appear, rather than hiding the chart.',
        'Use `surface="plain"` and `hideLabel` inside a `Card` that already shows the title.',
      ],
      dont: [
        "Don't use more than a few series; beyond three, side-by-side bars get too thin to read.",
        "Don't format values yourself before passing them: pass numbers and pick a `valueFormat`, so the tooltip and table show exact figures.",
        "Don't rely on colour alone to tell series apart; keep their `label`s short and meaningful for the legend and table.",
        "Don't pre-round data for the axis; the chart abbreviates on the axis and above bars, and keeps the exact value elsewhere.",
      ],
      anatomy: [
        { part: 'Title', description: 'The `label` (hidden with `hideLabel`, still read).' },
        { part: 'Legend', description: 'Shown with two or more series.' },
        {
          part: 'Show as table',
          description: 'A toggle that swaps the plot for a table of exact figures.',
        },
        {
          part: 'Plot',
          description:
            'Bars on light gridlines with a value axis, compact values above the bars when they fit, and a stronger zero line for negative values.',
        },
        {
          part: 'Tooltip',
          description: "The category and each series' exact value, on hover or keyboard focus.",
        },
      ],
      accessibility: [
        'The chart is a `<figure>` named by `label`; a table of every figure is always in the page for screen readers, visible or not.',
        'The bars are one Tab stop: the arrow keys, Home and End move between categories, the tooltip follows focus, and Escape hides it.',
        "Each category is an image named with its figures ('Week of 03/24/24: Views 2,689,300').",
        'While loading the figure is `aria-busy` with a spinner named \'Loading {label}\'; an `errorMessage` is shown in a `role="alert"`.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One series: compact values above the bars, the exact figure in the tooltip on hover. */
export const ViewsByWeek: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('figure', { name: 'Views by week' })).toBeVisible();
    await expect(canvas.getByText('2.7M')).toBeInTheDocument();
    const week = await canvas.findByRole('img', { name: 'Week of 03/24/24: Views 2,689,300' });
    await userEvent.hover(week);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Week of 03/24/24');
    await expect(tooltip).toHaveTextContent('2,689,300');
    await userEvent.unhover(week);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Keyboard: one tab stop, arrows move between weeks, the tooltip follows focus. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: /^Week of 02\/04\/24/ })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('1,748,300');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: /^Week of 02\/11\/24/ })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('1,655,000');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Week of 02/04/24');
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Week of 03/17/24');
  },
};

/** Two series side by side per month, in money, with a legend. */
export const Grouped: Story = {
  args: {
    label: 'Revenue and payouts by month',
    data: REVENUE_2023,
    x: 'month',
    xLabel: 'Month',
    xFormat: 'month',
    valueFormat: 'money',
    series: [
      { key: 'revenue', label: 'Revenue' },
      { key: 'payouts', label: 'Creator payouts' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'RevenueCreator payouts',
    );
    await userEvent.hover(await canvas.findByRole('img', { name: /^9\/23:/ }));
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Revenue$58,900');
    await expect(tooltip).toHaveTextContent('Creator payouts$38,300');
  },
};

/** Negative values hang below a stronger zero line. */
export const Negative: Story = {
  args: {
    label: 'Change in views, week on week',
    data: VIEWS_BY_WEEK.slice(1).map((week, index) => ({
      week: week.week,
      change: week.views - (VIEWS_BY_WEEK[index]?.views ?? 0),
    })),
    series: [{ key: 'change', label: 'Change' }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(
      await canvas.findByRole('img', { name: 'Week of 01/21/24: Change -401,300' }),
    );
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('-401,300');
  },
};

/** "Show as table" swaps the bars for the exact figures. */
export const TableView: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Views by week' });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(within(table).getByRole('row', { name: /Week of 03\/24\/24/ })).toHaveTextContent(
      '2,689,300',
    );
  },
};

const onExport = fn();

/** Given an export (ChartExportContext), "Export data" hands over the data as drawn: raw values. */
export const ExportData: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { BarChart, ChartExportContext } from '@airtime/design-system';

// Any chart inside the context shows "Export data"; the app decides what to do with the data
// (the raw values as drawn, with the column names of the table view).
<ChartExportContext value={(data) => downloadCsv(data.label, data.columns, data.rows)}>
  <BarChart
    label="Revenue and payouts by month"
    data={revenueByMonth}
    x="month"
    xLabel="Month"
    xFormat="month"
    valueFormat="money"
    series={[
      { key: 'revenue', label: 'Revenue' },
      { key: 'payouts', label: 'Creator payouts' },
    ]}
  />
</ChartExportContext>`,
      },
    },
  },
  args: { ...Grouped.args },
  decorators: [
    (Story) => (
      <ChartExportContext value={onExport}>
        <Story />
      </ChartExportContext>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Export data: Revenue and payouts by month' }),
    );
    await expect(onExport).toHaveBeenCalledWith({
      label: 'Revenue and payouts by month',
      columns: ['Month', 'Revenue', 'Creator payouts'],
      rows: REVENUE_2023.map((month) => [month.month, month.revenue, month.payouts]),
    });
  },
};

/** Many narrow bars: the values no longer fit above them and are left to the tooltip and table. */
export const Crowded: Story = {
  decorators: [
    (Story) => (
      <div className={storyFrame({ width: 'sm' })}>
        <Story />
      </div>
    ),
  ],
  args: { data: VIEWS_BY_WEEK },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('group', { name: 'Views by week' });
    await expect(within(plot).queryByText('2.7M')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('img')).toHaveLength(12);
  },
};

/**
 * Long names in a narrow chart: the labels slant at 45°, each under its bar, shortened with '…';
 * a shortened one keeps its full text in its title, its bar's name and the tooltip.
 */
export const LongLabels: Story = {
  decorators: [
    (Story) => (
      <div className={storyFrame({ width: 'sm' })}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Spend and revenue by campaign',
    data: SPEND_BY_CAMPAIGN,
    x: 'campaign',
    xLabel: 'Campaign',
    xFormat: 'text',
    valueFormat: 'money',
    showValues: false,
    series: [
      { key: 'spend', label: 'Spend' },
      { key: 'revenue', label: 'Revenue' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const plot = await canvas.findByRole('group', { name: 'Spend and revenue by campaign' });
    const labels = categoryLabels(plot);
    // Every campaign keeps a label, and none touches another.
    await expect(labels).toHaveLength(SPEND_BY_CAMPAIGN.length);
    // Slanted, every one clear of the next (their boxes, squares around a slant, would meet).
    await expect(labels.every((label) => label.hasAttribute('transform'))).toBe(true);
    await expect(slantedLabelsClear(labels)).toBe(true);
    const long = 'The Juvenile Stock Club · The Juvenile Stock Club on X';
    const cut = labels.find((label) => label.querySelector('title')?.textContent === long);
    await expect(cut?.lastChild?.textContent).toMatch(/…$/);
    const mark = canvas.getByRole('img', { name: new RegExp(`^${long}: Spend \\$81,250`) });
    await userEvent.hover(mark);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(long);
  },
};

/** Long names under wide bars stay flat, each shortened to its bar's width, its full text kept. */
export const LongLabelsWide: Story = {
  args: { ...LongLabels.args, data: SPEND_BY_CAMPAIGN.slice(0, 5) },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('group', { name: 'Spend and revenue by campaign' });
    const labels = categoryLabels(plot);
    await expect(labels).toHaveLength(5);
    await expect(labels.some((label) => label.hasAttribute('transform'))).toBe(false);
    const boxes = labels.map((label) => label.getBoundingClientRect());
    for (const [index, box] of boxes.slice(1).entries()) {
      await expect(box.left).toBeGreaterThanOrEqual((boxes[index] as DOMRect).right);
    }
    const cut = labels.find((label) => label.querySelector('title'));
    await expect(cut?.lastChild?.textContent).toMatch(/…$/);
  },
};

/** Counts by status: each bar takes its status's tone, the colour its StatusBadge's dot shows. */
export const StatusTones: Story = {
  args: {
    label: 'Campaigns by status',
    data: CAMPAIGNS_BY_STATUS.map(({ label, value }) => ({ status: label, campaigns: value })),
    x: 'status',
    xLabel: 'Status',
    xFormat: 'text',
    series: [{ key: 'campaigns', label: 'Campaigns' }],
    categoryTone: (status) => CAMPAIGNS_BY_STATUS.find((one) => one.label === status)?.tone,
  },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      <BarChart {...args} />
      <div className={sprinkles({ display: 'flex', gap: 'xs', flexWrap: 'wrap' })}>
        {CAMPAIGNS_BY_STATUS.map(({ label, tone }) => (
          <StatusBadge key={label} data-badge tone={tone} label={label} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('group', { name: 'Campaigns by status' });
    const bars = [...plot.querySelectorAll('rect[rx="2"]')];
    await expect(bars).toHaveLength(CAMPAIGNS_BY_STATUS.length);
    // The badge's dot and the bar of the same status are painted alike.
    for (const [index, { label }] of CAMPAIGNS_BY_STATUS.entries()) {
      const dot = canvas.getByText(label, { selector: '[data-badge] span' }).previousElementSibling;
      await expect(paintOf(bars[index] as Element)).toBe(paintOf(dot as Element));
    }
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading Views by week' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: [], emptyMessage: 'No views yet. They appear the week after the first airing.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^No views yet/)).toBeVisible();
  },
};

/** The figures failed to load: the reason and what to do, in the plot's place. */
export const ErrorState: Story = {
  args: { errorMessage: 'Views could not be loaded. Try again in a minute.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Views could not be loaded. Try again in a minute.',
    );
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toBeDisabled();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** One series, grouped, negative, loading and empty, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { BarChart, Card } from '@airtime/design-system';

// surface: 'card' (the default, its own border) or 'plain' (inside a Card).
<Card title="Revenue and payouts by month">
  <BarChart
    label="Revenue and payouts by month"
    hideLabel
    surface="plain"
    data={[
      { month: '2023-07-01', revenue: 52100, payouts: 33900 },
      { month: '2023-08-01', revenue: 55400, payouts: 36200 },
      { month: '2023-09-01', revenue: 58900, payouts: 38300 },
    ]}
    x="month"
    xLabel="Month"
    xFormat="month"
    valueFormat="money"
    series={[
      { key: 'revenue', label: 'Revenue' },
      { key: 'payouts', label: 'Creator payouts' },
    ]}
    isLoading={isLoading}
    emptyMessage="No revenue yet. It appears after the first paid airing."
  />
</Card>`,
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      <BarChart {...args} />
      <BarChart
        label="Revenue and payouts by month"
        data={REVENUE_2023}
        x="month"
        xLabel="Month"
        xFormat="month"
        valueFormat="money"
        series={[
          { key: 'revenue', label: 'Revenue' },
          { key: 'payouts', label: 'Creator payouts' },
        ]}
        surface="plain"
      />
      <BarChart {...args} isLoading height={120} />
      <BarChart {...args} data={[]} height={120} />
    </div>
  ),
};
