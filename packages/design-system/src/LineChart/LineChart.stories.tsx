import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { chart } from '../Chart/Chart.css.ts';
import { paintOf } from '../Chart/chartStoryChecks.ts';
import { EVENTS_BY_STATUS, REVENUE_BY_MONTH, VIEWS_BY_WEEK } from '../Chart/chartStoryData.ts';
import { storyFrame } from '../Chart/storyFrame.css.ts';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { LineChart } from './LineChart.tsx';

const REVENUE_THROUGH_JANUARY = REVENUE_BY_MONTH.slice(0, 10);

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  tags: ['autodocs'],
  args: {
    label: 'Revenue by month',
    data: REVENUE_THROUGH_JANUARY,
    x: 'month',
    xLabel: 'Month',
    xFormat: 'month',
    valueFormat: 'money',
    series: [
      { key: 'revenue', label: 'Revenue' },
      { key: 'payouts', label: 'Creator payouts' },
    ],
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
        'Use `LineChart` for values over time: revenue by month, views by week, the actual figures beside a plan. Each series is a line, with a tooltip per category on hover and keyboard focus, a legend or direct labels, and a table view.',
      alternatives: [
        {
          use: 'StackedBarChart',
          when: 'Each period splits into parts of a whole (events by status).',
        },
        {
          use: 'BarChart',
          when: 'Categories are not a time series, or amounts per period should be compared as bars.',
        },
        { use: 'DonutChart', when: 'One total splits into a few parts, with no time axis.' },
        { use: 'Sparkline', when: 'Only the trend matters, small, beside a figure.' },
      ],
      do: [
        'Name it with `label` ("Revenue by month"): it is the title, the accessible name and the table\'s caption; hide it with `hideLabel` inside a `Card` that shows it.',
        'Pass one datum per category in order, the category key as `x`, its column header as `xLabel`, and a `series` entry (`key`, `label`) per line.',
        'Set `xFormat` (`month`, `week`, `date`) and `valueFormat` (`money`, `number`, `percent`) so axes, tooltips and the table read like the rest of the app.',
        "Use `lineStyle: 'dashed'` for a plan, a target or the previous period beside actual figures.",
        'Pass `null` for a missing value: it shows as a gap, not a zero.',
      ],
      dont: [
        "Don't draw more than four or five lines; split the chart or use a table.",
        "Don't replace an error or an empty period with zeros; use `errorMessage` and `emptyMessage`.",
        "Don't give the chart a fixed width; it follows its container, and `height` sets the plot's height.",
      ],
      anatomy: [
        {
          part: 'Header',
          description:
            'The title, the legend (when direct labels do not fit), and the "Show as table" toggle.',
        },
        {
          part: 'Axes and gridlines',
          description:
            'Categories along the bottom, thinned when narrow; compact values up the side with light gridlines.',
        },
        {
          part: 'Lines',
          description:
            'One per series, in the palette from the accent, solid or dashed, with an optional area under a single line (`showArea`).',
        },
        {
          part: 'Direct labels',
          description: "Each series's name at the end of its line, when there is room.",
        },
        {
          part: 'Tooltip',
          description:
            'The category and the exact value of each series, on hover or keyboard focus.',
        },
      ],
      accessibility: [
        'The chart is a `<figure>` named by its `label`; a table of the exact figures is always there for screen readers, and "Show as table" shows it to everyone.',
        'The plot is one Tab stop: arrow keys, Home and End move between categories, each read in words ("4/23: Revenue $48,250, ...") with its tooltip shown; Escape hides the tooltip.',
        'Colour is never the only signal: the legend, direct labels, the tooltip and the table all name the series.',
        'While loading the figure is `aria-busy` with a spinner named "Loading" followed by the `label`; an `errorMessage` is announced as an alert.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two series in money, months on the axis, direct labels at the ends of the lines. */
export const RevenueByMonth: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('figure', { name: 'Revenue by month' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent('Creator payouts');

    // Hover: the exact figures of that month.
    await userEvent.hover(await canvas.findByRole('img', { name: /^8\/23:/ }));
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('8/23');
    await expect(tooltip).toHaveTextContent('$61,200');
    await expect(tooltip).toHaveTextContent('$39,800');
    await userEvent.unhover(canvas.getByRole('img', { name: /^8\/23:/ }));
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** One tab stop for the plot: arrows, Home and End move between months; Escape hides the tooltip. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: /^4\/23: Revenue \$48,250/ })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('$48,250');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: /^5\/23:/ })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('$52,100');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('1/24');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('4/23');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();

    // The plot is one tab stop: Tab leaves it, Shift+Tab returns to the month last focused.
    await userEvent.tab();
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('img', { name: /^4\/23:/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('6/23');
  },
};

/** "Show as table" swaps the plot for the exact figures; the table is otherwise visually hidden. */
export const TableView: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    // Screen readers have the table all along.
    await expect(canvas.getByRole('table', { name: 'Revenue by month' })).toBeInTheDocument();
    await expect(await canvas.findByRole('group', { name: 'Revenue by month' })).toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: 'Revenue by month' });
    await expect(table).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Revenue by month' })).not.toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /^8\/23/ });
    await expect(row).toHaveTextContent('$61,200');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Revenue', 'Creator payouts', 'Plan']);

    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(await canvas.findByRole('group', { name: 'Revenue by month' })).toBeVisible();
  },
  args: {
    data: REVENUE_BY_MONTH,
    series: [
      { key: 'revenue', label: 'Revenue' },
      { key: 'payouts', label: 'Creator payouts' },
      { key: 'projected', label: 'Plan', lineStyle: 'dashed' },
    ],
  },
};

/** A dashed series for the plan beside the actuals; missing months are gaps, not zeros. */
export const WithProjection: Story = {
  args: {
    data: REVENUE_BY_MONTH,
    series: [
      { key: 'revenue', label: 'Revenue' },
      { key: 'projected', label: 'Plan', lineStyle: 'dashed' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('img', { name: /^3\/24:/ }));
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Revenue—');
    await expect(tooltip).toHaveTextContent('Plan$79,500');
  },
};

/** One series of counts by week, with the area filled; weeks are labelled in full in the tooltip. */
export const ViewsByWeek: Story = {
  args: {
    label: 'Views by week',
    data: VIEWS_BY_WEEK,
    x: 'week',
    xLabel: 'Week',
    xFormat: 'week',
    valueFormat: 'number',
    series: [{ key: 'views', label: 'Views' }],
    showArea: true,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
    // Compact figures on the axis, the exact one in the tooltip.
    // Drawn once the plot's width is observed, after layout.
    await expect(await canvas.findByText('3.0M')).toBeInTheDocument();
    await userEvent.hover(canvas.getByRole('img', { name: /^Week of 03\/24\/24/ }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('2,689,300');
  },
};

/** While loading, a spinner holds the plot's place; the table toggle waits. */
const TONED = [
  { key: 'aired', label: 'Aired', tone: 'positive' },
  { key: 'cancelled', label: 'Cancelled', tone: 'critical' },
] as const;

/** Lines that stand for statuses take their status's tone, the colour of its StatusBadge. */
export const StatusTones: Story = {
  args: {
    label: 'Events by status',
    data: EVENTS_BY_STATUS,
    x: 'month',
    xLabel: 'Month',
    xFormat: 'month',
    series: TONED,
  },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      <LineChart {...args} />
      <div className={sprinkles({ display: 'flex', gap: 'xs', flexWrap: 'wrap' })}>
        {TONED.map(({ label, tone }) => (
          <StatusBadge key={label} data-badge tone={tone} label={label} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    // Each part's legend swatch is painted as the dot of its status's badge.
    const legend = canvas.getByRole('list', { name: 'Legend' });
    for (const { label } of TONED) {
      const swatch = within(legend).getByText(label).querySelector('span');
      const dot = canvas.getByText(label, { selector: '[data-badge] span' }).previousElementSibling;
      await expect(paintOf(swatch as Element)).toBe(paintOf(dot as Element));
    }
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading Revenue by month' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toBeDisabled();
    await expect(canvas.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing to draw: one sentence instead of empty axes. */
export const Empty: Story = {
  args: {
    data: [],
    emptyMessage: 'No revenue recorded yet. It appears once the first invoice is paid.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^No revenue recorded yet/)).toBeVisible();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toBeDisabled();
  },
};

/** The figures failed to load: the reason and what to do, in the plot's place. */
export const ErrorState: Story = {
  args: { errorMessage: 'Revenue could not be loaded. Try again in a minute.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Revenue could not be loaded. Try again in a minute.',
    );
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toBeDisabled();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Narrow: axis labels thin out, the legend replaces the direct labels. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className={storyFrame({ width: 'sm' })}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Sponsored views and revenue by week, all brands and all creators',
    data: VIEWS_BY_WEEK.map((week, index) => ({ ...week, target: 1_500_000 + index * 100_000 })),
    x: 'week',
    xLabel: 'Week',
    xFormat: 'week',
    valueFormat: 'number',
    series: [
      { key: 'views', label: 'Views of sponsored segments' },
      { key: 'target', label: 'Target agreed with the brands', lineStyle: 'dashed' },
    ],
  },
  play: async ({ canvas }) => {
    const svg = await canvas.findByRole('group', { name: /^Sponsored views/ });
    await expect(svg.getBoundingClientRect().width).toBeLessThan(400);
    // Labels thinned: fewer week labels than weeks, the latest always shown.
    await expect(within(svg).queryByText('03/24/2024')).toBeInTheDocument();
    await expect(within(svg).queryByText('03/17/2024')).not.toBeInTheDocument();
  },
};

function ResizableChart(props: Parameters<typeof LineChart>[0]) {
  const [wide, setWide] = useState(true);
  return (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      <Button size="sm" onPress={() => setWide((value) => !value)}>
        {wide ? 'Make narrower' : 'Make wider'}
      </Button>
      <div className={storyFrame({ width: wide ? 'md' : 'sm' })}>
        <LineChart {...props} />
      </div>
    </div>
  );
}

/** The chart follows its container, not the window (ResizeObserver). */
export const Responsive: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { LineChart } from '@airtime/design-system';

// The chart takes its container's width (ResizeObserver), not the window's.
<div style={{ width: isSidebarOpen ? 480 : 720 }}>
  <LineChart
    label="Revenue by month"
    data={revenueByMonth} // [{ month: '2023-04-01', revenue: 48250, payouts: 30100 }, ...]
    x="month"
    xLabel="Month"
    xFormat="month"
    valueFormat="money"
    series={[
      { key: 'revenue', label: 'Revenue' },
      { key: 'payouts', label: 'Creator payouts' },
    ]}
  />
</div>`,
      },
    },
  },
  decorators: [(Story) => <Story />],
  render: (args) => <ResizableChart {...args} />,
  play: async ({ canvas, userEvent }) => {
    const widthOf = () =>
      canvas.getByRole('group', { name: 'Revenue by month' }).getBoundingClientRect().width;
    // The plot is drawn once the container's width has been observed, after the first layout.
    await canvas.findByRole('group', { name: 'Revenue by month' });
    const wide = widthOf();
    await userEvent.click(canvas.getByRole('button', { name: 'Make narrower' }));
    await waitFor(() => expect(widthOf()).toBeLessThan(wide - 200));
  },
};

/** Multi-series, area, loading, empty and error, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      <LineChart
        {...args}
        data={REVENUE_BY_MONTH}
        series={[
          { key: 'revenue', label: 'Revenue' },
          { key: 'payouts', label: 'Creator payouts' },
          { key: 'projected', label: 'Plan', lineStyle: 'dashed' },
        ]}
      />
      <LineChart
        label="Views by week"
        data={VIEWS_BY_WEEK}
        x="week"
        xLabel="Week"
        xFormat="week"
        series={[{ key: 'views', label: 'Views' }]}
        showArea
        surface="plain"
      />
      <LineChart {...args} isLoading height={120} />
      <LineChart {...args} data={[]} height={120} />
      <LineChart
        {...args}
        errorMessage="Revenue could not be loaded. Try again in a minute."
        height={120}
      />
    </div>
  ),
};
