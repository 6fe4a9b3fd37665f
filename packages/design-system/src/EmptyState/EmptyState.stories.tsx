import type { Meta, StoryObj } from '@storybook/react-vite';
import { Megaphone, SearchX } from 'lucide-react';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Card } from '../Card/Card.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { stateMessage } from './EmptyState.css.ts';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No campaigns yet.',
    description: 'Create one to start booking creators.',
    icon: <Megaphone />,
  },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(stateMessage, 'size') },
    icon: { control: false },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `EmptyState` where a list, table, card or page has nothing to show yet: one sentence of what would appear here, one of what to do, and at most one button for the next step.',
      alternatives: [
        {
          use: 'ErrorState',
          when: "The content failed to load: it is announced as an alert and offers 'Try again'.",
        },
        {
          use: 'Skeleton',
          when: 'The content is still loading: show skeletons in its shape instead of an empty state.',
        },
        {
          use: "Table's `emptyState`",
          when: 'A `Table` with no rows shows its `emptyState` prop in place of the rows: pass an `EmptyState` with `size="sm"` to it rather than hiding the table.',
        },
      ],
      do: [
        "Write `title` as what would appear here ('No airings this month.') and `description` as what to do about it ('Add one from a campaign.').",
        'Give the one `action` a verb label; pass `href` to go to a page (a `LinkButton`) or `onPress` to act in place (a `Button`).',
        'Use `size="sm"` inside a table, card or panel, and the default `md` for a whole page.',
        "Set `headingLevel` so the title fits the page's outline (3 by default).",
        "Pick a lucide-react `icon` that names the content ('Megaphone' for campaigns), or pass `null` for none.",
      ],
      dont: [
        "Don't show it while data is still loading; use `Skeleton` until the request has answered.",
        "Don't use it for failures; use `ErrorState`, which says what went wrong and is announced.",
        "Don't offer more than one action; the state takes exactly one button.",
        "Don't leave an empty search without a way forward: say what to change ('Try another name or fewer filters.').",
      ],
      anatomy: [
        {
          part: 'Icon',
          description: 'A lucide-react icon in a tinted circle (an inbox by default).',
        },
        { part: 'Title', description: 'A heading: what happened.' },
        { part: 'Description', description: 'Optional sentence: what to do.' },
        {
          part: 'Action',
          description: 'Optional single button, primary, or a link button with `href`.',
        },
      ],
      accessibility: [
        'The title is a real heading (`h3` unless told), so screen reader users find the state by heading.',
        'The icon is decoration and hidden from screen readers.',
        'The action is a `Button` or, with `href`, a `LinkButton`, reached by Tab and pressed with Enter (Space too for the button).',
        'It is not a live region: it is not announced when it appears, unlike `ErrorState`.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What happened, what to do, and the one button; pressed with the pointer or the keyboard. */
export const Default: Story = {
  args: { action: { label: 'Create campaign', onPress: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No campaigns yet.' })).toBeVisible();
    const create = canvas.getByRole('button', { name: 'Create campaign' });
    await userEvent.click(create);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(create).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const action = args.action as { onPress: () => void };
    await expect(action.onPress).toHaveBeenCalledTimes(2);
  },
};

/** A stand-in for the app's router: it only remembers where it was told to go. */
function LinkActionStory() {
  const [path, setPath] = useState('/agency/campaigns');
  return (
    <RouterProvider navigate={setPath}>
      <EmptyState
        title="No campaigns yet."
        description="Create one to start booking creators."
        action={{ label: 'Create campaign', href: '/agency/campaigns/new' }}
      />
      <p className={sprinkles({ textAlign: 'center', color: 'textSubtle' })}>At {path}</p>
    </RouterProvider>
  );
}

/** The action as a link (`href`): it goes through the app's router. */
export const LinkAction: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { EmptyState } from '@airtime/design-system';

// Inside the app's RouterProvider, the link goes through its router without a page load.
<EmptyState
  title="No campaigns yet."
  description="Create one to start booking creators."
  action={{ label: 'Create campaign', href: '/agency/campaigns/new' }}
/>`,
      },
    },
  },
  args: { action: { label: 'Create campaign', href: '/agency/campaigns/new' } },
  render: () => <LinkActionStory />,
  play: async ({ canvas, userEvent }) => {
    const create = canvas.getByRole('link', { name: 'Create campaign' });
    await expect(create).toHaveAttribute('href', '/agency/campaigns/new');
    await userEvent.click(create);
    await expect(canvas.getByText('At /agency/campaigns/new')).toBeVisible();
  },
};

/** No button when there is nothing to do, e.g. a search with no results. */
export const WithoutAction: Story = {
  args: {
    title: 'No results.',
    description: 'Try another name or fewer filters.',
    icon: <SearchX />,
    size: 'sm',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results.' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The small size inside a card or a table. */
export const InACard: Story = {
  args: { size: 'sm', action: { label: 'Add airing', onPress: fn() } },
  render: (args) => (
    <Card title="Upcoming airings" headingLevel={2} padding="none">
      <EmptyState {...args} title="No airings this month." description="Add one from a campaign." />
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No airings this month.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add airing' })).toBeEnabled();
  },
};

/** Long sentences wrap within the state's measure instead of stretching across the page. */
export const LongText: Story = {
  args: {
    title: 'No sponsored segments have been reported for this creator in the selected period.',
    description:
      'Segments appear here once the creator uploads a video with a tracked promo link or a brand confirms an airing.',
    action: { label: 'Change period', onPress: fn() },
  },
  play: async ({ canvas }) => {
    const description = canvas.getByText(/^Segments appear here/);
    await expect(description.getBoundingClientRect().width).toBeLessThanOrEqual(420);
  },
};

/** Both sizes, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Card, EmptyState } from '@airtime/design-system';
import { Megaphone } from 'lucide-react';

// size: 'sm' in a table, card or panel; 'md' (the default) for a page.
<Card padding="none">
  <EmptyState
    size="sm"
    icon={<Megaphone />}
    title="No campaigns yet."
    description="Create one to start booking creators."
    action={{ label: 'Create campaign', onPress: createCampaign }}
  />
</Card>`,
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'lg', alignItems: 'flex-start' })}>
      {variantOptions(stateMessage, 'size').map((size) => (
        <Card key={size} padding="none">
          <EmptyState
            {...args}
            size={size}
            action={{ label: `Create campaign (${size})`, onPress: () => {} }}
          />
        </Card>
      ))}
    </div>
  ),
};
