import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { chart } from '../Chart/Chart.css.ts';
import { paintOf } from '../Chart/chartStoryChecks.ts';
import {
  CAMPAIGNS_BY_STATUS,
  EVENT_STATUS_TOTALS,
  REVENUE_BY_BRAND,
} from '../Chart/chartStoryData.ts';
import { storyFrame } from '../Chart/storyFrame.css.ts';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { donutLayout } from './DonutChart.css.ts';
import { DonutChart } from './DonutChart.tsx';

const meta = {
  title: 'Charts/DonutChart',
  component: DonutChart,
  tags: ['autodocs'],
  args: {
    label: 'Events by status this quarter',
    data: EVENT_STATUS_TOTALS,
    categoryLabel: 'Status',
    totalLabel: 'Events',
  },
  argTypes: {
    surface: { control: 'inline-radio', options: variantOptions(chart, 'surface') },
    legendPosition: {
      control: 'inline-radio',
      options: ['auto', ...variantOptions(donutLayout, 'legendPosition')],
    },
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
        "Use `DonutChart` to show the parts of one whole (events by status, revenue by brand): the total in the middle, and a legend with each slice's figure and share beside or below it.",
      alternatives: [
        {
          use: 'BarChart',
          when: 'Comparing values that are not parts of one whole, or more than six of them.',
        },
        { use: 'StackedBarChart', when: 'The same split over time (status per month).' },
        { use: 'Stat', when: 'Only the total matters.' },
      ],
      do: [
        "Pass at most six slices, largest first, and group the rest as 'Others'.",
        "Set `categoryLabel` ('Status') for the table's first column and `totalLabel` ('Events') for the figure in the middle.",
        'Pick a `valueFormat`: the centre shows the total compact, the legend, tooltip and table show exact values.',
        'Leave `legendPosition` at `auto`, which puts the legend beside the donut from 420 px wide and below it when narrower.',
        'Give an `emptyMessage` for when every slice is zero, and an `errorMessage` when the figures failed to load.',
      ],
      dont: [
        "Don't use it for values that don't add up to a meaningful total; negative values are drawn as zero.",
        "Don't use it to compare slices of similar size; a `BarChart` shows small differences better.",
        "Don't colour slices yourself; the palette starts with the accent and keeps one colour per position, like the other charts.",
      ],
      anatomy: [
        { part: 'Title', description: "The `label`, with the 'Show as table' toggle." },
        {
          part: 'Donut',
          description: 'One slice per datum, the total and `totalLabel` in the middle.',
        },
        {
          part: 'Legend',
          description:
            "Each slice's name, exact value and share ('131 · 58%'), beside or below the donut.",
        },
        {
          part: 'Tooltip',
          description: "A slice's name, value and share on hover or keyboard focus.",
        },
      ],
      accessibility: [
        'The chart is a `<figure>` named by `label`, with a table of every slice, its share and the total always in the page for screen readers.',
        'The slices are one Tab stop: the arrow keys, Home and End move between them and the tooltip follows focus.',
        "Each slice is an image named with its label, value and share ('Aired: 131, 58%').",
        "The legend is a list named 'Legend' with the figures in text, so no reader depends on colour.",
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The total in the middle; the legend beside it carries each slice's figure and share. */
export const EventsByStatus: Story = {
  play: async ({ canvas, userEvent }) => {
    const donut = await canvas.findByRole('group', { name: 'Events by status this quarter' });
    await expect(within(donut).getByText('225')).toBeInTheDocument();
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(within(legend).getByText('131 · 58%')).toBeVisible();

    const aired = canvas.getByRole('img', { name: 'Aired: 131, 58%' });
    await userEvent.hover(aired);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Aired');
    await expect(tooltip).toHaveTextContent('Value131');
    await expect(tooltip).toHaveTextContent('Share58%');
    await userEvent.unhover(aired);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Keyboard: one tab stop for the slices, arrows move between them. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: /^Aired/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: 'Scheduled: 60, 27%' })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Scheduled');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Cancelled');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Share5%');
  },
};

/** Money, seven brands (the last one grouped as "Others"), compact total in the middle. */
export const RevenueByBrand: Story = {
  args: {
    label: 'Revenue by brand, 2023',
    data: REVENUE_BY_BRAND.slice(0, 5).concat({
      label: 'Others',
      value: REVENUE_BY_BRAND.slice(5).reduce((sum, brand) => sum + brand.value, 0),
    }),
    categoryLabel: 'Brand',
    valueFormat: 'money',
    totalLabel: 'Revenue',
    height: 260,
  },
  play: async ({ canvas }) => {
    const donut = await canvas.findByRole('group', { name: 'Revenue by brand, 2023' });
    await expect(within(donut).getByText('$598.5K')).toBeInTheDocument();
    await expect(canvas.getByText('$184,500 · 31%')).toBeVisible();
  },
};

/**
 * Slices that stand for statuses take their status's tone: each is painted as the dot of the
 * StatusBadge beside it, so the donut and a table of the same statuses agree.
 */
export const StatusTones: Story = {
  args: {
    label: 'Campaigns by status',
    data: CAMPAIGNS_BY_STATUS,
    totalLabel: 'Campaigns',
  },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      <DonutChart {...args} />
      <div className={sprinkles({ display: 'flex', gap: 'xs', flexWrap: 'wrap' })}>
        {CAMPAIGNS_BY_STATUS.map(({ label, tone }) => (
          <StatusBadge key={label} data-badge tone={tone} label={label} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const { label } of CAMPAIGNS_BY_STATUS) {
      const slice = await canvas.findByRole('img', { name: new RegExp(`^${label}:`) });
      const dot = canvas.getByText(label, { selector: '[data-badge] span' }).previousElementSibling;
      await expect(paintOf(slice)).toBe(paintOf(dot as Element));
    }
    // The tooltip's swatch follows the slice's tone too.
    await userEvent.hover(canvas.getByRole('img', { name: /^Cancelled:/ }));
    const tooltip = await canvas.findByRole('tooltip');
    const dot = canvas.getByText('Cancelled', {
      selector: '[data-badge] span',
    }).previousElementSibling;
    // The row's swatch: the first of its spans (the title is the tooltip's first span).
    const swatch = within(tooltip).getByText('Value').previousElementSibling;
    await expect(paintOf(swatch as Element)).toBe(paintOf(dot as Element));
  },
};

/** The table lists each slice, its share and the total. */
export const TableView: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Events by status this quarter' });
    await expect(within(table).getByRole('row', { name: /^Pending approval/ })).toHaveTextContent(
      '2210%',
    );
    await expect(within(table).getByRole('row', { name: /^Events/ })).toHaveTextContent('225100%');
  },
};

/** Narrow: the legend moves under the donut. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className={storyFrame({ width: 'sm' })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const donut = await canvas.findByRole('group', { name: 'Events by status this quarter' });
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(legend.getBoundingClientRect().top).toBeGreaterThan(
      donut.getBoundingClientRect().bottom - 1,
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading Events by status this quarter' }),
    ).toBeVisible();
  },
};

/** Every slice at zero: nothing to divide. */
export const Empty: Story = {
  args: {
    data: EVENT_STATUS_TOTALS.map((status) => ({ ...status, value: 0 })),
    emptyMessage: 'No events this quarter yet.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No events this quarter yet.')).toBeVisible();
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

/** Side and below legends, money, loading, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { DonutChart } from '@airtime/design-system';

// legendPosition: 'auto' (the default: beside from 420 px wide, else below), 'side' or 'below'.
<DonutChart
  label="Events by status this quarter"
  data={[
    { label: 'Aired', value: 131 },
    { label: 'Scheduled', value: 60 },
    { label: 'Pending approval', value: 22 },
    { label: 'Cancelled', value: 12 },
  ]}
  categoryLabel="Status"
  totalLabel="Events"
  legendPosition="below"
/>`,
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      <DonutChart {...args} />
      <DonutChart
        {...args}
        label="Revenue by brand, 2023"
        data={REVENUE_BY_BRAND.slice(0, 6)}
        categoryLabel="Brand"
        valueFormat="money"
        totalLabel="Revenue"
        legendPosition="below"
        surface="plain"
      />
      <DonutChart {...args} isLoading height={120} />
    </div>
  ),
};
