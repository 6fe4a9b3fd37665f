import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  UNSTABLE_ToastList as ToastList,
  type ToastState,
  UNSTABLE_ToastStateContext as ToastStateContext,
} from 'react-aria-components/Toast';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { toastPreview } from './storyLayout.css.ts';
import { ToastItem, ToastRegion } from './Toast.tsx';
import { createToaster, TOAST_TONES, type ToastContent, type Toaster } from './toastQueue.ts';

const undo = fn().mockName('undo');

/** Each story brings its own queue, so no toast leaks from one story into the next. */
function useToaster(): Toaster {
  const [toaster] = useState(createToaster);
  return toaster;
}

function SaveButtons() {
  const toaster = useToaster();
  return (
    <div className={sprinkles({ display: 'flex', gap: 'sm' })}>
      <Button variant="primary" onPress={() => toaster.success('Campaign saved')}>
        Save
      </Button>
      <Button
        onPress={() =>
          toaster.error('Could not save the campaign', {
            description: 'The end date is before the start date.',
          })
        }
      >
        Save with an error
      </Button>
      <Button
        onPress={() =>
          toaster.neutral('Creator removed', { action: { label: 'Undo', onAction: undo } })
        }
      >
        Remove creator
      </Button>
      <Button onPress={() => toaster.info('Saved for 1 second', { timeout: 1000 })}>
        Short toast
      </Button>
      <ToastRegion queue={toaster.queue} />
    </div>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  // Toasts are portalled to <body>, top right: capture the page.
  parameters: {
    screenshot: { target: 'page' },
    guidance: {
      whenToUse:
        'Use toasts to confirm that something the user did has happened, or failed, without interrupting them: "Campaign saved", "Creator removed" with Undo. Render one `ToastRegion` at the root of the app and call `toast.success(...)`, `toast.error(...)` and the other tones from anywhere.',
      alternatives: [
        { use: 'Banner', when: 'The message concerns the page and must stay until dealt with.' },
        {
          use: "FieldError (a field's `errorMessage`)",
          when: 'The error belongs to a field of a form: show it under the field.',
        },
        {
          use: 'ConfirmDialog',
          when: 'The action cannot be undone and must be confirmed before it runs.',
        },
        { use: 'ErrorState', when: 'A region of the page failed to load.' },
      ],
      do: [
        'Write the title as one short sentence saying what happened ("Campaign saved"); add a `description` only when it says why or what next.',
        'Offer Undo through `action` for a write that can be undone, instead of asking for confirmation first.',
        'Pick the tone that matches the outcome: `success`, `error`, `warning`, `info` or `neutral`.',
        'Pass `timeout: null` only for a toast the user must act on; others go after 5 seconds.',
        'Render a single `ToastRegion`, at the root, so toasts from every page share one place.',
      ],
      dont: [
        "Don't use a toast for an error the user must fix in a form; show it under the field.",
        "Don't put the only way to reach something in a toast; it disappears.",
        "Don't show a toast for every background refresh; toasts answer what the user did.",
        "Don't render a `ToastRegion` per page or per widget; give a widget its own `createToaster()` queue only in tests.",
      ],
      anatomy: [
        {
          part: 'Region',
          description: 'A landmark at the top right holding up to 5 toasts, newest first.',
        },
        { part: 'Icon', description: "The tone's icon, hidden from screen readers." },
        {
          part: 'Title and description',
          description: 'What happened, and an optional second line.',
        },
        {
          part: 'Action',
          description:
            'An optional button such as "Undo"; pressing it runs `onAction` and dismisses the toast.',
        },
        { part: 'Dismiss button', description: 'An × named `dismissLabel` ("Dismiss").' },
      ],
      accessibility: [
        'The region is a landmark named by the number of toasts ("1 notification."), or by `aria-label`; each toast is an `alertdialog` named by its title and announced when it appears.',
        'F6 moves focus to the toasts and back to where it was; Tab moves between their buttons.',
        'Toasts wait while the pointer is on them or focus is in them, so nobody loses one while reading or reaching for its button.',
        'Dismissing the last toast while focus is in the region returns focus to where it was before.',
      ],
    } satisfies Guidance,
    // The stories bring their own queues (story helpers): the same calls, as an app makes them.
    docs: {
      source: {
        code: `import { Button, ToastRegion, toast } from '@airtime/design-system';

// Once, at the root of the app:
<ToastRegion />

// Anywhere:
<Button variant="primary" onPress={() => toast.success('Campaign saved')}>
  Save
</Button>
<Button
  onPress={() =>
    toast.error('Could not save the campaign', {
      description: 'The end date is before the start date.',
    })
  }
>
  Save with an error
</Button>
<Button onPress={() => toast.neutral('Creator removed', { action: { label: 'Undo', onAction: undo } })}>
  Remove creator
</Button>
<Button onPress={() => toast.info('Saved for 1 second', { timeout: 1000 })}>Short toast</Button>`,
      },
    },
  },
  beforeEach: () => {
    undo.mockClear();
  },
  render: () => <SaveButtons />,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `toast.success(...)` shows a toast at the top right, in a landmark named by the count; each
 * toast is an alert dialog named by its title, newest first; Dismiss removes it.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // React Aria names the landmark by its count.
    const region = await screen.findByRole('region', { name: '1 notification.' });
    const saved = within(region).getByRole('alertdialog', { name: 'Campaign saved' });
    await expect(saved).toBeInTheDocument();
    const { top, right } = region.getBoundingClientRect();
    await expect(top).toBe(16);
    await expect(right).toBe(window.innerWidth - 16);

    await userEvent.click(canvas.getByRole('button', { name: 'Save with an error' }));
    const failed = await within(region).findByRole('alertdialog', {
      name: 'Could not save the campaign',
    });
    await expect(failed).toHaveAccessibleDescription('The end date is before the start date.');
    await expect(region).toHaveAccessibleName('2 notifications.');
    // Newest first.
    await expect(within(region).getAllByRole('alertdialog')[0]).toBe(failed);

    await userEvent.click(within(saved).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(saved).not.toBeInTheDocument());
    await expect(failed).toBeInTheDocument();
  },
};

/** An action ("Undo") runs its handler and dismisses the toast. */
export const WithAction: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove creator' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Creator removed' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await expect(undo).toHaveBeenCalledOnce();
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove creator' }));
    await screen.findByRole('alertdialog', { name: 'Creator removed' });
  },
};

/** Toasts last 5 seconds (spec §9): still there after 3.5, gone soon after 5. */
export const Timeout: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    // Measured from before the click: the toast cannot have been shown earlier, so a busy machine
    // only makes the measured time longer, never too short.
    const clickedAt = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Campaign saved' });
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(toast).toBeInTheDocument();
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(5000);
  },
};

/**
 * The clock stops while the pointer is on the toasts or focus is in them, so nobody loses a
 * toast while reading it or reaching for its button. F6 moves focus to them and back.
 */
export const PauseOnHoverAndFocus: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Short toast' });
    await userEvent.click(trigger);
    const toast = await screen.findByRole('alertdialog', { name: 'Saved for 1 second' });
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(toast).not.toBeInTheDocument());

    // From the keyboard: F6 jumps into the toasts, the clock stops; Dismiss returns focus.
    await userEvent.click(trigger);
    const next = await screen.findByRole('alertdialog', { name: 'Saved for 1 second' });
    await userEvent.keyboard('{F6}');
    await expect(screen.getByRole('region', { name: '1 notification.' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(next).toBeInTheDocument();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.tab();
    await expect(within(next).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(next).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function LongToast() {
  const toaster = useToaster();
  return (
    <>
      <Button
        onPress={() =>
          toaster.warning('The insertion order for Acme Corporation International was not sent', {
            description:
              'The brand’s billing contact has no email address. Add one in the brand’s settings, then send it again from the campaign page.',
            action: { label: 'Open settings', onAction: undo },
          })
        }
      >
        Send
      </Button>
      <ToastRegion queue={toaster.queue} />
    </>
  );
}

/** Long titles and descriptions wrap inside the 360 px toast. */
export const LongText: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, toast } from '@airtime/design-system';

<Button
  onPress={() =>
    toast.warning('The insertion order for Acme Corporation International was not sent', {
      description:
        'The brand’s billing contact has no email address. Add one in the brand’s settings, then send it again from the campaign page.',
      action: { label: 'Open settings', onAction: openBrandSettings },
    })
  }
>
  Send
</Button>`,
      },
    },
  },
  render: () => <LongToast />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const toast = await screen.findByRole('alertdialog');
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

const PREVIEW_TOASTS = TOAST_TONES.map((tone) => ({
  tone,
  title: `${tone[0]?.toUpperCase()}${tone.slice(1)} toast`,
  description: tone === 'error' ? 'With a second line that says why.' : undefined,
  action: tone === 'neutral' ? { label: 'Undo', onAction: () => {} } : undefined,
}));

/** The toasts of every tone, shown in place (not portalled) so each theme gets its own. */
function ToastPreview() {
  const [toaster] = useState(() => {
    const preview = createToaster();
    for (const { tone, title, ...options } of [...PREVIEW_TOASTS].reverse()) {
      preview.show(tone, title, { ...options, timeout: null });
    }
    return preview;
  });
  const { queue } = toaster;
  const state: ToastState<ToastContent> = {
    visibleToasts: queue.visibleToasts,
    add: (content, options) => queue.add(content, options),
    close: (key) => queue.close(key),
    pauseAll: () => queue.pauseAll(),
    resumeAll: () => queue.resumeAll(),
  };
  return (
    <ToastStateContext.Provider value={state}>
      <ToastList<ToastContent> aria-label="Notifications (preview)" className={toastPreview}>
        {({ toast }) => <ToastItem toast={toast} queue={queue} dismissLabel="Dismiss" />}
      </ToastList>
    </ToastStateContext.Provider>
  );
}

/** Every tone, with a description and an action, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    screenshot: { target: 'frame' },
    docs: {
      source: {
        code: `import { toast } from '@airtime/design-system';

toast.neutral('Neutral toast', { action: { label: 'Undo', onAction: undo } });
toast.success('Success toast');
toast.error('Error toast', { description: 'With a second line that says why.' });
toast.warning('Warning toast');
toast.info('Info toast');`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid' })}>
      <ToastPreview />
    </div>
  ),
};
