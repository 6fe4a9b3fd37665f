import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { stateMessage } from '../EmptyState/EmptyState.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: {
    title: 'We could not load the invoices.',
    description: 'Check your connection and try again.',
    action: { label: 'Try again', onPress: fn() },
  },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(stateMessage, 'size') },
    icon: { control: false },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as an alert; "Try again" works with the pointer and the keyboard. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the invoices.');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard(' ');
    const action = args.action as { onPress: () => void };
    await expect(action.onPress).toHaveBeenCalledTimes(2);
  },
};

function RetryingStory({ onRetry }: { onRetry: () => void }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <ErrorState
      title="We could not load the invoices."
      description="Check your connection and try again."
      action={{
        label: 'Try again',
        isPending: retrying,
        onPress: () => {
          setRetrying(true);
          onRetry();
          setTimeout(() => setRetrying(false), 300);
        },
      }}
    />
  );
}

/** While retrying the button shows its spinner, keeps focus and ignores further presses. */
export const Retrying: Story = {
  render: (args) => <RetryingStory onRetry={(args.action as { onPress: () => void }).onPress} />,
  play: async ({ canvas, userEvent, args }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    const action = args.action as { onPress: () => void };
    await expect(action.onPress).toHaveBeenCalledOnce();
  },
};

/** The small size, where a card's content failed to load. */
export const InACard: Story = {
  args: { size: 'sm', title: 'Revenue failed to load.', description: 'Try again in a moment.' },
  render: (args) => (
    <Card title="Revenue" headingLevel={2} padding="none">
      <ErrorState {...args} />
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Revenue failed to load.');
  },
};

/** A long server message wraps within the state's measure. */
export const LongText: Story = {
  args: {
    title:
      'The payout report could not be generated because one of the creators has no payment preferences.',
    description:
      'Add payment preferences for every creator in this payout, then generate the report again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert').getBoundingClientRect().width).toBeLessThanOrEqual(420);
  },
};

/** Both sizes, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'lg', alignItems: 'flex-start' })}>
      {variantOptions(stateMessage, 'size').map((size) => (
        <Card key={size} padding="none">
          <ErrorState
            {...args}
            size={size}
            action={{ label: `Try again (${size})`, onPress: () => {} }}
          />
        </Card>
      ))}
    </div>
  ),
};
