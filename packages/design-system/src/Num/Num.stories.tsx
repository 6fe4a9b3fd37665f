import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { Num } from './Num.tsx';

const meta = {
  title: 'Formatting/Num',
  component: Num,
  tags: ['autodocs'],
  args: { value: 48213 },
  parameters: {
    guidance: {
      whenToUse:
        'Use `Num` for a plain number, such as views, airings or followers, formatted by `formatNumber` in tabular digits, with an em dash when there is no number.',
      alternatives: [
        { use: 'Money', when: 'The figure is an amount of dollars.' },
        { use: 'formatPercent', when: 'The figure is a ratio to show as a percentage.' },
        {
          use: 'formatNumber',
          when: 'You need the text itself, for a chart label, an `aria-label` or a string outside React.',
        },
        { use: 'Stat', when: 'The number is a headline figure with a label and a change.' },
      ],
      do: [
        'Use `compact` where room is short: `3.5M`, with the exact number on hover and for screen readers.',
        'Pass `null` or `undefined` for an unknown number, so it shows `—` rather than `0`.',
        'Set `decimals` only for figures that are not whole numbers, such as averages.',
        'Right-align columns of numbers so the tabular digits line up.',
      ],
      dont: [
        "Don't use `Num` for money or percentages; use `Money` or `formatPercent`, which add their symbols.",
        "Don't format numbers with `toLocaleString` by hand; every page should read the same.",
        "Don't expect a tooltip on small compact numbers: below 1,000 nothing is abbreviated, so there is no `title`.",
      ],
      anatomy: [
        { part: 'Figure', description: 'A `<span>` in tabular digits with the formatted number.' },
        {
          part: 'Exact number',
          description:
            'With `compact` and an abbreviation, the full number as a `title` tooltip and as hidden text for screen readers.',
        },
      ],
      accessibility: [
        'A compact number is read in full: the abbreviation is `aria-hidden` and the exact number is visually hidden text in its place.',
        'The `title` tooltip shows only on hover; do not put anything there that keyboard users need.',
      ],
    } satisfies Guidance,
  },
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
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Num } from '@airtime/design-system';

<Num value={3_456_789} />          {/* 3,456,789 */}
<Num value={3_456_789} compact />  {/* 3.5M, exact number on hover */}
<Num value={undefined} />          {/* — */}`,
      },
    },
  },
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
