import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { modal } from '../Modal/Modal.css.ts';
import { Modal } from '../Modal/Modal.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { text } from '../theme/typography.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { dialog } from './Dialog.css.ts';
import { Dialog, DialogTrigger } from './Dialog.tsx';

const save = fn().mockName('save');

// Annotated rather than inferred: the inferred type names React Aria internals.
const meta: Meta<typeof Dialog> = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Edit brand',
    children: (
      <p className={text({ tone: 'subtle' })}>Changes apply to every campaign of Acme Corp.</p>
    ),
    footer: (
      <>
        <Button slot="close">Cancel</Button>
        <Button variant="primary" onPress={() => save()}>
          Save
        </Button>
      </>
    ),
  },
  argTypes: {
    padding: { control: 'inline-radio', options: variantOptions(dialog, 'padding') },
    children: { control: false },
    footer: { control: false },
  },
  // Shown in a Modal, portalled to <body>: capture the page.
  parameters: {
    guidance: {
      whenToUse:
        'Use `Dialog` as the content of a `Modal`, `Drawer` or `Popover`: a title that names it, a body that scrolls when it is too tall, right-aligned actions and a close button. Open it with a `DialogTrigger` around a button, with `isOpen` on the overlay, or through the `ModalManager`.',
      alternatives: [
        {
          use: 'ConfirmDialog',
          when: "The dialog asks one question before a consequential action ('Delete campaign?'), with a pending state and an error.",
        },
        {
          use: 'Drawer with a Dialog',
          when: 'Details beside a list, or a navigation, in a side sheet.',
        },
        {
          use: 'Popover',
          when: 'A small, non-blocking panel anchored to its trigger (filters, a quick edit).',
        },
        {
          use: 'Banner or toast',
          when: 'You only need to tell the user something, with no form or decision.',
        },
      ],
      do: [
        'Give it a `title`: it is the `h2` that names the dialog; without one, pass an `aria-label`.',
        'Put the actions in `footer` with the primary action last, and give Cancel `slot="close"` so it closes the dialog.',
        'Pass `children` or `footer` as a function of `{ close }` when an action must close the dialog after it succeeds.',
        'Wrap it in a `Modal` with the size that fits: `sm` for confirmations, `md` (the default) for forms, `lg` for tables.',
        'Use `padding="none"` with an `aria-label` when a navigation fills a `Drawer`, and `md` inside a popover.',
      ],
      dont: [
        'Don\'t build your own close button: set `closeLabel` or `showCloseButton`, and give any other button that only closes `slot="close"`.',
        "Don't hide the close button (`showCloseButton={false}`) unless the footer offers another way out; Escape alone is not discoverable.",
        "Don't put a long form's validation errors in the title or a toast; show them under their fields.",
        'Don\'t use `role="alertdialog"` for ordinary forms; keep it for interruptions that need an answer, as `ConfirmDialog` does.',
      ],
      anatomy: [
        {
          part: 'Header',
          description: "The `title` (an `h2`) and the close button, an 'X' named by `closeLabel`.",
        },
        {
          part: 'Body',
          description:
            'The `children`; it scrolls between header and footer when the overlay is too short.',
        },
        { part: 'Footer', description: 'The `footer` actions, right-aligned.' },
        {
          part: 'Corner close button',
          description: 'Without a title, the close button sits alone in the top corner.',
        },
      ],
      accessibility: [
        'It is a `role="dialog"` (or `alertdialog`) named by its title through React Aria\'s heading slot; without a title it needs an `aria-label`.',
        'On open, focus moves into it; inside a `Modal` or `Drawer`, Tab and Shift+Tab cycle within it, and on close focus returns to the trigger.',
        'Escape closes it inside a modal overlay, unless the overlay sets `isKeyboardDismissDisabled`.',
        'When the body overflows it becomes a Tab stop, so keyboard users can scroll it with the arrow and Page keys.',
        "The close button is an `IconButton` named 'Close' (`closeLabel`).",
      ],
    } satisfies Guidance,
    screenshot: { target: 'page' },
  },
  beforeEach: () => {
    save.mockClear();
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Edit brand</Button>
      <Modal>
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The title names the dialog; focus moves into it on open and Tab cycles inside; the close
 * button and a `slot="close"` button close it, and focus returns to the trigger.
 */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, Dialog, DialogTrigger, Modal } from '@airtime/design-system';

<DialogTrigger>
  <Button>Edit brand</Button>
  <Modal>
    <Dialog
      title="Edit brand"
      footer={
        <>
          <Button slot="close">Cancel</Button>
          <Button variant="primary" onPress={save}>
            Save
          </Button>
        </>
      }
    >
      <p>Changes apply to every campaign of Acme Corp.</p>
    </Dialog>
  </Modal>
</DialogTrigger>`,
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit brand' });
    await userEvent.click(trigger);
    const dialogElement = await screen.findByRole('dialog', { name: 'Edit brand' });
    await expect(within(dialogElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Edit brand',
    );
    await waitFor(() =>
      expect(dialogElement).toContainElement(document.activeElement as HTMLElement),
    );

    // Tab goes Close, Cancel, Save and around again: focus never leaves the dialog.
    const close = within(dialogElement).getByRole('button', { name: 'Close' });
    const cancel = within(dialogElement).getByRole('button', { name: 'Cancel' });
    const saveButton = within(dialogElement).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(saveButton).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(saveButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(save).toHaveBeenCalledOnce();

    await userEvent.click(close);
    await waitFor(() => expect(dialogElement).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Edit brand' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Edit brand' });
  },
};

/** Without a title it needs an `aria-label`; the close button sits in the corner. */
export const WithoutTitle: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, Dialog, DialogTrigger, Modal } from '@airtime/design-system';

<DialogTrigger>
  <Button>Preview</Button>
  <Modal>
    {/* Without a title, an aria-label names the dialog; the close button sits in the corner. */}
    <Dialog aria-label="Video preview">
      <p>The sponsored segment starts at 04:12.</p>
    </Dialog>
  </Modal>
</DialogTrigger>`,
      },
    },
  },
  args: {
    title: undefined,
    'aria-label': 'Video preview',
    footer: undefined,
    children: <p className={text({ tone: 'subtle' })}>The sponsored segment starts at 04:12.</p>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit brand' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Video preview' });
    await expect(within(dialogElement).queryByRole('heading')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialogElement).getByRole('button', { name: 'Close' })).toBeVisible(),
    );
  },
};

/**
 * A body taller than the screen scrolls between the fixed header and footer, and becomes a tab
 * stop so the keyboard can scroll it.
 */
export const LongText: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, Dialog, DialogTrigger, Modal, Stack } from '@airtime/design-system';

// A body taller than the screen scrolls between the header and the footer.
<DialogTrigger>
  <Button>Show terms</Button>
  <Modal>
    <Dialog
      title="Sponsorship terms for the Q3 campaign of Acme Corporation International with Tech Talk Weekly"
      footer={
        <>
          <Button slot="close">Cancel</Button>
          <Button variant="primary" onPress={accept}>
            Accept
          </Button>
        </>
      }
    >
      <Stack>
        {clauses.map((clause) => (
          <p key={clause.id}>{clause.text}</p>
        ))}
      </Stack>
    </Dialog>
  </Modal>
</DialogTrigger>`,
      },
    },
  },
  args: {
    title:
      'Sponsorship terms for the Q3 campaign of Acme Corporation International with Tech Talk Weekly',
    children: (
      <div className={sprinkles({ display: 'grid', gap: 'md' })}>
        {Array.from({ length: 24 }, (_, index) => `clause-${index + 1}`).map((id, index) => (
          <p key={id}>
            Clause {index + 1}: the creator mentions the brand in the first third of the episode,
            reads the approved script, and links the tracking URL in the description.
          </p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit brand' }));
    const dialogElement = await screen.findByRole('dialog');
    // The dialog fits the viewport; its footer stays visible.
    await waitFor(() =>
      expect(dialogElement.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    await waitFor(() =>
      expect(within(dialogElement).getByRole('button', { name: 'Save' })).toBeVisible(),
    );
    // Close, then the scrolling body, then Cancel.
    await userEvent.tab();
    await expect(within(dialogElement).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    const body = document.activeElement as HTMLElement;
    await expect(body).toHaveTextContent('Clause 1:');
    // It overflows, so arrows and Page Down (the browser's own) scroll it from here.
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await userEvent.tab();
    await expect(within(dialogElement).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Paddings and parts, in every theme (inline, on the modal surface). */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    screenshot: { target: 'frame' },
    docs: {
      source: {
        code: `import { Button, Dialog, DialogTrigger, Modal } from '@airtime/design-system';

// padding: 'none' | 'md' | 'lg' (the default, for modals)
<DialogTrigger>
  <Button>Edit brand</Button>
  <Modal size="sm">
    <Dialog
      title="Edit brand"
      padding="lg"
      footer={
        <>
          <Button slot="close">Cancel</Button>
          <Button variant="primary" onPress={save}>
            Save
          </Button>
        </>
      }
    >
      <p>Changes apply to every campaign of Acme Corp.</p>
    </Dialog>
  </Modal>
</DialogTrigger>`,
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'lg', alignItems: 'flex-start' })}>
      {variantOptions(dialog, 'padding').map((padding) => (
        <div key={padding} className={modal({ size: 'sm' })}>
          <Dialog {...args} title={`Padding ${padding}`} padding={padding} />
        </div>
      ))}
      <div className={modal({ size: 'sm' })}>
        <Dialog aria-label="Without title">
          <p className={text({ tone: 'subtle' })}>No title: the close button in the corner.</p>
        </Dialog>
      </div>
    </div>
  ),
};
