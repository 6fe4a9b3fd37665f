import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { DateText, type DateTextFormat } from './DateText.tsx';

const FORMATS: DateTextFormat[] = ['date', 'numeric', 'month', 'weekOf'];

const meta = {
  title: 'Formatting/DateText',
  component: DateText,
  tags: ['autodocs'],
  args: { value: '2024-03-05' },
  argTypes: { format: { control: 'inline-radio', options: FORMATS } },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A calendar date stays on its day in every time zone, with a machine-readable `<time>`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const date = canvas.getByText('Mar 05, 2024');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2024-03-05');
  },
};

/** The creator menu's 'Last aired' format. */
export const Numeric: Story = {
  args: { format: 'numeric' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('03/05/2024')).toBeVisible();
  },
};

export const WeekOf: Story = {
  args: { value: '2024-03-04', format: 'weekOf' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Week of 03/04/24')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

/** Every format, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <dl className={sprinkles({ display: 'grid', gap: 'xs' })}>
      {FORMATS.map((format) => (
        <div key={format} className={sprinkles({ display: 'flex', gap: 'md' })}>
          <dt>{format}</dt>
          <dd>
            <DateText value="2024-03-04" format={format} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
