import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { variantOptions } from '../utils/variantOptions.ts';
import { confirmDialogIcon } from './ConfirmDialog.css.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import {
  ConfirmDialogPreviews,
  ControlledConfirm,
  deferred,
  forgetAnnouncements,
} from './storyParts.tsx';

const onConfirm = fn().mockName('onConfirm');
const onCancel = fn().mockName('onCancel');

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Archive this campaign?',
    message: 'It leaves the active list; you can restore it from Archived.',
    confirmLabel: 'Archive',
    onConfirm,
    onCancel,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: variantOptions(confirmDialogIcon, 'tone') },
    message: { control: 'text' },
  },
  // Portalled to <body>: capture the page so the screenshot shows it open.
  parameters: {
    guidance: {
      whenToUse:
        "Use `ConfirmDialog` to ask once before a write that cannot be undone or costs something (delete, send, archive): a question as the title, a sentence on what will happen, Cancel and a confirm button that stays pending while `onConfirm`'s promise runs and shows the error if it fails.",
      alternatives: [
        {
          use: 'toast with an Undo action',
          when: 'The write can be undone: do it at once and offer Undo instead of asking first.',
        },
        {
          use: 'Dialog in a Modal',
          when: 'The user must fill in fields, not just answer yes or no.',
        },
        {
          use: 'ModalManager',
          when: "The confirmation should open from the URL's modal state or from anywhere in the app by name.",
        },
      ],
      do: [
        "Write the `title` as the question ('Delete Acme Corp?') and the `confirmLabel` as the verb that answers it ('Delete brand'), never 'OK' or 'Yes'.",
        'Say in `message` exactly what will happen, including what is lost and whether it can be undone.',
        "Return the request's promise from `onConfirm`: the dialog stays open and pending until it settles, closes when it resolves and shows the error when it rejects.",
        'Set `tone="critical"` for destructive actions (a warning icon and a red button), and a `pendingLabel` such as \'Deleting\'.',
        'Open it from a `DialogTrigger` around the button, or control it with `isOpen` and `onOpenChange`.',
      ],
      dont: [
        "Don't close the dialog yourself in `onConfirm`; return a promise and let the dialog close when it resolves.",
        "Don't show a failed confirmation in a toast; a rejected promise already shows its message in the dialog (or `errorMessage`).",
        "Don't ask for confirmation of every action; one that can be undone should offer Undo instead.",
        "Don't put form fields in it; use a `Dialog` in a `Modal`.",
      ],
      anatomy: [
        {
          part: 'Icon',
          description:
            'A warning triangle for `critical`, an alert circle otherwise, beside the title.',
        },
        { part: 'Title', description: "The question, the dialog's heading." },
        { part: 'Message', description: "What will happen, the dialog's description." },
        { part: 'Error', description: 'Shown under the message when `onConfirm` rejects.' },
        {
          part: 'Actions',
          description:
            'Cancel (`cancelLabel`), then the confirm button (`confirmLabel`), red when `critical`.',
        },
      ],
      accessibility: [
        'It is an `alertdialog` named by its title and described by its message.',
        'Focus starts on the dialog itself, so an Enter pressed straight away confirms nothing; Tab moves to Cancel, then to the confirm button, and stays inside.',
        'Escape and Cancel close it and call `onCancel`, and focus returns to the trigger; a click outside does not close it.',
        'While pending, the confirm button keeps focus and announces `pendingLabel`, Cancel is disabled and Escape waits.',
        'A failure appears in a `role="alert"` region, so screen readers announce it at once.',
      ],
    } satisfies Guidance,
    screenshot: { target: 'page' },
  },
  beforeEach: () => {
    onConfirm.mockReset();
    onCancel.mockReset();
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Archive</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An alert dialog: Cancel (or Escape) closes it and calls `onCancel`, the confirm button calls
 * `onConfirm` and closes it; focus returns to the trigger either way. A click outside does not
 * close it: it wants an answer.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Archive' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this campaign?' });
    await expect(dialog).toHaveAccessibleDescription(
      'It leaves the active list; you can restore it from Archived.',
    );
    // Focus starts on the dialog itself: Enter right away confirms nothing.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();

    // A click outside does not close it; Escape cancels.
    await userEvent.click(dialog.parentElement?.parentElement as HTMLElement);
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());

    // Cancel, from the keyboard.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog');
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);

    // Confirm: onConfirm runs, the dialog closes, onCancel does not run.
    await userEvent.click(trigger);
    const third = await screen.findByRole('alertdialog');
    await userEvent.click(within(third).getByRole('button', { name: 'Archive' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(third).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
  },
};

/** Destructive: a warning icon and a red confirm button that names the damage. */
export const Destructive: Story = {
  args: {
    tone: 'critical',
    title: 'Delete Acme Corp?',
    message: 'Its 12 campaigns, their events and invoices are deleted too. This cannot be undone.',
    confirmLabel: 'Delete brand',
    pendingLabel: 'Deleting',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="critical">Delete</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Acme Corp?' });
    await userEvent.tab();
    await userEvent.tab();
    const confirm = within(dialog).getByRole('button', { name: 'Delete brand' });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog', { name: 'Delete Acme Corp?' });
  },
};

/**
 * While `onConfirm`'s promise runs the confirm button spins (focus stays on it), Cancel is
 * disabled and Escape waits; it closes when the promise resolves.
 */
export const Pending: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, ConfirmDialog, DialogTrigger } from '@airtime/design-system';

<DialogTrigger>
  <Button>Archive</Button>
  <ConfirmDialog
    title="Archive this campaign?"
    message="It leaves the active list; you can restore it from Archived."
    confirmLabel="Archive"
    pendingLabel="Archiving"
    // The dialog stays open and pending until the promise settles.
    onConfirm={() => api.archiveCampaign(campaign.id)}
  />
</DialogTrigger>`,
      },
    },
  },
  args: { pendingLabel: 'Archiving' },
  play: async ({ canvas, userEvent }) => {
    const request = deferred();
    onConfirm.mockImplementation(() => request.promise);
    const trigger = canvas.getByRole('button', { name: 'Archive' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Archive' });
    await userEvent.click(confirm);
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Archiving' }),
    ).toBeInTheDocument();
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(onCancel).not.toHaveBeenCalled();

    request.resolve();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(onCancel).not.toHaveBeenCalled();
    forgetAnnouncements();
    await waitFor(() => expect(trigger).toHaveFocus());

    // The screenshot shows it pending.
    onConfirm.mockImplementation(() => new Promise(() => {}));
    await userEvent.click(trigger);
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Archive' }));
    await within(again).findByRole('progressbar', { name: 'Archiving' });
  },
};

/**
 * When `onConfirm` rejects, the dialog stays open and says why (the error's message, or a
 * fallback); confirming again clears it.
 */
export const WithError: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, ConfirmDialog, DialogTrigger } from '@airtime/design-system';

<DialogTrigger>
  <Button>Archive</Button>
  <ConfirmDialog
    title="Archive this campaign?"
    message="It leaves the active list; you can restore it from Archived."
    confirmLabel="Archive"
    // A rejection keeps the dialog open and shows the error's message
    // ('Something went wrong. Please try again.' when it has none).
    onConfirm={() => api.archiveCampaign(campaign.id)}
  />
</DialogTrigger>`,
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    onConfirm
      .mockRejectedValueOnce(new Error('This campaign has unpaid invoices.'))
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce('no message');
    const trigger = canvas.getByRole('button', { name: 'Archive' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Archive' });
    await userEvent.click(confirm);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('This campaign has unpaid invoices.');
    await expect(confirm).not.toHaveAttribute('aria-disabled');

    // Trying again succeeds and closes it.
    await userEvent.click(confirm);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(onConfirm).toHaveBeenCalledTimes(2);
    forgetAnnouncements();

    // Reopened, it starts clean; a rejection without a message shows the fallback.
    await userEvent.click(trigger);
    const again = await screen.findByRole('alertdialog');
    await expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Archive' }));
    await expect(await within(again).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  },
};

/** Opened from state rather than a DialogTrigger (`isOpen`, `onOpenChange`). */
export const Controlled: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, ConfirmDialog } from '@airtime/design-system';
import { useState } from 'react';

function RemoveCreatorButton({ remove }: { remove: () => Promise<void> }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Remove creator</Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        tone="critical"
        title="Remove Tech Talk Weekly?"
        message="They leave this campaign; their aired events stay."
        confirmLabel="Remove"
        onConfirm={remove}
      />
    </>
  );
}`,
      },
    },
  },
  render: (args) => <ControlledConfirm onDone={args.onConfirm as (answer: string) => void} />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Remove creator' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onConfirm).toHaveBeenLastCalledWith('kept');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Tech Talk Weekly?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(onConfirm).toHaveBeenLastCalledWith('removed');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A long title and message wrap; the buttons stay at the bottom right. */
export const LongText: Story = {
  args: {
    title: 'Send the signed insertion order for the Q3 podcast campaign to Acme Corporation?',
    message:
      'The brand’s billing contact receives the PDF with every flight date, rate and promo code. A supercalifragilistic-sponsorship-identifier-0123456789 wraps too.',
    confirmLabel: 'Send insertion order',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect((dialog.parentElement as HTMLElement).getBoundingClientRect().width).toBe(400),
    );
  },
};

/** Each tone in each state, in every theme (the dialog inline, on the modal surface). */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    screenshot: { target: 'frame' },
    docs: {
      source: {
        code: `import { Button, ConfirmDialog, DialogTrigger } from '@airtime/design-system';

// tone: 'default' or 'critical'
<DialogTrigger>
  <Button variant="critical">Delete</Button>
  <ConfirmDialog
    tone="critical"
    title="Delete Acme Corp?"
    message="Its 12 campaigns, their events and invoices are deleted too. This cannot be undone."
    confirmLabel="Delete brand"
    pendingLabel="Deleting"
    onConfirm={() => api.deleteBrand(brand.id)}
  />
</DialogTrigger>`,
      },
    },
  },
  render: () => <ConfirmDialogPreviews />,
};
