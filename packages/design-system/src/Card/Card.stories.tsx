import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontal } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { text } from '../theme/typography.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { card } from './Card.css.ts';
import { Card } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Upcoming airings',
    description: 'Next 30 days, all brands',
    children: (
      <p className={text({ size: 'md' })}>12 sponsored segments are scheduled across 8 creators.</p>
    ),
  },
  argTypes: {
    padding: { control: 'inline-radio', options: variantOptions(card, 'padding') },
    title: { control: 'text' },
    description: { control: 'text' },
    actions: { control: false },
    children: { control: false },
  },
  parameters: {
    guidance: {
      whenToUse:
        "Use `Card` to group related content on a bordered surface: a dashboard tile, a record's side panel, a table with its heading. It takes an optional `title` (a real heading), `description` and `actions`.",
      alternatives: [
        {
          use: 'Section',
          when: 'A titled part of the page without a border, which should also be a landmark region screen readers can list.',
        },
        { use: 'Stack', when: 'You only need space between parts, with no surface or heading.' },
        { use: 'Stat', when: 'The card would hold a single figure with its label and change.' },
      ],
      do: [
        "Set `headingLevel` so the title fits the page's outline (3 by default, under a page's h2 sections).",
        'Use `padding="none"` when a table or list should run to the card\'s edges.',
        "Put a `LinkButton` ('View all') or an `IconButton` menu in `actions`; they sit at the top right, after the title in the tab order.",
        'Lay cards out side by side with `Columns`, which keeps them equally wide and, by default, equally tall.',
        'Show `Skeleton`s in the shape of the content while it loads.',
      ],
      dont: [
        "Don't nest cards inside cards; use a `Stack` or a divider inside one card.",
        "Don't make the whole card clickable; put a `Link` in the title or a button in `actions`.",
        "Don't expect a card to float above the page: it has a 1 px border and no shadow; use a `Popover` or `Modal` for what floats.",
        'Don\'t give it `role="region"` by default: a dashboard of cards would become a crowd of landmarks; use `Section` for a region.',
      ],
      anatomy: [
        {
          part: 'Surface',
          description:
            'A bordered, rounded `<div>` with `padding` of none, sm 12 px, md 16 px or lg 24 px.',
        },
        {
          part: 'Title',
          description: 'Optional heading (`h3` unless `headingLevel` says otherwise).',
        },
        { part: 'Description', description: 'Optional line under the title in the subtle colour.' },
        {
          part: 'Actions',
          description:
            'Optional controls at the top right; they keep their size when the title wraps.',
        },
        { part: 'Body', description: 'The `children`.' },
      ],
      accessibility: [
        'The title is a real heading, so screen reader users can jump between cards by heading.',
        'The card itself has no role and no name; it is not a landmark.',
        'The card adds no tab stop; focus goes to the controls inside it in reading order, title row first.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is a heading (level 3 unless told), so screen readers can jump between cards. */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Card } from '@airtime/design-system';

<Card title="Upcoming airings" description="Next 30 days, all brands">
  <p>12 sponsored segments are scheduled across 8 creators.</p>
</Card>`,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Upcoming airings' })).toBeVisible();
    await expect(canvas.getByText('Next 30 days, all brands')).toBeVisible();
  },
};

const viewAll = fn();
const openMenu = fn();

/** Actions sit at the top right and keep their place in the tab order after the title. */
export const WithActions: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, Card, IconButton } from '@airtime/design-system';
import { MoreHorizontal } from 'lucide-react';

<Card
  title="Upcoming airings"
  description="Next 30 days, all brands"
  actions={
    <>
      <Button size="sm" variant="ghost" onPress={viewAll}>
        View all
      </Button>
      <IconButton size="sm" label="More actions" icon={<MoreHorizontal />} onPress={openMenu} />
    </>
  }
>
  <p>12 sponsored segments are scheduled across 8 creators.</p>
</Card>`,
      },
    },
  },
  args: {
    actions: (
      <>
        <Button size="sm" variant="ghost" onPress={viewAll}>
          View all
        </Button>
        <IconButton size="sm" label="More actions" icon={<MoreHorizontal />} onPress={openMenu} />
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    viewAll.mockClear();
    openMenu.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }));
    await expect(viewAll).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More actions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openMenu).toHaveBeenCalledOnce();
  },
};

/** Without a title: just the surface. */
export const Plain: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Card } from '@airtime/design-system';

<Card>
  <p>12 sponsored segments are scheduled across 8 creators.</p>
</Card>`,
      },
    },
  },
  args: { title: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText(/12 sponsored segments/)).toBeVisible();
  },
};

/** Loading: skeletons in the shape of the content. */
export const Loading: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Card, Skeleton } from '@airtime/design-system';

<Card title="Upcoming airings" description="Next 30 days, all brands">
  <Skeleton lines={2} label="Loading airings" />
</Card>`,
      },
    },
  },
  args: { children: <Skeleton lines={2} label="Loading airings" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading airings');
  },
};

/** A long title wraps; the actions keep their size and place. */
export const LongTitle: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Card, IconButton } from '@airtime/design-system';
import { MoreHorizontal } from 'lucide-react';

<Card
  title="Sponsored segments awaiting brand approval before the end of the current billing period"
  description="Next 30 days, all brands"
  actions={<IconButton size="sm" label="More actions" icon={<MoreHorizontal />} />}
>
  <p>12 sponsored segments are scheduled across 8 creators.</p>
</Card>`,
      },
    },
  },
  args: {
    title:
      'Sponsored segments awaiting brand approval before the end of the current billing period',
    actions: <IconButton size="sm" label="More actions" icon={<MoreHorizontal />} />,
  },
  // A narrow column, as in a dashboard grid.
  render: (args) => <Card {...args} style={{ width: 360 }} />,
  play: async ({ canvas }) => {
    const more = canvas.getByRole('button', { name: 'More actions' });
    await expect(more.getBoundingClientRect().width).toBe(28);
    const heading = canvas.getByRole('heading');
    await expect(heading.getBoundingClientRect().right).toBeLessThan(
      more.getBoundingClientRect().left,
    );
  },
};

/** Every padding, in every theme; `none` for a table that fills the card. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Card, IconButton } from '@airtime/design-system';
import { MoreHorizontal } from 'lucide-react';

// padding: 'none' | 'sm' | 'md' (the default) | 'lg'
<Card
  padding="lg"
  title="Upcoming airings"
  description="Next 30 days, all brands"
  actions={<IconButton size="sm" label="More actions" icon={<MoreHorizontal />} />}
>
  <p>12 sponsored segments are scheduled across 8 creators.</p>
</Card>`,
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'md', alignItems: 'flex-start' })}>
      {variantOptions(card, 'padding').map((padding) => (
        <Card
          key={padding}
          padding={padding}
          title={`Padding ${padding}`}
          description={args.description}
          actions={<IconButton size="sm" label={`More, ${padding}`} icon={<MoreHorizontal />} />}
        >
          {args.children}
        </Card>
      ))}
    </div>
  ),
};
