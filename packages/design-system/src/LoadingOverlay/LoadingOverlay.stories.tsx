import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
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
  parameters: { controls: { disable: true } },
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
