import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Stat } from '../Stat/Stat.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { loadingOverlay } from './LoadingOverlay.css.ts';
import { LoadingOverlay } from './LoadingOverlay.tsx';

function Content({ onRefresh = () => {} }: { onRefresh?: () => void }) {
  return (
    <Card
      title="Campaign summary"
      actions={
        <Button size="sm" onPress={onRefresh}>
          Refresh
        </Button>
      }
    >
      <div className={sprinkles({ display: 'flex', gap: 'xl' })}>
        <Stat label="Budget" value={250_000} format="money" compact />
        <Stat label="Airings" value={42} />
        <Stat label="Creators" value={17} />
      </div>
    </Card>
  );
}

/** What "Show code" displays: the campaign card under the overlay, with the story's attributes. */
function overlayCode(attributes: string) {
  return `import { Button, Card, Inline, LoadingOverlay, Stat } from '@airtime/design-system';

<LoadingOverlay isLoading={isLoading} label="Loading campaign"${attributes}>
  <Card
    title="Campaign summary"
    actions={
      <Button size="sm" onPress={refresh}>
        Refresh
      </Button>
    }
  >
    <Inline space="xl">
      <Stat label="Budget" value={campaign.budget} format="money" compact />
      <Stat label="Airings" value={campaign.airings} />
      <Stat label="Creators" value={campaign.creators} />
    </Inline>
  </Card>
</LoadingOverlay>`;
}

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { isLoading: true, label: 'Loading campaign', children: <Content /> },
  argTypes: {
    placement: { control: 'inline-radio', options: variantOptions(loadingOverlay, 'placement') },
    backdrop: { control: 'inline-radio', options: variantOptions(loadingOverlay, 'backdrop') },
    children: { control: false },
  },
  parameters: {
    // The stories' card is a story helper: the same content, written out.
    docs: { source: { code: overlayCode('') } },
    guidance: {
      whenToUse:
        'Use `LoadingOverlay` around a region on its first load, when its shape is not known yet, or to dim a region while it reloads (`backdrop="translucent"`). The content underneath is marked busy and made inert, and a status message announces the load; `placement="fullScreen"` covers the window for an app\'s first load.',
      alternatives: [
        {
          use: 'Skeleton',
          when: 'The shape of what is coming is known (a table, a card, text): show it instead of a spinner.',
        },
        {
          use: 'Table with isLoading',
          when: 'A table is loading: it shows skeleton rows under its header.',
        },
        {
          use: 'Button with isPending',
          when: "Only the action's button needs to show that work goes on.",
        },
        {
          use: 'ProgressBar with variant="navigation"',
          when: 'The page is navigating: a thin bar at the top is enough.',
        },
      ],
      do: [
        'Wrap the region that is loading and pass `isLoading`; keep the wrapper mounted so focus and the status work across loads.',
        'Say what is loading in `label` ("Loading campaign"); show it under the spinner with `showLabel` when the wait may be long.',
        'Use the default `opaque` backdrop for a first load and `translucent` to keep reloaded content visible, dimmed.',
        'Use `placement="fullScreen"` only for the app\'s first load.',
      ],
      dont: [
        "Don't cover the whole page for a reload of one card; wrap only that card.",
        "Don't stack a `Spinner` inside the content as well; the overlay has one.",
        "Don't unmount the overlay while loading to show it again later; toggle `isLoading`, so focus can come back.",
      ],
      anatomy: [
        { part: 'Content', description: 'The `children`, busy and inert while loading.' },
        {
          part: 'Backdrop',
          description:
            'An opaque or translucent layer over the content (or the window with `fullScreen`).',
        },
        {
          part: 'Spinner and label',
          description: 'A large spinner in the middle, with the `label` under it when `showLabel`.',
        },
      ],
      accessibility: [
        'A `status` region stays mounted and receives the `label` when loading starts, so screen readers announce it.',
        'While loading the content has `aria-busy` and `inert`: the keyboard cannot reach it and screen readers skip it.',
        'Focus that was inside the content comes back to the same element when loading ends, unless the user has moved on.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A first load: the content is hidden, busy and out of reach of the keyboard; screen readers hear
 * "Loading campaign".
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading campaign');
    // The content is inert: the keyboard does not reach its Refresh button.
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** Reloading what is already shown: the content stays visible, dimmed. */
export const Translucent: Story = {
  parameters: { docs: { source: { code: overlayCode(' backdrop="translucent" showLabel') } } },
  args: { backdrop: 'translucent', showLabel: true, label: 'Refreshing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshing');
    // Visible once faded in.
    await waitFor(() => expect(canvas.getByText('Refreshing')).toBeVisible());
  },
};

/** Loaded: no overlay, the content is back in reach, the status is empty. */
export const Loaded: Story = {
  args: { isLoading: false },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^$/);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
  },
};

/** Nothing loaded yet: the overlay still has room for its spinner. */
export const Empty: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { LoadingOverlay } from '@airtime/design-system';

<LoadingOverlay isLoading label="Loading campaign" />`,
      },
    },
  },
  args: { children: undefined },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(120);
  },
};

function ReloadStory() {
  const [loading, setLoading] = useState(false);
  const refresh = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 300);
  };
  return (
    <LoadingOverlay isLoading={loading} label="Loading campaign" backdrop="translucent">
      <Content onRefresh={refresh} />
    </LoadingOverlay>
  );
}

/**
 * The flow: Refresh from the keyboard, the overlay comes and goes, and focus returns to Refresh
 * (inert content drops focus while loading).
 */
export const ReloadFlow: Story = {
  parameters: { docs: { source: { code: overlayCode(' backdrop="translucent"') } } },
  args: { isLoading: false },
  render: () => <ReloadStory />,
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Loading campaign');
    await waitFor(() => expect(status).toHaveTextContent(/^$/));
    await expect(refresh).toHaveFocus();
  },
};

/** Both backdrops, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: { source: { code: overlayCode(' backdrop="translucent" showLabel') } },
  },
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'lg' })}>
      {variantOptions(loadingOverlay, 'backdrop').map((backdrop) => (
        <LoadingOverlay key={backdrop} isLoading backdrop={backdrop} label={backdrop} showLabel>
          <Content />
        </LoadingOverlay>
      ))}
    </div>
  ),
};
