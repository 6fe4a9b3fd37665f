import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { text } from '../theme/typography.css.ts';
import { storyNarrow, storyWide } from '../utils/layoutStory.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { columns } from './Columns.css.ts';
import { Columns } from './Columns.tsx';

// Each card is a named group here, so the tests can find and measure it by its role.
function Cards({ suffix = '' }: { readonly suffix?: string }) {
  return (
    <>
      <Card role="group" aria-label="Upcoming airings" title={`Upcoming airings${suffix}`}>
        <p className={text({ size: 'md' })}>12 sponsored segments across 8 creators.</p>
      </Card>
      <Card role="group" aria-label="Needs attention" title={`Needs attention${suffix}`}>
        <p className={text({ size: 'md' })}>
          3 insertion orders wait for a signature, 2 airings for a link, and 1 invoice for a
          purchase order number.
        </p>
      </Card>
      <Card role="group" aria-label="Agency rep" title={`Agency rep${suffix}`}>
        <p className={text({ size: 'md' })}>Jane Cooper</p>
      </Card>
    </>
  );
}

function boxOf(canvas: { getByRole: (role: 'group', options: { name: string }) => HTMLElement }) {
  return (name: string) => canvas.getByRole('group', { name }).getBoundingClientRect();
}

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  tags: ['autodocs'],
  args: { minColumnWidth: 220, children: <Cards /> },
  argTypes: {
    minColumnWidth: { control: { type: 'number', min: 120, step: 20 } },
    space: { control: 'select', options: variantOptions(columns, 'space') },
    alignY: { control: 'inline-radio', options: variantOptions(columns, 'alignY') },
    children: { control: false },
  },
  render: (args) => <Columns {...args} className={storyWide} />,
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns fit at 220 px or wider: side by side, equally wide and equally tall. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const box = boxOf(canvas);
    const airings = box('Upcoming airings');
    const attention = box('Needs attention');
    const rep = box('Agency rep');
    await expect(attention.top).toBe(airings.top);
    await expect(rep.top).toBe(airings.top);
    await expect(attention.left - airings.right).toBe(16);
    await expect(rep.width).toBeCloseTo(airings.width, 0);
    await expect(rep.height).toBe(attention.height);
  },
};

/** `alignY="top"`: each card keeps its own height. */
export const AlignTop: Story = {
  args: { alignY: 'top' },
  play: async ({ canvas }) => {
    const box = boxOf(canvas);
    await expect(box('Agency rep').height).toBeLessThan(box('Needs attention').height);
  },
};

/** Narrower than two columns: one column, the cards one under the other. */
export const Narrow: Story = {
  render: (args) => <Columns {...args} className={storyNarrow} />,
  play: async ({ canvas }) => {
    const box = boxOf(canvas);
    const airings = box('Upcoming airings');
    const attention = box('Needs attention');
    await expect(attention.top - airings.bottom).toBe(16);
    await expect(attention.width).toBe(320);
  },
};

/** Every space and alignment, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      {variantOptions(columns, 'alignY').map((alignY) => (
        <Columns key={alignY} minColumnWidth={220} alignY={alignY} className={storyWide}>
          <Cards suffix={`, ${alignY}`} />
        </Columns>
      ))}
      {variantOptions(columns, 'space').map((space) => (
        <Columns key={space} minColumnWidth={220} space={space} className={storyWide}>
          <Card padding="sm">{`space ${space}`}</Card>
          <Card padding="sm">{`space ${space}`}</Card>
          <Card padding="sm">{`space ${space}`}</Card>
        </Columns>
      ))}
    </div>
  ),
};
