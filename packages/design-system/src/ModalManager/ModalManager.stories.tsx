import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Menu, MenuTrigger } from '../Menu/Menu.tsx';
import { MenuItem } from '../Menu/MenuItem.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { text } from '../theme/typography.css.ts';
import { type ModalEntryOf, ModalManager, useModalManager } from './ModalManager.tsx';
import { MODAL_REOPEN_DELAY } from './modalStack.ts';
import { storyModals } from './storyModals.tsx';
import { formatModals, parseModals, SHARED_LINK } from './storyUrl.ts';

type StoryModals = typeof storyModals;
type Entries = ModalEntryOf<StoryModals>[];

const onModalsChange = fn<(modals: Entries) => void>().mockName('onModalsChange');

function Page() {
  const { open } = useModalManager<StoryModals>();
  return (
    <div className={sprinkles({ display: 'flex', gap: 'sm' })}>
      <Button onPress={() => open('brand', { brandName: 'Acme Corp' })}>Edit Acme Corp</Button>
      <MenuTrigger>
        <Button icon={<UserRound />}>Account menu</Button>
        <Menu onAction={(key) => key === 'settings' && open('settings')}>
          <MenuItem id="settings">Settings</MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  );
}

const meta = {
  title: 'Overlays/ModalManager',
  component: ModalManager<StoryModals>,
  tags: ['autodocs'],
  args: { registry: storyModals, onModalsChange },
  argTypes: { registry: { control: false } },
  // The modals are portalled to <body>: capture the page.
  parameters: { screenshot: { target: 'page' } },
  beforeEach: () => {
    onModalsChange.mockClear();
  },
  render: (args) => (
    <ModalManager {...args}>
      <Page />
    </ModalManager>
  ),
} satisfies Meta<typeof ModalManager<StoryModals>>;

export default meta;
type Story = StoryObj<typeof meta>;

const isScrollLocked = () => getComputedStyle(document.documentElement).overflow === 'hidden';

/**
 * `open(name, props)` opens a registered modal; it locks the page's scroll, and on close
 * (Escape here) focus returns to the button that opened it. The app hears every change.
 */
export const OpenAndClose: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit Acme Corp' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Acme Corp' });
    await expect(onModalsChange).toHaveBeenLastCalledWith([
      { name: 'brand', props: { brandName: 'Acme Corp' } },
    ]);
    await expect(isScrollLocked()).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(onModalsChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(isScrollLocked()).toBe(false);

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Edit Acme Corp' });
  },
};

/**
 * Opened again with other props while open, a modal closes, then reopens with the new props
 * after 250 ms. Focus goes into the new one, and back to the first trigger when it closes.
 */
export const ReopenWithOtherProps: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit Acme Corp' });
    await userEvent.click(trigger);
    const acme = await screen.findByRole('dialog', { name: 'Edit Acme Corp' });
    await userEvent.click(within(acme).getByRole('button', { name: 'Switch to Globex Inc' }));
    await expect(acme).not.toBeInTheDocument();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(onModalsChange).toHaveBeenLastCalledWith([]);

    // Reopened after the delay (its length is reopenTimers.test.ts's: no wall clock here, where a
    // busy machine makes any measured time wrong).
    const globex = await screen.findByRole('dialog', { name: 'Edit Globex Inc' });
    await expect(onModalsChange).toHaveBeenLastCalledWith([
      { name: 'brand', props: { brandName: 'Globex Inc' } },
    ]);
    await waitFor(() => expect(globex).toContainElement(document.activeElement as HTMLElement));

    // And back: Acme, closed, Globex, closed, Acme.
    await userEvent.click(within(globex).getByRole('button', { name: 'Switch to Acme Corp' }));
    const acmeAgain = await screen.findByRole('dialog', { name: 'Edit Acme Corp' });
    await expect(onModalsChange).toHaveBeenCalledTimes(5);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(acmeAgain).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Edit Acme Corp' });
  },
};

/** Modals stack: Escape closes the top one, and focus returns inside the one below. */
export const Stacked: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit Acme Corp' });
    await userEvent.click(trigger);
    const brand = await screen.findByRole('dialog', { name: 'Edit Acme Corp' });
    const archive = within(brand).getByRole('button', { name: 'Archive brand' });
    await userEvent.click(archive);
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive Acme Corp?' });
    await expect(onModalsChange).toHaveBeenLastCalledWith([
      { name: 'brand', props: { brandName: 'Acme Corp' } },
      { name: 'archive', props: { brandName: 'Acme Corp' } },
    ]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await expect(brand).toBeInTheDocument();
    await waitFor(() => expect(archive).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(brand).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'Edit Acme Corp' });
    await userEvent.click(within(again).getByRole('button', { name: 'Archive brand' }));
    await screen.findByRole('alertdialog', { name: 'Archive Acme Corp?' });
  },
};

/** Opened from a menu item: on close, focus returns to the menu's button. */
export const FromMenu: Story = {
  play: async ({ canvas, userEvent }) => {
    const account = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(account);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Profile settings' });
    await expect(onModalsChange).toHaveBeenLastCalledWith([{ name: 'settings', props: {} }]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(settings).not.toBeInTheDocument());
    await waitFor(() => expect(account).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Profile settings' });
  },
};

/**
 * Stands in for the browser: the play functions change the route or go back the way a user
 * would with the address bar or the Back button, which sit outside the page (and its modals).
 */
const browser = {
  navigate: (_route: string) => {},
  back: () => {},
};

function RoutedApp() {
  const [route, setRoute] = useState('brands');
  browser.navigate = setRoute;
  return (
    <ModalManager registry={storyModals} routeKey={route} onModalsChange={onModalsChange}>
      <p className={text({ tone: 'subtle' })}>Route: {route}</p>
      <Page />
    </ModalManager>
  );
}

/** A route change (`routeKey`) closes every modal, stacked ones and pending reopens included. */
export const RouteChangeClosesAll: Story = {
  render: () => <RoutedApp />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Acme Corp' }));
    const brand = await screen.findByRole('dialog', { name: 'Edit Acme Corp' });
    await userEvent.click(within(brand).getByRole('button', { name: 'Archive brand' }));
    await screen.findByRole('alertdialog', { name: 'Archive Acme Corp?' });

    browser.navigate('creators');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByText('Route: creators')).toBeInTheDocument();
    await expect(onModalsChange).toHaveBeenLastCalledWith([]);

    // A reopen still waiting when the route changes never happens.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Acme Corp' }));
    const acme = await screen.findByRole('dialog', { name: 'Edit Acme Corp' });
    await userEvent.click(within(acme).getByRole('button', { name: 'Switch to Globex Inc' }));
    browser.navigate('campaigns');
    await new Promise((resolve) => setTimeout(resolve, MODAL_REOPEN_DELAY * 2));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(onModalsChange).toHaveBeenLastCalledWith([]);
  },
};

/** The portal's adapter in miniature: the URL's query is the source of truth. */
function UrlApp() {
  const [history, setHistory] = useState([SHARED_LINK]);
  const search = history.at(-1) ?? '';
  browser.back = () => setHistory((entries) => entries.slice(0, -1));
  return (
    <ModalManager
      registry={storyModals}
      modals={parseModals(search)}
      onModalsChange={(next) => {
        onModalsChange(next);
        setHistory((entries) => [...entries, formatModals(next)]);
      }}
    >
      <p className={text({ size: 'sm', tone: 'subtle' })}>
        URL:{' '}
        <code>
          {search ? `?modals=${new URLSearchParams(search).get('modals')}` : '(no modals)'}
        </code>
      </p>
      <Page />
    </ModalManager>
  );
}

/**
 * Controlled by the URL (`modals` + `onModalsChange`): a shared link opens its modals on load
 * (skipping names the registry no longer has, and keeping the topmost of a name listed twice),
 * closing one updates the URL, and Back reopens what the previous URL had open.
 */
export const KeptInTheUrl: Story = {
  render: () => <UrlApp />,
  play: async ({ canvas, userEvent }) => {
    const globex = await screen.findByRole('dialog', { name: 'Edit Globex Inc' });
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(globex).not.toBeInTheDocument());
    await expect(onModalsChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByText('(no modals)')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Edit Acme Corp' }));
    await screen.findByRole('dialog', { name: 'Edit Acme Corp' });
    await expect(
      canvas.getByText('?modals=[{"name":"brand","props":{"brandName":"Acme Corp"}}]'),
    ).toBeInTheDocument();

    // Back: the URL without modals closes it; Back again reopens the shared link's modal.
    browser.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    browser.back();
    await screen.findByRole('dialog', { name: 'Edit Globex Inc' });
  },
};
