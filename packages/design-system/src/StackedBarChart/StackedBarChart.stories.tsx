import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { chart } from '../Chart/Chart.css.ts';
import { categoryLabels, paintOf, slantedLabelsClear } from '../Chart/chartStoryChecks.ts';
import {
  EVENT_STATUS_SERIES,
  EVENTS_BY_STATUS,
  REVENUE_BY_MONTH,
  SPEND_BY_CAMPAIGN,
} from '../Chart/chartStoryData.ts';
import { storyFrame } from '../Chart/storyFrame.css.ts';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { segment } from './StackedBarChart.css.ts';
import { StackedBarChart } from './StackedBarChart.tsx';

const meta = {
  title: 'Charts/StackedBarChart',
  component: StackedBarChart,
  tags: ['autodocs'],
  args: {
    label: 'Events by status',
    data: EVENTS_BY_STATUS,
    x: 'month',
    xLabel: 'Month',
    xFormat: 'month',
    series: EVENT_STATUS_SERIES,
  },
  argTypes: {
    surface: { control: 'inline-radio', options: variantOptions(chart, 'surface') },
    segmentGap: { control: 'inline-radio', options: variantOptions(segment, 'segmentGap') },
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
        'Use `StackedBarChart` for parts of a whole per category: events per month by status, revenue per month by brand. Each bar stacks its series bottom first, with its total above it, a tooltip listing each part, and a table view.',
      alternatives: [
        {
          use: 'BarChart',
          when: 'Each category has one value, or the parts should be compared side by side rather than as a whole.',
        },
        {
          use: 'LineChart',
          when: 'The trend of each series over time matters more than the total.',
        },
        {
          use: 'DonutChart',
          when: 'There is one total to split, with no categories along an axis.',
        },
      ],
      do: [
        'Name it with `label` ("Events by status"): it is the title, the accessible name and the table\'s caption.',
        'Order `series` bottom first, the most important part first: it takes the accent colour.',
        'Use the same colour order for a status here as in badges elsewhere, by keeping the same series order.',
        'Set `valueFormat="money"` for amounts, and `segmentGap="none"` when the parts are many and thin.',
        'Turn `showTotals` off when the totals are not meaningful (parts that overlap).',
      ],
      dont: [
        "Don't pass negative values; the chart stacks counts and amounts from zero.",
        'Don\'t stack more than five or six series; merge the small ones into "Other".',
        "Don't rely on colour to tell the parts apart in reports; the legend, tooltip and table name them.",
      ],
      anatomy: [
        { part: 'Header', description: 'The title, the legend and the "Show as table" toggle.' },
        {
          part: 'Axes and gridlines',
          description:
            'Categories along the bottom; compact values up the side with light gridlines.',
        },
        {
          part: 'Bars',
          description:
            'One per category, its parts stacked bottom first, separated by a hairline unless `segmentGap="none"`.',
        },
        { part: 'Totals', description: "Each bar's total above it, when it fits (`showTotals`)." },
        {
          part: 'Tooltip',
          description: 'The category, each part and the total, on hover or keyboard focus.',
        },
      ],
      accessibility: [
        'The chart is a `<figure>` named by its `label`; a table of the exact figures is always there for screen readers, and "Show as table" shows it to everyone.',
        'The plot is one Tab stop: arrow keys, Home and End move between categories, each read in words ("3/24: Aired 29, Scheduled 24, Pending approval 8, Cancelled 2, Total 63") with its tooltip shown; Escape hides the tooltip.',
        'Colour is never the only signal: the legend, the tooltip and the table all name the series.',
        'While loading the figure is `aria-busy` with a spinner named "Loading" followed by the `label`; an `errorMessage` is announced as an alert.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof StackedBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Events per month by status: totals above the bars; the tooltip lists each part and the total. */
export const EventsByStatus: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'AiredScheduledPending approvalCancelled',
    );
    const march = canvas.getByRole('img', {
      name: '3/24: Aired 29, Scheduled 24, Pending approval 8, Cancelled 2, Total 63',
    });
    await userEvent.hover(march);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Scheduled24');
    await expect(tooltip).toHaveTextContent('Total63');
  },
};

/** Keyboard: arrows move between months, the tooltip follows, Escape hides it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: /^10\/23:/ })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Total47');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('4/24');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Pending approval14');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('3/24');
  },
};

/** The table has a column per status and the total. */
export const TableView: Story = {
  args: { defaultShowTable: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: 'Events by status' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Aired', 'Scheduled', 'Pending approval', 'Cancelled', 'Total']);
    const april = within(table).getByRole('row', { name: /^4\/24/ });
    await expect(
      within(april)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '36', '14', '1', '51']);
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('group', { name: 'Events by status' })).toBeVisible();
  },
};

/** Money stacked: revenue split into what creators are paid and what the agency keeps. */
export const MoneyWithoutGaps: Story = {
  args: {
    label: 'Revenue split',
    data: REVENUE_BY_MONTH.slice(3, 9).map((month) => ({
      month: month.month,
      payouts: month.payouts,
      margin: (month.revenue ?? 0) - (month.payouts ?? 0),
    })),
    valueFormat: 'money',
    series: [
      { key: 'payouts', label: 'Creator payouts' },
      { key: 'margin', label: 'Agency margin' },
    ],
    segmentGap: 'none',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('img', { name: /^8\/23:/ }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Total$61,200');
  },
};

const TONED = [
  { key: 'aired', label: 'Aired', tone: 'positive' },
  { key: 'scheduled', label: 'Scheduled', tone: 'info' },
  { key: 'pending', label: 'Pending approval', tone: 'warning' },
  { key: 'cancelled', label: 'Cancelled', tone: 'critical' },
] as const;

/** Parts that stand for statuses take their status's tone, the colour of its StatusBadge. */
export const StatusTones: Story = {
  args: { series: TONED },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      <StackedBarChart {...args} />
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

/** Long names in a narrow chart slant, each under its bar, shortened with their full text kept. */
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
    showTotals: false,
    series: [
      { key: 'spend', label: 'Spend' },
      { key: 'revenue', label: 'Revenue' },
    ],
  },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('group', { name: 'Spend and revenue by campaign' });
    const labels = categoryLabels(plot);
    await expect(labels).toHaveLength(SPEND_BY_CAMPAIGN.length);
    // Slanted, every one clear of the next (their boxes, squares around a slant, would meet).
    await expect(labels.every((label) => label.hasAttribute('transform'))).toBe(true);
    await expect(slantedLabelsClear(labels)).toBe(true);
    await expect(
      canvas.getByRole('img', { name: /^Creative Cinema Show · Creative Cinema Show on X:/ }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading Events by status' }),
    ).toBeVisible();
  },
};

/** All zero is empty too: nothing to stack. */
export const Empty: Story = {
  args: { data: EVENTS_BY_STATUS.map((month) => ({ month: month.month })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data for this period yet.')).toBeVisible();
  },
};

/** The figures failed to load: the reason and what to do, in the plot's place. */
export const ErrorState: Story = {
  args: { errorMessage: 'Events could not be loaded. Try again in a minute.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Events could not be loaded. Try again in a minute.',
    );
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toBeDisabled();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Both gaps, loading and empty, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      <StackedBarChart {...args} />
      <StackedBarChart {...args} segmentGap="none" surface="plain" showTotals={false} />
      <StackedBarChart {...args} isLoading height={120} />
    </div>
  ),
};
