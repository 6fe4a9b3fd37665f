import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
  parameters: { controls: { disable: true } },
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
