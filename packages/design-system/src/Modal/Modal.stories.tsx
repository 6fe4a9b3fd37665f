import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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

/** What "Show code" displays: the invite dialog in a Modal opened from a DialogTrigger. */
function inviteModalCode(modalProps: string) {
  return `import { Button, Dialog, DialogTrigger, Modal } from '@airtime/design-system';

<DialogTrigger>
  <Button>Invite</Button>
  <Modal${modalProps}>
    <Dialog
      title="Invite a teammate"
      footer={
        <>
          <Button slot="close">Cancel</Button>
          <Button slot="close" variant="primary" onPress={sendInvite}>
            Send invite
          </Button>
        </>
      }
    >
      They get an email with a link to join Acme Corp.
    </Dialog>
  </Modal>
</DialogTrigger>`;
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
  parameters: {
    screenshot: { target: 'page' },
    guidance: {
      whenToUse:
        "Use `Modal` for a task that needs the user's full attention before they go back to the page: a short form, a confirmation, a detail to review. It is React Aria's Modal: a dimmed page, focus trapped inside, Escape to close; below the sm breakpoint it is a full-screen sheet. Put a `Dialog` inside it.",
      alternatives: [
        {
          use: 'ConfirmDialog',
          when: 'The modal only asks the user to confirm or cancel one action.',
        },
        {
          use: 'ModalManager',
          when: 'Modals open by name from anywhere, stack, or live in the URL.',
        },
        { use: 'Drawer', when: 'The content is long or should leave the page in view beside it.' },
        {
          use: 'Popover',
          when: 'The content is small, belongs to one control and need not block the page.',
        },
      ],
      do: [
        'Open it from a `DialogTrigger` with a `Button` (focus returns to the button on close), with `isOpen` and `onOpenChange` from state, or through `ModalManager`.',
        'Put a `Dialog` with a `title` inside it; the title names the modal for screen readers.',
        'Pick the width with `size`: `sm` for confirmations, `md` (the default) for forms, `lg` for tables.',
        "Set `isDismissable={false}` for forms whose work a stray click outside would lose; Escape and the dialog's buttons still close it.",
        'Give the dialog\'s buttons `slot="close"` when pressing them should close the modal.',
      ],
      dont: [
        "Don't open a modal on page load; open it from what the user did.",
        "Don't stack modals by nesting them in each other; use `ModalManager`, which stacks them and restores focus in order.",
        "Don't put a whole page in a modal; navigate to a page instead.",
        "Don't render content straight in a `Modal` without a `Dialog`; the dialog gives it its role, title and close button.",
      ],
      anatomy: [
        {
          part: 'Overlay',
          description:
            'The dimmed backdrop over the whole page; a click on it closes the modal unless `isDismissable={false}`.',
        },
        {
          part: 'Surface',
          description:
            'The centred panel, 400, 560 or 800 px wide (`size`), or the whole screen below 640 px.',
        },
        {
          part: 'Dialog',
          description:
            'The `children`: usually a `Dialog` with its title, body, footer and close button.',
        },
      ],
      accessibility: [
        'Focus moves into the dialog on open, Tab stays inside it, and focus returns to the trigger on close.',
        'The page behind is hidden from screen readers and cannot be scrolled while it is open.',
        'Escape closes it unless `isKeyboardDismissDisabled` is set.',
        'The `Dialog` inside gives it `role="dialog"` named by its `title`; without a title, give the dialog an `aria-label`.',
      ],
    } satisfies Guidance,
    // The stories' dialog is a story helper: the same modal, written out.
    docs: { source: { code: inviteModalCode('') } },
  },
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
  parameters: { docs: { source: { code: inviteModalCode(' isDismissable={false}') } } },
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
  parameters: {
    docs: {
      source: {
        code: `import { Button, Dialog, Modal } from '@airtime/design-system';
import { useState } from 'react';

function InviteButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Invite</Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} size="sm">
        <Dialog
          title="Invite a teammate"
          footer={
            <>
              <Button slot="close">Cancel</Button>
              <Button slot="close" variant="primary" onPress={sendInvite}>
                Send invite
              </Button>
            </>
          }
        >
          They get an email with a link to join Acme Corp.
        </Dialog>
      </Modal>
    </>
  );
}`,
      },
    },
  },
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
  parameters: { docs: { source: { code: inviteModalCode('') } } },
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
  parameters: { docs: { source: { code: inviteModalCode(' size="lg"') } } },
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
  parameters: {
    controls: { disable: true },
    screenshot: { target: 'frame' },
    docs: { source: { code: inviteModalCode(' size="sm"') } },
  },
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
