import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
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
  parameters: { screenshot: { target: 'page' } },
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
  parameters: { controls: { disable: true }, screenshot: { target: 'frame' } },
  render: () => <ConfirmDialogPreviews />,
};
