import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    screenshot: { target: 'page' },
    guidance: {
      whenToUse:
        "Use `useMenuButton` with `MenuPopover` for a menu button that sits on every page, such as a header's menu: the trigger works at once and starts loading the menu's module on the first hover or focus, so pages do not load React Aria's menu and popover code until someone opens it.",
      alternatives: [
        {
          use: 'MenuTrigger with Menu',
          when: "Anywhere the menu's code may load with the page; it is simpler.",
        },
      ],
      do: [
        "Spread `triggerProps` on a `Button`, an `IconButton` or React Aria's `Button`, and `popoverProps` on `MenuPopover`.",
        "Pass `onIntent` a function that imports the menu's module, and render that module (lazily) once `hasOpened` is true.",
        'Put a `Menu` with its `MenuItem`s inside `MenuPopover`, as in a `MenuTrigger`.',
      ],
      dont: [
        "Don't render `MenuPopover` before `hasOpened`; that loads its code up front and loses the point of the hook.",
        "Don't give the trigger its own `onPress` or `onKeyDown`; the hook's handlers open the menu.",
      ],
      anatomy: [
        {
          part: 'Trigger',
          description: 'Your button with `triggerProps`; it looks pressed while the menu is open.',
        },
        {
          part: 'Popover',
          description:
            'The `MenuPopover`, placed `bottom start` of the trigger unless `placement` says otherwise.',
        },
        { part: 'Menu', description: 'The `Menu` and its items, as in `MenuTrigger`.' },
      ],
      accessibility: [
        'The trigger gets `aria-haspopup="menu"`, `aria-expanded` and `aria-controls`, and the menu is named by the trigger.',
        'A press or key made before the module has loaded is kept: the menu opens once it arrives, Enter and Space on its first item, Arrow Up on its last.',
        'A choice, Escape or a click outside closes it and gives focus back to the trigger.',
      ],
    } satisfies Guidance,
    // The stories' menu and its slow loader are story helpers: the same set-up, as an app writes it.
    docs: {
      source: {
        code: `// RowMenu.tsx: a module of its own, loaded on first use.
import { Menu, MenuItem, MenuPopover, type MenuButtonPopoverProps } from '@airtime/design-system';
import { Pencil, Trash2 } from 'lucide-react';

export function RowMenu(props: MenuButtonPopoverProps) {
  return (
    <MenuPopover {...props}>
      <Menu aria-label="Row actions" onAction={runRowAction}>
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

// RowActions.tsx
import { IconButton, useMenuButton } from '@airtime/design-system';
import { Ellipsis } from 'lucide-react';
import { lazy, Suspense } from 'react';

const loadMenu = () => import('./RowMenu.tsx');
const LazyRowMenu = lazy(async () => ({ default: (await loadMenu()).RowMenu }));

export function RowActions() {
  const { triggerProps, popoverProps, hasOpened } = useMenuButton({ onIntent: loadMenu });
  return (
    <>
      <IconButton {...triggerProps} label="Row actions" icon={<Ellipsis />} variant="secondary" />
      {hasOpened && (
        <Suspense fallback={null}>
          <LazyRowMenu {...popoverProps} />
        </Suspense>
      )}
    </>
  );
}`,
      },
    },
  },
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
