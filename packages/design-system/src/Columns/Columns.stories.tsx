import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        'Use `Columns` to put equal cards side by side on a dashboard or record page: it shows as many columns as fit at `minColumnWidth` or wider, and one column on a phone, without breakpoints.',
      alternatives: [
        {
          use: 'Inline',
          when: 'Items of their own widths in a row that wraps (filters, buttons).',
        },
        { use: 'Stack', when: 'Parts one under the other at every width.' },
        { use: 'Table', when: 'The content is rows of records with the same fields.' },
      ],
      do: [
        'Choose `minColumnWidth` from the content: the narrowest a card can be and still read well (220 to 420 px is typical).',
        'Keep the default `alignY="stretch"` so the cards of a row are equally tall, and use `top` when their heights differ a lot.',
        'Take the gap from the space tokens with `space` (`lg`, 16 px, by default).',
        'Put the cards in the order they should be read: on a phone they stack in that order.',
      ],
      dont: [
        "Don't use it for unequal columns such as a main pane and a side pane; it makes every column the same width.",
        "Don't set a `minColumnWidth` wider than a phone expects to need; one column is already the phone layout.",
        "Don't add margins to the children for spacing; use `space`.",
      ],
      anatomy: [
        {
          part: 'Grid',
          description:
            'A `<div>` grid of equal columns at least `minColumnWidth` wide, `space` apart in both directions.',
        },
        { part: 'Columns', description: 'Each child is one cell, usually a `Card`.' },
      ],
      accessibility: [
        'It is a plain `<div>` with no role: layout only, adding nothing to what screen readers hear.',
        'The visual order always matches the source order, so reading and Tab order follow the cards left to right, then down.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns fit at 220 px or wider: side by side, equally wide and equally tall. */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Card, Columns } from '@airtime/design-system';

<Columns minColumnWidth={220}>
  <Card title="Upcoming airings">
    <p>12 sponsored segments across 8 creators.</p>
  </Card>
  <Card title="Needs attention">
    <p>3 insertion orders wait for a signature, 2 airings for a link, and 1 invoice for a purchase order number.</p>
  </Card>
  <Card title="Agency rep">
    <p>Jane Cooper</p>
  </Card>
</Columns>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { Card, Columns } from '@airtime/design-system';

<Columns minColumnWidth={220} alignY="top">
  <Card title="Upcoming airings">
    <p>12 sponsored segments across 8 creators.</p>
  </Card>
  <Card title="Needs attention">
    <p>3 insertion orders wait for a signature, 2 airings for a link, and 1 invoice for a purchase order number.</p>
  </Card>
  <Card title="Agency rep">
    <p>Jane Cooper</p>
  </Card>
</Columns>`,
      },
    },
  },
  args: { alignY: 'top' },
  play: async ({ canvas }) => {
    const box = boxOf(canvas);
    await expect(box('Agency rep').height).toBeLessThan(box('Needs attention').height);
  },
};

/** Narrower than two columns: one column, the cards one under the other. */
export const Narrow: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Card, Columns } from '@airtime/design-system';

<Columns minColumnWidth={220}>
  <Card title="Upcoming airings">
    <p>12 sponsored segments across 8 creators.</p>
  </Card>
  <Card title="Needs attention">
    <p>3 insertion orders wait for a signature, 2 airings for a link, and 1 invoice for a purchase order number.</p>
  </Card>
  <Card title="Agency rep">
    <p>Jane Cooper</p>
  </Card>
</Columns>`,
      },
    },
  },
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
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Card, Columns } from '@airtime/design-system';

// alignY: 'stretch' (the default) or 'top'; space: any space token, 'lg' (16 px) by default.
<Columns minColumnWidth={220} alignY="top" space="xl">
  <Card title="Upcoming airings">...</Card>
  <Card title="Needs attention">...</Card>
  <Card title="Agency rep">...</Card>
</Columns>`,
      },
    },
  },
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
