import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { chart } from '../Chart/Chart.css.ts';
import { ChartExportContext } from '../Chart/chartExport.ts';
import { REVENUE_BY_MONTH, VIEWS_BY_WEEK } from '../Chart/chartStoryData.ts';
import { storyFrame } from '../Chart/storyFrame.css.ts';
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
  parameters: { controls: { disable: true } },
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
