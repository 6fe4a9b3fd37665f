import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ellipsis, LogOut, Settings, UserRound } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
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
  parameters: { screenshot: { target: 'page' } },
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
  parameters: { controls: { disable: true }, screenshot: { target: 'frame' } },
  render: (args) => <MenuPreviews {...args} />,
};
