import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { Money } from './Money.tsx';

const meta = {
  title: 'Formatting/Money',
  component: Money,
  tags: ['autodocs'],
  args: { value: 1234567 },
  argTypes: {
    party: { control: 'inline-radio', options: [undefined, 'brand', 'creator'] },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `Money` wherever an amount of dollars is shown: budgets, rates, earnings. It formats with `formatMoney` in tabular digits, so amounts line up in columns, and shows an em dash for a missing amount.',
      alternatives: [
        { use: 'Num', when: 'The figure is a count, not money (views, airings).' },
        {
          use: 'formatMoney',
          when: 'You need the text itself, for a chart label, an `aria-label` or a string outside React.',
        },
        {
          use: 'Stat',
          when: 'The amount is a headline figure with a label and a change against a previous period.',
        },
      ],
      do: [
        'Pass the amount in dollars as `value`; `null`, `undefined`, `NaN` and non-numeric strings all show `—`.',
        'Use `compact` where room is short (cards, charts, narrow columns): `$1.2M`, with the exact amount on hover and for screen readers.',
        'Set `party="brand"` or `party="creator"` on flat and CPA rates, which shows `(b)` or `(c)` after the amount.',
        'Right-align columns of amounts; the tabular digits then line up.',
      ],
      dont: [
        "Don't pass cents; `value` is in dollars, and `decimals` (0 by default) chooses how many decimals to show.",
        "Don't replace a missing amount with `0`; pass `null` so it shows `—`, never `$0`.",
        "Don't format amounts by hand with `toLocaleString`; use `Money` or `formatMoney`, so every page reads the same.",
      ],
      anatomy: [
        {
          part: 'Figure',
          description:
            'A `<span>` in tabular digits: the sign, the dollar sign, the amount and, with `party`, `(b)` or `(c)`.',
        },
        {
          part: 'Exact amount',
          description:
            'With `compact`, the full amount as a `title` tooltip and as hidden text for screen readers.',
        },
      ],
      accessibility: [
        'A compact amount is read in full: the abbreviation is `aria-hidden` and the exact amount is visually hidden text in its place.',
        'The `title` tooltip shows only on hover; keyboard and touch users rely on the exact amount being available elsewhere, such as a detail view.',
        'The em dash for a missing amount is read as is; say "No budget" nearby when the absence matters.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whole dollars by default. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234,567')).toBeVisible();
  },
};

/** Abbreviated, with the exact amount as a tooltip and for screen readers. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1.2M')).toBeVisible();
    const figure = canvas.getByTitle('$1,234,567');
    await expect(figure).toContainElement(canvas.getByText('$1,234,567'));
  },
};

/** Brand (b) and creator (c) amounts on flat and CPA rates. */
export const Parties: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Money } from '@airtime/design-system';

<Money value={2500} party="brand" />   {/* $2,500 (b) */}
<Money value={1800} party="creator" /> {/* $1,800 (c) */}`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'xs' })}>
      <Money value={2500} party="brand" />
      <Money value={1800} party="creator" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$2,500 (b)')).toBeVisible();
    await expect(canvas.getByText('$1,800 (c)')).toBeVisible();
  },
};

/** Missing amounts show an em dash, never $0. */
export const Empty: Story = {
  args: { value: null, party: 'brand' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

const COLUMNS = [
  { name: 'Full', options: {} },
  { name: 'Compact', options: { compact: true } },
  { name: 'With decimals', options: { decimals: 2 } },
];

const AMOUNTS = [0, 999, 1000, 15_250, 999_960, 2_345_678, 1_250_000_000, -4200, null];

/** Amounts right-aligned in tabular digits, full and compact, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Money } from '@airtime/design-system';

<Money value={2_345_678} />             {/* $2,345,678 */}
<Money value={2_345_678} compact />     {/* $2.3M, exact amount on hover */}
<Money value={15_250} decimals={2} />   {/* $15,250.00 */}
<Money value={null} />                  {/* — */}`,
      },
    },
  },
  render: () => (
    <table>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column.name} scope="col">
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {AMOUNTS.map((amount) => (
          <tr key={String(amount)}>
            {COLUMNS.map((column) => (
              <td key={column.name} className={sprinkles({ textAlign: 'right', paddingX: 'sm' })}>
                <Money value={amount} {...column.options} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
