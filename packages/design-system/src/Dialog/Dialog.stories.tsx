import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
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
  parameters: { screenshot: { target: 'page' } },
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
  parameters: { controls: { disable: true }, screenshot: { target: 'frame' } },
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
