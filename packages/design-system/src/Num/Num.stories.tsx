import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { Num } from './Num.tsx';

const meta = {
  title: 'Formatting/Num',
  component: Num,
  tags: ['autodocs'],
  args: { value: 48213 },
} satisfies Meta<typeof Num>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('48,213')).toBeVisible();
  },
};

/** Abbreviated, with the exact number as a tooltip and for screen readers. */
export const Compact: Story = {
  args: { value: 3_456_789, compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3.5M')).toBeVisible();
    await expect(canvas.getByTitle('3,456,789')).toContainElement(canvas.getByText('3,456,789'));
  },
};

/** Small numbers need no abbreviation, so they carry no tooltip. */
export const CompactSmall: Story = {
  args: { value: 999, compact: true },
  play: async ({ canvas }) => {
    const figure = canvas.getByText('999');
    await expect(figure).not.toHaveAttribute('title');
  },
};

export const Empty: Story = {
  args: { value: Number.NaN },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

const NUMBERS = [0, 7, 999, 1000, 48_213, 999_999, 3_456_789, 12_000_000_000, -15_300, undefined];

/** Numbers right-aligned in tabular digits, full and compact, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <table>
      <thead>
        <tr>
          <th scope="col">Full</th>
          <th scope="col">Compact</th>
        </tr>
      </thead>
      <tbody>
        {NUMBERS.map((number) => (
          <tr key={String(number)}>
            <td className={sprinkles({ textAlign: 'right', paddingX: 'sm' })}>
              <Num value={number} />
            </td>
            <td className={sprinkles({ textAlign: 'right', paddingX: 'sm' })}>
              <Num value={number} compact />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
