import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        "Use `ErrorState` in place of content that failed to load: one sentence of what happened, one of what to do, and usually a 'Try again' button. It is announced as an alert when it appears.",
      alternatives: [
        { use: 'EmptyState', when: 'The request worked and there is simply nothing to show.' },
        {
          use: 'Banner',
          when: 'The page still works but something about it is wrong or late (a delayed import, missing details).',
        },
        {
          use: 'FieldError',
          when: "A form field's value is invalid: show the message under that field.",
        },
        {
          use: 'toast',
          when: 'A write failed after the user acted, and the page around it is still valid.',
        },
      ],
      do: [
        "Say what failed in `title` ('We could not load the invoices.') and what to do in `description` ('Check your connection and try again.').",
        "Offer 'Try again' as the `action`, and set its `isPending` while the retry runs so the button spins and keeps focus.",
        'Use `size="sm"` when only one card or panel failed, so the rest of the page stays usable.',
        "Show the server's message when it tells the user what to fix.",
      ],
      dont: [
        "Don't show raw error codes or stack traces as the title; say it in words.",
        "Don't use it for empty results; an empty list is not an error.",
        "Don't replace a whole page with it when only one part failed; put a small one in that part.",
        "Don't show it repeatedly while retrying; keep it and mark the action pending instead.",
      ],
      anatomy: [
        {
          part: 'Icon',
          description:
            'An alert circle in a critical tint (replace with `icon`, or `null` for none).',
        },
        { part: 'Title', description: 'A heading: what failed.' },
        { part: 'Description', description: 'Optional sentence: what to do.' },
        {
          part: 'Action',
          description:
            "Optional single secondary button (or link button with `href`), usually 'Try again'.",
        },
      ],
      accessibility: [
        'It has `role="alert"`, so screen readers announce it when it appears.',
        'The title is a heading (`h3` unless `headingLevel` says otherwise).',
        "While `action.isPending`, the button keeps focus, ignores presses and announces 'Loading'.",
        'The icon is decoration and hidden from screen readers.',
      ],
    } satisfies Guidance,
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
  parameters: {
    docs: {
      source: {
        code: `import { ErrorState } from '@airtime/design-system';

// With SWR: \`const { error, isValidating, mutate } = useInvoices();\`
<ErrorState
  title="We could not load the invoices."
  description="Check your connection and try again."
  action={{ label: 'Try again', isPending: isValidating, onPress: () => void mutate() }}
/>`,
      },
    },
  },
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
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Card, ErrorState } from '@airtime/design-system';

// size: 'sm' in a card or panel; 'md' (the default) for a page.
<Card padding="none">
  <ErrorState
    size="sm"
    title="We could not load the invoices."
    description="Check your connection and try again."
    action={{ label: 'Try again', onPress: retry }}
  />
</Card>`,
      },
    },
  },
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
