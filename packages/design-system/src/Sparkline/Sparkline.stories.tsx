import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { REVENUE_BY_MONTH, VIEWS_BY_WEEK } from '../Chart/chartStoryData.ts';
import { storyFrame } from '../Chart/storyFrame.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { sparkline } from './Sparkline.css.ts';
import { Sparkline } from './Sparkline.tsx';

const meta = {
  title: 'Charts/Sparkline',
  component: Sparkline,
  tags: ['autodocs'],
  args: {
    label: 'Views by week',
    data: VIEWS_BY_WEEK,
    x: 'week',
    y: 'views',
    xFormat: 'date',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: variantOptions(sparkline, 'tone') },
  },
  decorators: [
    (Story) => (
      <div className={storyFrame({ width: 'xs' })}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: {
      whenToUse:
        'Use `Sparkline` for a small trend without axes beside a figure: in a table row, under a `Stat`. Its width follows its container and its accessible name tells the span, the first and last values, the low and the high.',
      alternatives: [
        { use: 'LineChart', when: 'Readers need axes, several series, a legend or a table view.' },
        {
          use: 'Stat',
          when: 'The trend belongs to a headline figure: a `Stat` shows the figure and its change; put the sparkline under it.',
        },
      ],
      do: [
        'Name it with `label` ("Views by week"): the name starts with it and goes on with the span and the figures.',
        "Set `xFormat` and `valueFormat` (`'date'`, `'month'`, `'money'`, ...) so the tooltip and the name read like the rest of the page.",
        'Keep the default `accent` tone; use `positive` or `critical` only when the direction of the trend is the news.',
        'Pass `null` for a missing point: it shows as a gap, and the name skips it.',
        'Give its container a width; the height is `height` (32 px by default).',
      ],
      dont: [
        "Don't use it where readers need to read values off the chart; use `LineChart`.",
        "Don't expect keyboard users to reach the per-point tooltip; put the figures that matter in text beside it.",
        "Don't pass unsorted data: points are drawn in the order given.",
      ],
      anatomy: [
        { part: 'Line', description: "The trend, smoothed, in the tone's colour." },
        {
          part: 'Area',
          description: 'A soft fill under the line; leave it out with `showArea={false}`.',
        },
        { part: 'Dot', description: 'Marks the last point, or the hovered one.' },
        { part: 'Tooltip', description: "On hover, the nearest point's category and exact value." },
      ],
      accessibility: [
        'Renders an `<svg role="img">` whose name describes the trend in words: "Views by week, Jan 07, 2024 to Mar 24, 2024: from 1,204,000 to 2,689,300, low 986,200, high 2,689,300".',
        'With no data its name ends in "no data".',
        'It is not a tab stop; the hover tooltip is for pointer users only, so the name carries what matters.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its name tells the span, the first and last values, the low and the high. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'Views by week, Jan 07, 2024 to Mar 24, 2024: from 1,204,000 to 2,689,300, low 986,200, high 2,689,300',
      }),
    ).toBeVisible();
  },
};

/** The pointer gets the exact figure of the nearest point. */
export const Hover: Story = {
  play: async ({ canvas, userEvent }) => {
    const line = canvas.getByRole('img', { name: /^Views by week/ });
    // The line is drawn once the container's width has been observed, after the first layout.
    await waitFor(() => expect(line.getBoundingClientRect().width).toBeGreaterThan(0));
    const box = line.getBoundingClientRect();
    // The first point sits at the left edge.
    await userEvent.pointer({
      target: line,
      coords: { clientX: box.left + 2, clientY: box.top + 10 },
    });
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Jan 07, 2024');
    await expect(tooltip).toHaveTextContent('1,204,000');
    await userEvent.unhover(line);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Status tones when the trend itself is the news; missing months are gaps. */
export const Tones: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      {variantOptions(sparkline, 'tone').map((tone) => (
        <Sparkline key={tone} {...args} label={`Views by week, ${tone}`} tone={tone} />
      ))}
      <Sparkline
        label="Revenue by month"
        data={REVENUE_BY_MONTH}
        x="month"
        y="revenue"
        xFormat="month"
        valueFormat="money"
        showArea={false}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
    await expect(
      canvas.getByRole('img', {
        name: /^Revenue by month, 4\/23 to 1\/24: from \$48,250 to \$69,700/,
      }),
    ).toBeVisible();
  },
};

/** No values: an empty line, and a name that says so. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Views by week: no data' })).toBeInTheDocument();
  },
};

/** A single value is a dot; a flat series is a level line. */
export const SingleAndFlat: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      <Sparkline {...args} label="First week" data={VIEWS_BY_WEEK.slice(0, 1)} />
      <Sparkline
        {...args}
        label="Flat"
        data={VIEWS_BY_WEEK.map((week) => ({ ...week, views: 1000 }))}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'First week, Jan 07, 2024: 1,204,000' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Flat.*low 1,000, high 1,000$/ })).toBeVisible();
  },
};

/** Every tone, at two heights, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      {variantOptions(sparkline, 'tone').map((tone) => (
        <Sparkline key={tone} {...args} tone={tone} />
      ))}
      <Sparkline {...args} height={48} showArea={false} />
    </div>
  ),
};
