import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ellipsis, LogOut, Settings, UserRound } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { Menu, MenuTrigger } from './Menu.tsx';
import { MenuItem } from './MenuItem.tsx';
import { MenuSection, MenuSeparator } from './MenuSection.tsx';
import { CampaignActions, MenuPreviews, SortMenu } from './storyParts.tsx';

const navigate = fn().mockName('navigate');
const onAction = fn().mockName('onAction');

// Annotated rather than inferred: the inferred type names React Aria internals.
/** The key React Aria passed to the menu's onAction last. */
const lastAction = () => onAction.mock.lastCall?.[0];

const meta: Meta<typeof Menu> = {
  title: 'Overlays/Menu',
  component: Menu,
  subcomponents: { MenuTrigger, MenuItem, MenuSection, MenuSeparator },
  tags: ['autodocs'],
  args: { onAction },
  // The menu is portalled to <body>: capture the page so the screenshot shows it open.
  parameters: {
    screenshot: { target: 'page' },
    guidance: {
      whenToUse:
        "Use `Menu` in a `MenuTrigger` for a short list of actions or links that opens from a button: a row's secondary actions, an account menu, a sort order. It is React Aria's Menu: arrow keys move, typing jumps to an item, Enter or a click runs it and closes the menu.",
      alternatives: [
        {
          use: 'Select',
          when: 'The user picks a value for a form field rather than running an action.',
        },
        {
          use: 'Button',
          when: 'There are only one or two actions: show them as buttons instead of hiding them.',
        },
        { use: 'Popover', when: 'The content is not a list of items (a form, filters, details).' },
        {
          use: 'useMenuButton with MenuPopover',
          when: 'The menu sits on every page (a header) and its code should load on first use.',
        },
      ],
      do: [
        'Put the trigger (a `Button` or an `IconButton` with a `label`) first and the `Menu` second inside `MenuTrigger`.',
        "Give each `MenuItem` an `id` and handle the choice in the menu's `onAction`, which gets that `id`.",
        'Use `href` on items that navigate; same-app paths go through the app\'s router, and `target="_blank"` opens a new tab.',
        'Group items with `MenuSection` (with a `title`, or an `aria-label`) and `MenuSeparator`, and put destructive items last with `tone="critical"`.',
        'Use `selectionMode="single"` with `selectedKeys` for a menu of choices such as a sort order; the chosen item gets a check.',
      ],
      dont: [
        "Don't hide the one primary action of a row in a menu; keep it as a button and put the rest in the menu.",
        "Don't put form fields or long text in a menu; use a `Popover` or a `Modal`.",
        "Don't rely on `shortcut` to bind keys; it only shows them, the app binds them.",
        "Don't give items labels that are not plain text without a `textValue`; typing to jump needs it.",
      ],
      anatomy: [
        {
          part: 'Trigger',
          description: 'The button that opens the menu; it looks pressed while the menu is open.',
        },
        {
          part: 'Popover',
          description:
            'The floating surface, placed `bottom start` of the trigger unless `placement` says otherwise, flipping when there is no room.',
        },
        {
          part: 'Items',
          description:
            'Each with an optional `icon`, its label, and a `shortcut` at the end; a check before chosen items in a selection menu.',
        },
        {
          part: 'Sections and separators',
          description: 'Optional headings over groups of items, and rules between them.',
        },
      ],
      accessibility: [
        'The trigger gets `aria-haspopup` and `aria-expanded`; a click, Enter, Space or Arrow Down opens the menu on its first item, Arrow Up on its last.',
        'The menu is named by its trigger unless given an `aria-label`; each section is a group named by its `title`.',
        'Arrow keys move and skip disabled items, a letter jumps to the next item starting with it, Enter runs the item; Escape, Tab or a click outside closes the menu.',
        "Focus returns to the trigger when the menu closes; an item's `shortcut` is read as its description, and icons are hidden.",
      ],
    } satisfies Guidance,
  },
  beforeEach: () => {
    navigate.mockClear();
    onAction.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opens from its button with a click, Enter or ArrowDown; arrows move through the items and skip
 * disabled ones, a letter jumps to an item, Enter runs it; the menu closes and focus goes back to
 * the button. Escape closes it without a choice.
 */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { IconButton, Menu, MenuItem, MenuSeparator, MenuTrigger } from '@airtime/design-system';
import { Archive, Copy, Ellipsis, Pencil, Trash2 } from 'lucide-react';

<MenuTrigger>
  <IconButton label="Campaign actions" icon={<Ellipsis />} variant="secondary" />
  <Menu aria-label="Campaign actions" onAction={(key) => runCampaignAction(key)}>
    <MenuItem id="edit" icon={<Pencil />} shortcut="E">
      Edit
    </MenuItem>
    <MenuItem id="duplicate" icon={<Copy />} shortcut="⌘D">
      Duplicate
    </MenuItem>
    <MenuItem id="archive" icon={<Archive />} isDisabled>
      Archive
    </MenuItem>
    <MenuSeparator />
    <MenuItem id="delete" icon={<Trash2 />} tone="critical">
      Delete campaign
    </MenuItem>
  </Menu>
</MenuTrigger>`,
      },
    },
  },
  render: (args) => <CampaignActions {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Campaign actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Campaign actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Edit',
      'Duplicate',
      'Archive',
      'Delete campaign',
    ]);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    // The shortcut shows beside the label and is the item's description (drawn by CSS).
    const duplicate = within(menu).getByRole('menuitem', { name: 'Duplicate' });
    const shortcut = document.getElementById(duplicate.getAttribute('aria-describedby') ?? '');
    await expect(shortcut?.tagName).toBe('KBD');
    await expect(getComputedStyle(shortcut as Element, '::after').content).toBe('"⌘D"');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await expect(lastAction()).toBe('duplicate');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Keyboard: ArrowDown opens on the first item; Archive is disabled, so Down skips to Delete.
    await userEvent.keyboard('{ArrowDown}');
    const again = await screen.findByRole('menu');
    const edit = within(again).getByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(again).getByRole('menuitem', { name: 'Delete campaign' })).toHaveFocus();
    const archive = within(again).getByRole('menuitem', { name: 'Archive' });
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    // Typing jumps to an item.
    await userEvent.keyboard('e');
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).toHaveBeenCalledOnce();

    // Enter opens it too, and Enter runs the focused item.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(lastAction()).toBe('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // A click outside closes it.
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await screen.findByRole('menu');
  },
};

/** The account menu of the header: sections with headings, icons, links and a critical item. */
export const SectionsAndLinks: Story = {
  render: (args) => (
    <MenuTrigger placement="bottom end">
      <Button icon={<UserRound />}>Account menu</Button>
      <Menu {...args} aria-label="Account menu">
        <MenuSection title="Dana Whitfield">
          <MenuItem id="settings" icon={<Settings />} shortcut="⌘,">
            Settings
          </MenuItem>
          <MenuItem id="impersonate" icon={<UserRound />}>
            Impersonate
          </MenuItem>
        </MenuSection>
        <MenuSection title="Help">
          <MenuItem id="privacy" href="/privacy">
            Privacy policy
          </MenuItem>
          <MenuItem id="status" href="https://status.example.com" target="_blank">
            Service status
          </MenuItem>
        </MenuSection>
        <MenuSection aria-label="Session">
          <MenuItem id="logout" icon={<LogOut />} tone="critical">
            Log out
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    // Each section is a group named by its heading.
    await expect(within(menu).getByRole('group', { name: 'Dana Whitfield' })).toBeInTheDocument();
    const help = within(menu).getByRole('group', { name: 'Help' });

    // A link item goes through the app's router and closes the menu.
    const privacy = within(help).getByRole('menuitem', { name: 'Privacy policy' });
    await expect(privacy.tagName).toBe('A');
    await userEvent.click(privacy);
    await expect(navigate).toHaveBeenCalledWith('/privacy', undefined);
    await waitFor(() => expect(menu).not.toBeInTheDocument());

    await userEvent.click(trigger);
    const again = await screen.findByRole('menu');
    await expect(within(again).getByRole('menuitem', { name: 'Service status' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(within(again).getByRole('menuitem', { name: 'Log out' }));
    await expect(lastAction()).toBe('logout');

    await userEvent.click(trigger);
    await screen.findByRole('menu');
  },
};

/**
 * A menu of choices shows a check mark on the chosen one (`menuitemradio`). Inside a
 * MenuTrigger the menu is named by its button.
 */
export const Selection: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, Menu, MenuItem, MenuTrigger, type MenuProps } from '@airtime/design-system';
import { useState } from 'react';

type Selection = NonNullable<MenuProps<object>['selectedKeys']>;

function SortMenu() {
  const [sort, setSort] = useState<Selection>(new Set(['air_date']));
  return (
    <MenuTrigger>
      <Button>Sort</Button>
      <Menu selectionMode="single" selectedKeys={sort} onSelectionChange={setSort}>
        <MenuItem id="air_date">Air date</MenuItem>
        <MenuItem id="brand">Brand</MenuItem>
        <MenuItem id="amount">Amount</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}`,
      },
    },
  },
  render: () => <SortMenu />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Sort' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Sort' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'Air date' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Brand' }));
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await userEvent.click(trigger);
    const again = await screen.findByRole('menu', { name: 'Sort' });
    await expect(within(again).getByRole('menuitemradio', { name: 'Brand' })).toBeChecked();
    await expect(within(again).getByRole('menuitemradio', { name: 'Air date' })).not.toBeChecked();
  },
};

/** Long labels wrap within 320 px instead of stretching the menu. */
export const LongText: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button>Insertion order</Button>
      <Menu {...args} aria-label="Insertion order">
        <MenuItem id="send" shortcut="⌘⇧S">
          Send the signed insertion order to the brand for approval
        </MenuItem>
        <MenuItem id="download">Download PDF</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Insertion order' }));
    const menu = await screen.findByRole('menu', { name: 'Insertion order' });
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** With nothing to show, the menu says so. */
export const Empty: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, Menu, MenuItem, MenuTrigger } from '@airtime/design-system';

<MenuTrigger>
  <Button>Saved views</Button>
  <Menu
    aria-label="Saved views"
    items={savedViews}
    onAction={openView}
    renderEmptyState={() => <p>No saved views yet.</p>}
  >
    {(view) => <MenuItem>{view.name}</MenuItem>}
  </Menu>
</MenuTrigger>`,
      },
    },
  },
  render: (args) => (
    <MenuTrigger>
      <Button>Saved views</Button>
      <Menu
        {...args}
        aria-label="Saved views"
        items={[] as { id: string; name: string }[]}
        renderEmptyState={() => (
          <p className={sprinkles({ padding: 'sm', color: 'textSubtle', fontSize: 'sm' })}>
            No saved views yet.
          </p>
        )}
      >
        {(item) => <MenuItem>{item.name}</MenuItem>}
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Saved views' }));
    const menu = await screen.findByRole('menu', { name: 'Saved views' });
    await waitFor(() => expect(within(menu).getByText('No saved views yet.')).toBeVisible());
    await expect(menu).toHaveAttribute('data-empty', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Saved views' }));
    await screen.findByRole('menu', { name: 'Saved views' });
  },
};

/** A disabled trigger opens nothing. */
export const Disabled: Story = {
  parameters: { screenshot: { target: 'frame' } },
  render: (args) => (
    <MenuTrigger>
      <IconButton label="Campaign actions" icon={<Ellipsis />} variant="secondary" isDisabled />
      <Menu {...args} aria-label="Campaign actions">
        <MenuItem id="edit">Edit</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Campaign actions' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Items of every kind, in every theme: menus shown inline on the popover surface. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    screenshot: { target: 'frame' },
    docs: {
      source: {
        code: `import { IconButton, Menu, MenuItem, MenuSeparator, MenuTrigger } from '@airtime/design-system';
import { Archive, Copy, Ellipsis, Pencil, Trash2 } from 'lucide-react';

<MenuTrigger>
  <IconButton label="Campaign actions" icon={<Ellipsis />} variant="secondary" />
  <Menu aria-label="Campaign actions" onAction={(key) => runCampaignAction(key)}>
    <MenuItem id="edit" icon={<Pencil />} shortcut="E">
      Edit
    </MenuItem>
    <MenuItem id="duplicate" icon={<Copy />} shortcut="⌘D">
      Duplicate
    </MenuItem>
    <MenuItem id="archive" icon={<Archive />} isDisabled>
      Archive
    </MenuItem>
    <MenuSeparator />
    <MenuItem id="delete" icon={<Trash2 />} tone="critical">
      Delete campaign
    </MenuItem>
  </Menu>
</MenuTrigger>`,
      },
    },
  },
  render: (args) => <MenuPreviews {...args} />,
};
