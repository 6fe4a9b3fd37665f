import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu as MenuIcon } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogTrigger } from '../Dialog/Dialog.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Link } from '../Link/Link.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { text } from '../theme/typography.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { drawer } from './Drawer.css.ts';
import { Drawer } from './Drawer.tsx';
import { drawerPreview } from './storyLayout.css.ts';

const navigate = fn().mockName('navigate');

const NAV_ITEMS = [
  { label: 'Home', href: '/agency' },
  { label: 'Brands', href: '/agency/brands' },
  { label: 'Creators', href: '/agency/creators' },
  { label: 'Campaigns', href: '/agency/campaigns' },
  { label: 'Invoices', href: '/agency/invoices' },
];

function NavLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav aria-label="Main" className={sprinkles({ padding: 'md' })}>
      <ul className={sprinkles({ display: 'grid', gap: 'sm' })}>
        {NAV_ITEMS.map((item) => (
          <li key={item.href}>
            <Link variant="standalone" href={item.href} onPress={onNavigate}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// Annotated rather than inferred: the inferred type names React Aria internals.
const meta: Meta<typeof Drawer> = {
  title: 'Overlays/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: { size: 'nav', children: null },
  argTypes: {
    placement: { control: 'inline-radio', options: variantOptions(drawer, 'placement') },
    size: { control: 'inline-radio', options: variantOptions(drawer, 'size') },
    children: { control: false },
  },
  // Portalled to <body>: capture the page so the screenshot shows it open.
  parameters: {
    guidance: {
      whenToUse:
        'Use `Drawer` for a modal side sheet: the side navigation below the xxl breakpoint (from the left, `size="nav"`), or a record\'s details beside a list (from the right). Put a `Dialog` inside it and open it from a `DialogTrigger`, with `isOpen`, or through the `ModalManager`.',
      alternatives: [
        {
          use: 'Modal',
          when: 'A centred dialog for a form or a decision, not tied to a side of the screen.',
        },
        {
          use: 'AppShell',
          when: "The app's own navigation drawer: AppShell already opens the side navigation in a Drawer below xxl.",
        },
        {
          use: 'Popover',
          when: 'A small panel anchored to its trigger that should not block the page.',
        },
      ],
      do: [
        'Put a `Dialog` inside: with a `title` for details, or with `padding="none"`, `showCloseButton={false}` and an `aria-label` for a navigation.',
        'Use `placement="left"` (the default) with `size="nav"` for navigation, and `placement="right"` with `sm`, `md` or `lg` for details.',
        "Close it when a link inside is followed: render the `Dialog`'s children as a function and call its `close` from the link's `onPress`.",
        'Let long content scroll inside the `Dialog` body; the page behind does not scroll while the drawer is open.',
      ],
      dont: [
        "Don't put a bare `<div>` in it without a dialog role and name; use a `Dialog` so focus and screen readers work.",
        'Don\'t use it for a navigation that should stay open beside the content on wide screens; use `AppShell` with `navMode="docked"` there.',
        "Don't set `isDismissable={false}` unless the drawer holds unsaved work; Escape still closes it either way.",
      ],
      anatomy: [
        { part: 'Overlay', description: 'Dims the page; a click on it closes the drawer.' },
        {
          part: 'Sheet',
          description:
            'Full height at the `placement` side, `size` wide (nav 192 px, sm 320, md 480, lg 640), always leaving 48 px of the page visible.',
        },
        {
          part: 'Dialog',
          description: 'The `Dialog` you pass, with its title, body, footer and close button.',
        },
      ],
      accessibility: [
        'The `Dialog` inside gives it `role="dialog"` and its name (its `title`, or an `aria-label`).',
        'Focus moves into it on open, Tab stays inside, and focus returns to the trigger when it closes.',
        'Escape and a click outside close it; the page behind is hidden from screen readers and cannot scroll.',
      ],
    } satisfies Guidance,
    screenshot: { target: 'page' },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  render: (args) => (
    <DialogTrigger>
      <IconButton label="Toggle navigation" icon={<MenuIcon />} />
      <Drawer {...args}>
        <Dialog aria-label="Navigation" padding="none" showCloseButton={false}>
          {({ close }) => <NavLinks onNavigate={close} />}
        </Dialog>
      </Drawer>
    </DialogTrigger>
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The side navigation below xxl: the header's toggle opens it from the left; Escape or a click
 * on the page closes it and focus returns to the toggle; following a link closes it too.
 */
export const Navigation: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Dialog, DialogTrigger, Drawer, IconButton, Link } from '@airtime/design-system';
import { Menu } from 'lucide-react';

<DialogTrigger>
  <IconButton label="Toggle navigation" icon={<Menu />} />
  <Drawer size="nav">
    <Dialog aria-label="Navigation" padding="none" showCloseButton={false}>
      {({ close }) => (
        <nav aria-label="Main">
          <ul>
            <li>
              <Link variant="standalone" href="/agency" onPress={close}>Home</Link>
            </li>
            <li>
              <Link variant="standalone" href="/agency/brands" onPress={close}>Brands</Link>
            </li>
            <li>
              <Link variant="standalone" href="/agency/campaigns" onPress={close}>Campaigns</Link>
            </li>
          </ul>
        </nav>
      )}
    </Dialog>
  </Drawer>
</DialogTrigger>`,
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    await userEvent.click(toggle);
    const panel = await screen.findByRole('dialog', { name: 'Navigation' });
    const nav = within(panel).getByRole('navigation', { name: 'Main' });
    // The panel hugs the left edge at the side navigation's width.
    await waitFor(() => {
      const { left, width } = (panel.parentElement as HTMLElement).getBoundingClientRect();
      expect([left, width]).toEqual([0, 192]);
    });

    // Tab moves through the links and stays inside the drawer.
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());

    // A click on the page beside it closes it.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(again.parentElement?.parentElement as HTMLElement);
    await waitFor(() => expect(again).not.toBeInTheDocument());

    // Following a link navigates and closes it.
    await userEvent.click(toggle);
    const third = await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(third).getByRole('link', { name: 'Brands' }));
    await expect(navigate).toHaveBeenCalledWith('/agency/brands', undefined);
    await waitFor(() => expect(third).not.toBeInTheDocument());

    await userEvent.click(toggle);
    await screen.findByRole('dialog', { name: 'Navigation' });
  },
};

/** Details beside a list: from the right, with a title, a close button and actions. */
export const Details: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, Dialog, DialogTrigger, Drawer } from '@airtime/design-system';

<DialogTrigger>
  <Button>Show event</Button>
  <Drawer placement="right" size="md">
    <Dialog
      title="Tech Talk Weekly — episode 212"
      footer={
        <Button slot="close" variant="primary">
          Done
        </Button>
      }
    >
      <p>Aired Mar 05, 2024 · flat rate $2,500 (b)</p>
    </Dialog>
  </Drawer>
</DialogTrigger>`,
      },
    },
  },
  args: { placement: 'right', size: 'md' },
  render: (args) => (
    <DialogTrigger>
      <Button>Show event</Button>
      <Drawer {...args}>
        <Dialog
          title="Tech Talk Weekly — episode 212"
          footer={
            <Button slot="close" variant="primary">
              Done
            </Button>
          }
        >
          <p className={text({ tone: 'subtle' })}>Aired Mar 05, 2024 · flat rate $2,500 (b)</p>
        </Dialog>
      </Drawer>
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Show event' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Tech Talk Weekly — episode 212' });
    await waitFor(() =>
      expect((panel.parentElement as HTMLElement).getBoundingClientRect().right).toBe(
        window.innerWidth,
      ),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Tech Talk Weekly — episode 212' });
  },
};

/** Content taller than the screen scrolls inside the drawer; the page behind stays put. */
export const LongText: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, Dialog, DialogTrigger, Drawer, Stack } from '@airtime/design-system';

// Content taller than the screen scrolls inside the drawer; the page behind stays put.
<DialogTrigger>
  <Button>Show history</Button>
  <Drawer placement="right" size="sm">
    <Dialog title="Activity history of Acme Corporation International">
      <Stack as="ol">
        {activity.map((entry) => (
          <li key={entry.id}>{entry.text}</li>
        ))}
      </Stack>
    </Dialog>
  </Drawer>
</DialogTrigger>`,
      },
    },
  },
  args: { placement: 'right', size: 'sm' },
  render: (args) => (
    <DialogTrigger>
      <Button>Show history</Button>
      <Drawer {...args}>
        <Dialog title="Activity history of Acme Corporation International">
          <ol className={sprinkles({ display: 'grid', gap: 'md' })}>
            {Array.from({ length: 40 }, (_, index) => index + 1).map((event) => (
              <li key={event}>Event {event}: the insertion order was updated by Dana.</li>
            ))}
          </ol>
        </Dialog>
      </Drawer>
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show history' }));
    const panel = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
  },
};

/** Both sides and every width, in every theme (each drawer in a small stand-in viewport). */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    screenshot: { target: 'frame' },
    docs: {
      source: {
        code: `import { Button, Dialog, DialogTrigger, Drawer } from '@airtime/design-system';

// placement: 'left' (the default) or 'right'; size: 'nav' (192 px), 'sm' (320 px, the default), 'md', 'lg'
<DialogTrigger>
  <Button>Show event</Button>
  <Drawer placement="right" size="sm">
    <Dialog title="Tech Talk Weekly — episode 212">
      <p>Aired Mar 05, 2024 · flat rate $2,500 (b)</p>
    </Dialog>
  </Drawer>
</DialogTrigger>`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'lg' })}>
      {variantOptions(drawer, 'placement').flatMap((placement) =>
        variantOptions(drawer, 'size')
          .filter((size) => size === 'nav' || size === 'sm')
          .map((size) => (
            <div key={`${placement}-${size}`} className={drawerPreview}>
              <div className={drawer({ placement, size })}>
                <Dialog title={`${placement}, ${size}`} padding="md">
                  <p className={text({ tone: 'subtle', size: 'sm' })}>Drawer content.</p>
                </Dialog>
              </div>
            </div>
          )),
      )}
    </div>
  ),
};
