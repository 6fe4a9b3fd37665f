import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { AccountMenu } from './AccountMenu.tsx';

const meta = {
  title: 'Shell/AccountMenu',
  component: AccountMenu,
  tags: ['autodocs'],
  args: { name: 'Jane Cooper', onSettings: fn(), onLogOut: fn() },
  // The menu is portalled to <body>: capture the page so the screenshot shows it open.
  parameters: {
    guidance: {
      whenToUse:
        "Use `AccountMenu` at the end of the `Header`'s actions: the signed-in user's avatar, which opens their account actions (Settings, Impersonate or Turn Impersonate Off, Log out) and shows the impersonation state.",
      alternatives: [
        {
          use: 'MenuTrigger with Menu',
          when: "Any other menu of actions; `AccountMenu` holds only the account's fixed items.",
        },
        { use: 'Avatar', when: 'Showing a person without a menu.' },
      ],
      do: [
        "Pass `onLogOut` always; 'Log out' is always the last item.",
        "Pass `onSettings` to show 'Settings', and `onImpersonate` only when the profile may impersonate.",
        "Set `isImpersonating` together with `onStopImpersonating` while impersonating, to show the red ring, 'Impersonate on' and 'Turn Impersonate Off'.",
        "Pass the user's `name` and, when there is one, `avatarSrc`; the initials show when the picture is missing or fails.",
      ],
      dont: [
        "Don't add other items to it; put other actions in their own menu or the page.",
        "Don't show it more than once on a page; it belongs in the `Header`.",
        "Don't change `label` away from 'Account menu' without reason: it is the trigger's name that users and tests look for.",
      ],
      anatomy: [
        {
          part: 'Impersonation label',
          description:
            "'Impersonate on' (`impersonationLabel`) beside the avatar while impersonating.",
        },
        {
          part: 'Avatar trigger',
          description:
            "The user's 32 px avatar under a button named 'Account menu', with a red ring while impersonating.",
        },
        {
          part: 'Menu',
          description:
            'Settings, Impersonate or Turn Impersonate Off, a separator, then Log out, opening below the avatar, aligned to its end.',
        },
      ],
      accessibility: [
        "The trigger is a button named 'Account menu' (`label`); the avatar's initials are hidden so the name matches what is heard.",
        'Enter, Space or a click opens the menu; the arrow keys move between items, Enter runs one, Escape closes it, and focus returns to the trigger.',
        'The menu is named like the trigger; its items are `menuitem`s named by their text.',
        "The menu's code loads on the first hover, focus or press of the trigger, and the first press opens it once loaded.",
      ],
    } satisfies Guidance,
    screenshot: { target: 'page' },
  },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

/** Settings and Log out; Enter opens, arrows move, Enter runs, focus goes back to the avatar. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    await expect(menuItems(menu)).toEqual(['Settings', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onSettings).toHaveBeenCalledOnce();
    await waitFor(() => expect(menu).not.toBeInTheDocument());

    // Escape closes without a choice and gives focus back to the trigger.
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    // From the keyboard: Enter opens, ArrowDown moves, Enter runs, focus comes back.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onLogOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onSettings).toHaveBeenCalledOnce();

    await userEvent.click(trigger);
    await screen.findByRole('menu');
  },
};

/** A profile that may impersonate gets 'Impersonate'. */
export const CanImpersonate: Story = {
  args: { onImpersonate: fn(), onStopImpersonating: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    await expect(menuItems(menu)).toEqual(['Settings', 'Impersonate', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Impersonate' }));
    await expect(args.onImpersonate).toHaveBeenCalledOnce();
    await expect(args.onStopImpersonating).not.toHaveBeenCalled();
    await expect(canvas.queryByText('Impersonate on')).toBeNull();
  },
};

/** While impersonating: a red ring, 'Impersonate on' in words, and 'Turn Impersonate Off'. */
export const Impersonating: Story = {
  args: { isImpersonating: true, onImpersonate: fn(), onStopImpersonating: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Impersonate on')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    await expect(menuItems(menu)).toEqual(['Settings', 'Turn Impersonate Off', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Turn Impersonate Off' }));
    await expect(args.onStopImpersonating).toHaveBeenCalledOnce();
    await expect(args.onImpersonate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menu');
  },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenPicture: Story = {
  args: { avatarSrc: '/does-not-exist.png' },
  render: (args) => <AccountMenu {...args} onSettings={undefined} />,
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByText('JC')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    await expect(menuItems(menu)).toEqual(['Log out']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Both themes: plain and impersonating. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    screenshot: { target: 'frame' },
    docs: {
      source: {
        code: `import { AccountMenu } from '@airtime/design-system';

<>
  <AccountMenu name="Jane Cooper" onSettings={openSettings} onLogOut={logOut} />
  <AccountMenu
    name="Ravi Patel"
    isImpersonating
    onSettings={openSettings}
    onStopImpersonating={stopImpersonating}
    onLogOut={logOut}
  />
</>`,
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'lg', alignItems: 'center' })}>
      <AccountMenu {...args} />
      <AccountMenu {...args} name="Ravi Patel" isImpersonating />
    </div>
  ),
};
