import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Menu } from './Menu.tsx';
import { MenuItem } from './MenuItem.tsx';
import { MenuPopover } from './MenuPopover.tsx';
import { type MenuButtonPopoverProps, useMenuButton } from './useMenuButton.ts';

const onAction = fn().mockName('onAction');

/** The key React Aria passed to the menu's onAction last. */
const lastAction = () => onAction.mock.lastCall?.[0];

/** The menu as an app puts it in a module of its own. */
function RowMenu(props: MenuButtonPopoverProps) {
  return (
    <MenuPopover {...props}>
      <Menu aria-label="Row actions" onAction={onAction}>
        <MenuItem id="edit" icon={<Pencil />}>
          Edit
        </MenuItem>
        <MenuItem id="delete" icon={<Trash2 />}>
          Delete
        </MenuItem>
      </Menu>
    </MenuPopover>
  );
}

// A slow network: the module arrives 400 ms after it is asked for, so a press comes first.
const loadMenu = () =>
  new Promise<{ RowMenu: typeof RowMenu }>((resolve) =>
    setTimeout(() => resolve({ RowMenu }), 400),
  );

/** An icon button whose menu loads on first use, as an app's header builds it. */
function RowActions() {
  // Made per story, not at module level, so each story starts with the menu not loaded.
  const [LazyMenu] = useState(() => lazy(async () => ({ default: (await loadMenu()).RowMenu })));
  const { triggerProps, popoverProps, hasOpened } = useMenuButton({ onIntent: loadMenu });
  return (
    <>
      <IconButton {...triggerProps} label="Row actions" icon={<Ellipsis />} variant="secondary" />
      {hasOpened && (
        <Suspense fallback={null}>
          <LazyMenu {...popoverProps} />
        </Suspense>
      )}
    </>
  );
}

const meta = {
  title: 'Overlays/MenuPopover',
  component: RowActions,
  subcomponents: { MenuPopover },
  tags: ['autodocs'],
  // The menu is portalled to <body>: capture the page so the screenshot shows it open.
  parameters: { screenshot: { target: 'page' } },
  beforeEach: () => {
    onAction.mockClear();
  },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * useMenuButton with MenuPopover: the first Enter, before the menu's code is there, opens it on
 * its first item once loaded; arrows move, Enter runs an item, focus goes back to the button.
 */
export const FirstEnter: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Row actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Row actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(lastAction()).toBe('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** ArrowUp opens on the last item; Escape closes and gives focus back. */
export const ArrowUp: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Row actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onAction).not.toHaveBeenCalled();
  },
};

/** A click opens it, the button looks pressed while it is open; a click on an item runs it. */
export const Click: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Row actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Row actions' });
    await expect(trigger).toHaveAttribute('data-pressed', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(lastAction()).toBe('edit');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).not.toHaveAttribute('data-pressed');
    await userEvent.click(trigger);
    await screen.findByRole('menu');
  },
};
