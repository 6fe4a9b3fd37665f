import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogTrigger } from '../Dialog/Dialog.tsx';
import { text } from '../theme/typography.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { modal } from './Modal.css.ts';
import { Modal } from './Modal.tsx';
import { modalPreview } from './storyLayout.css.ts';

const onOpenChange = fn().mockName('onOpenChange');

function InviteDialog() {
  return (
    <Dialog
      title="Invite a teammate"
      footer={
        <>
          <Button slot="close">Cancel</Button>
          <Button slot="close" variant="primary">
            Send invite
          </Button>
        </>
      }
    >
      <p className={text({ tone: 'subtle' })}>They get an email with a link to join Acme Corp.</p>
    </Dialog>
  );
}

// Annotated rather than inferred: the inferred type names React Aria internals.
const meta: Meta<typeof Modal> = {
  title: 'Overlays/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: { children: <InviteDialog /> },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(modal, 'size') },
    children: { control: false },
  },
  // Portalled to <body>: capture the page so the screenshot shows it open.
  parameters: { screenshot: { target: 'page' } },
  beforeEach: () => {
    onOpenChange.mockClear();
  },
  render: (args) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Invite</Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** The dimmed backdrop around a dialog: overlay > modal > dialog. */
const backdropOf = (dialog: HTMLElement) => dialog.parentElement?.parentElement as HTMLElement;

/** React Aria locks the page's scroll while a modal is open (overflow hidden on the root). */
const isScrollLocked = () => getComputedStyle(document.documentElement).overflow === 'hidden';

/**
 * Escape and a click on the backdrop close it; the page cannot scroll meanwhile, and focus
 * returns to the button that opened it.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Invite' });
    await expect(isScrollLocked()).toBe(false);
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a teammate' });
    await expect(isScrollLocked()).toBe(true);
    // The rest of the page is hidden from screen readers and out of reach.
    await expect(trigger.closest('[aria-hidden="true"], [inert]')).not.toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(isScrollLocked()).toBe(false);
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);

    // A click on the backdrop, outside the modal, closes it too.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Invite a teammate' });
    await userEvent.click(backdropOf(again));
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Invite a teammate' });
  },
};

/** With `isDismissable={false}` only Escape and the dialog's buttons close it. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a teammate' });
    await userEvent.click(backdropOf(dialog));
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

function ControlledModal() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Invite</Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} size="sm">
        <InviteDialog />
      </Modal>
    </>
  );
}

/** Opened from state (`isOpen`, `onOpenChange`) rather than a DialogTrigger: same behaviour. */
export const Controlled: Story = {
  render: () => <ControlledModal />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Invite' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a teammate' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Invite a teammate' });
  },
};

/** Below the sm breakpoint (640 px) the modal is a full-screen sheet. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a teammate' });
    const sheet = dialog.parentElement as HTMLElement;
    await waitFor(() => {
      const { top, left, width, height } = sheet.getBoundingClientRect();
      expect([top, left, width, height]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
    });
    await expect(window.innerWidth).toBeLessThan(640);
  },
};

/** Its widths: sm for confirmations, md for forms, lg for tables. */
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a teammate' });
    await waitFor(() =>
      expect((dialog.parentElement as HTMLElement).getBoundingClientRect().width).toBe(800),
    );
  },
};

/** Every size, in every theme (the surface inline). */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true }, screenshot: { target: 'frame' } },
  render: () => (
    <div className={modalPreview}>
      {variantOptions(modal, 'size').map((size) => (
        <div key={size} className={modal({ size })}>
          <Dialog title={`Size ${size}`} footer={<Button variant="primary">Save</Button>}>
            <p className={text({ tone: 'subtle' })}>The modal surface at its {size} width.</p>
          </Dialog>
        </div>
      ))}
    </div>
  ),
};
