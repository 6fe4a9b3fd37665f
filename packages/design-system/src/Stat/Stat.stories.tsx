import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { stat } from './Stat.css.ts';
import { Stat } from './Stat.tsx';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  tags: ['autodocs'],
  args: {
    label: 'Revenue',
    value: 1_234_567,
    format: 'money',
    compact: true,
    change: 0.124,
    changeLabel: 'vs last month',
  },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(stat, 'size') },
    format: { control: 'inline-radio', options: ['number', 'money', 'percent'] },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `Stat` for a headline figure with its label and, when there is a previous period, its change: revenue this month, airings, conversion rate. The figure is formatted as a number, money or a percentage, and the change shows an arrow, a colour and words.',
      alternatives: [
        { use: 'Money or Num', when: 'The figure sits inside a sentence or a table cell.' },
        {
          use: 'Sparkline',
          when: 'The trend over time matters more than one figure; put it under the stat.',
        },
        {
          use: 'LineChart or BarChart',
          when: 'Readers need to compare values over time or across categories.',
        },
      ],
      do: [
        'Pick `format` (`number`, `money` or `percent`) and pass percentages and changes as ratios: `0.124` shows 12.4%.',
        'Say what the change compares with in `changeLabel` ("vs last month").',
        'Set `isIncreaseGood={false}` for costs, churn or late payments, so a rise shows in the critical colour.',
        'Use `compact` for large amounts in a row of stats; the exact figure stays available on hover and to screen readers.',
        "Show `isLoading` while the figure loads; the skeleton keeps the stat's height, so the row does not jump.",
      ],
      dont: [
        "Don't pass `change` as a percentage number (`12.4`); it is a ratio (`0.124`).",
        "Don't pass `0` for an unknown value; pass `null`, which shows an em dash.",
        'Don\'t use `size="lg"` for more than one stat in a card; it is for the card\'s headline figure.',
      ],
      anatomy: [
        {
          part: 'Label',
          description: 'What the figure is, on one line, cut with an ellipsis when long.',
        },
        {
          part: 'Figure',
          description: 'The formatted value in tabular digits, `md` or `lg` (`size`).',
        },
        {
          part: 'Change',
          description:
            'An arrow and the change in the positive, critical or neutral colour, then the `changeLabel`.',
        },
      ],
      accessibility: [
        'The change is read in words ("Up 12.4%", "No change"), so the arrow and the colour are never the only signal; the arrow is hidden.',
        'A compact figure is read in full (the exact amount), not as its abbreviation.',
        'While loading the stat is `aria-busy` and its skeletons are hidden from screen readers.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A rise in revenue: green, an up arrow, and "Up 12.4%" for screen readers. The abbreviated
 * figure carries the exact amount.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1.2M')).toBeVisible();
    await expect(canvas.getByText('$1,234,567')).toBeInTheDocument();
    await expect(canvas.getByText('Up 12.4%')).toBeInTheDocument();
    await expect(canvas.getByText('12.4%')).toBeVisible();
    await expect(canvas.getByText('vs last month')).toBeVisible();
  },
};

export const Down: Story = {
  args: { label: 'Airings', format: 'number', compact: false, value: 842, change: -0.031 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('842')).toBeVisible();
    await expect(canvas.getByText('Down 3.1%')).toBeInTheDocument();
  },
};

/** For costs a rise is bad news: another colour, though the arrow and the words still say "up". */
export const IncreaseIsBad: Story = {
  args: { label: 'Creator payouts', value: 48_200, change: 0.2, isIncreaseGood: false },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'xl' })}>
      <Stat {...args} label="Revenue" isIncreaseGood />
      <Stat {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [good, bad] = canvas.getAllByText('Up 20.0%').map((spoken) => spoken.parentElement);
    await expect(good).toBeDefined();
    await expect(getComputedStyle(bad as Element).color).not.toBe(
      getComputedStyle(good as Element).color,
    );
  },
};

/** A change too small to show is flat: no arrow up or down, "No change". */
export const Flat: Story = {
  args: { label: 'Conversion rate', format: 'percent', value: 0.042, decimals: 1, change: 0.0003 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.2%')).toBeVisible();
    await expect(canvas.getByText('No change')).toBeInTheDocument();
    await expect(canvas.getByText('0.0%')).toBeVisible();
  },
};

/** No previous period: just the figure. */
export const WithoutChange: Story = {
  args: { change: undefined, changeLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^(Up|Down|No change)/)).not.toBeInTheDocument();
  },
};

/** No value: the em dash every formatter shows. */
export const Empty: Story = {
  args: { value: null, change: null, changeLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

/** Loading: skeletons in place of the figure and the change; the stat is marked busy. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Revenue');
    await expect(label.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('$1.2M')).not.toBeInTheDocument();
  },
};

/**
 * A stat without a change, loading beside the loaded one: the skeleton takes the figure's place
 * only, so the row keeps its height when the figures arrive (no layout shift).
 */
export const LoadingWithoutChange: Story = {
  args: { change: undefined, changeLabel: undefined },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <Stat {...args} label="Loading" isLoading />
      <Stat {...args} label="Loaded" />
    </div>
  ),
  play: async ({ canvas }) => {
    const loading = canvas.getByText('Loading').parentElement as HTMLElement;
    const loaded = canvas.getByText('Loaded').parentElement as HTMLElement;
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading.getBoundingClientRect().height).toBe(
      loaded.getBoundingClientRect().height,
    );
  },
};

/** The headline size, with a long label that is cut rather than wrapped. */
export const LongLabel: Story = {
  args: {
    size: 'lg',
    label: 'Revenue from sponsored segments across every brand this quarter',
    style: { maxWidth: 280 },
  },
  play: async ({ canvas }) => {
    const label = canvas.getByText(/^Revenue from sponsored/);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
  },
};

const CHANGES = [
  { label: 'Up, good', change: 0.124 },
  { label: 'Down, bad', change: -0.08 },
  { label: 'Up, bad', change: 0.05, isIncreaseGood: false },
  { label: 'Flat', change: 0 },
  { label: 'Loading', change: 0.1, isLoading: true },
] as const;

/** Every size and kind of change, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Inline, Stat } from '@airtime/design-system';

<Inline space="xl">
  <Stat label="Up, good" value={98_765} format="money" compact change={0.124} changeLabel="vs last month" />
  <Stat label="Down, bad" value={98_765} format="money" compact change={-0.08} changeLabel="vs last month" />
  <Stat
    label="Up, bad"
    value={98_765}
    format="money"
    compact
    change={0.05}
    isIncreaseGood={false}
    changeLabel="vs last month"
  />
  <Stat label="Flat" value={98_765} format="money" compact change={0} changeLabel="vs last month" />
  <Stat label="Loading" value={98_765} format="money" compact change={0.1} changeLabel="vs last month" isLoading />
</Inline>`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      {variantOptions(stat, 'size').map((size) => (
        <div key={size} className={sprinkles({ display: 'flex', gap: 'xl' })}>
          {CHANGES.map((props) => (
            <Stat
              key={props.label}
              size={size}
              value={98_765}
              format="money"
              compact
              changeLabel="vs last month"
              {...props}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};
