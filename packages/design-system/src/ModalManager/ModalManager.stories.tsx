import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    screenshot: { target: 'page' },
    guidance: {
      whenToUse:
        "Use `ModalManager` once near the root of an app to open modals by name from anywhere below it: register the app's modal components, then call `open(name, props)` from `useModalManager()`. It stacks modals, reopens one given new props after 250 ms, closes them all on a route change, and can keep the open list in the URL.",
      alternatives: [
        {
          use: 'DialogTrigger with Modal',
          when: 'A modal belongs to one button on one page and needs no URL, stacking or opening from elsewhere.',
        },
        { use: 'Modal with isOpen', when: 'A single page controls one modal with its own state.' },
        {
          use: 'Drawer',
          when: 'The content should slide in from the side and leave the page in view.',
        },
      ],
      do: [
        'Register each modal once, by name, in a registry object, and type `useModalManager<typeof registry>()` so `open` checks names and props.',
        'Spread the managed props (`isOpen`, `onOpenChange`) onto a `Modal` or a `ConfirmDialog` in each registered component.',
        "Keep each modal's own props JSON (ids and names, not records or functions) when the app keeps open modals in the URL.",
        "Pass `routeKey` (the route's path or name) so a navigation closes every modal.",
        "Control it with `modals` and `onModalsChange` to keep the list in the URL's query state, so a shared link or Back reopens what was open.",
      ],
      dont: [
        "Don't mount a second `ModalManager` for a part of the app; one at the root lets any page open any modal.",
        "Don't pass callbacks or server records as modal props; pass an id and let the modal load what it needs.",
        "Don't expect a modal to close when the component that opened it unmounts; call `close(name)`, or let the `Modal` call `onOpenChange(false)`.",
        "Don't open a modal again with other props expecting it to update in place; it closes, then reopens after `reopenDelay`.",
      ],
      anatomy: [
        {
          part: 'Provider',
          description:
            'Renders its `children` (the app) and gives them `open`, `close`, `closeAll`, `isOpen` and `modals` through `useModalManager`.',
        },
        {
          part: 'Open modals',
          description:
            'The registered components of the open entries, rendered after the app, bottom to top.',
        },
      ],
      accessibility: [
        'The manager renders no UI of its own; each registered `Modal` or `ConfirmDialog` traps focus, locks page scroll and closes on Escape.',
        "On close, focus returns to what had it before the modal opened: the button, or the menu's button when opened from a menu item.",
        'Stacked modals close from the top: Escape closes the topmost and focus returns inside the one below.',
        'Each modal needs a title (a `Dialog` `title` or a `ConfirmDialog` `title`), which names it for screen readers.',
      ],
    } satisfies Guidance,
    // The stories' modals and pages live in story files; this is the same set-up in an app.
    docs: {
      source: {
        code: `import {
  Button,
  ConfirmDialog,
  Dialog,
  type ManagedModalProps,
  Modal,
  ModalManager,
  useModalManager,
} from '@airtime/design-system';

// Each modal takes the manager's props (isOpen, onOpenChange) and its own, which must be JSON.
function BrandModal({ brandName, ...modal }: ManagedModalProps & { brandName: string }) {
  const { open } = useModalManager<typeof modals>();
  return (
    <Modal {...modal}>
      <Dialog
        title={\`Edit \${brandName}\`}
        footer={
          <>
            <Button onPress={() => open('archive', { brandName })}>Archive brand</Button>
            <Button slot="close" variant="primary">Done</Button>
          </>
        }
      >
        Changes apply to every campaign of {brandName}.
      </Dialog>
    </Modal>
  );
}

function ArchiveModal({ brandName, ...modal }: ManagedModalProps & { brandName: string }) {
  return (
    <ConfirmDialog
      {...modal}
      title={\`Archive \${brandName}?\`}
      message="Its campaigns leave the active lists."
      confirmLabel="Archive"
      onConfirm={() => archiveBrand(brandName)}
    />
  );
}

const modals = { brand: BrandModal, archive: ArchiveModal };

function BrandsPage() {
  const { open } = useModalManager<typeof modals>();
  return <Button onPress={() => open('brand', { brandName: 'Acme Corp' })}>Edit Acme Corp</Button>;
}

<ModalManager registry={modals}>
  <BrandsPage />
</ModalManager>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import {
  Button,
  ConfirmDialog,
  Dialog,
  type ManagedModalProps,
  Modal,
  ModalManager,
  useModalManager,
} from '@airtime/design-system';

// Each modal takes the manager's props (isOpen, onOpenChange) and its own, which must be JSON.
function BrandModal({ brandName, ...modal }: ManagedModalProps & { brandName: string }) {
  const { open } = useModalManager<typeof modals>();
  return (
    <Modal {...modal}>
      <Dialog
        title={\`Edit \${brandName}\`}
        footer={
          <>
            <Button onPress={() => open('archive', { brandName })}>Archive brand</Button>
            <Button slot="close" variant="primary">Done</Button>
          </>
        }
      >
        Changes apply to every campaign of {brandName}.
      </Dialog>
    </Modal>
  );
}

function ArchiveModal({ brandName, ...modal }: ManagedModalProps & { brandName: string }) {
  return (
    <ConfirmDialog
      {...modal}
      title={\`Archive \${brandName}?\`}
      message="Its campaigns leave the active lists."
      confirmLabel="Archive"
      onConfirm={() => archiveBrand(brandName)}
    />
  );
}

const modals = { brand: BrandModal, archive: ArchiveModal };
import { useLocation } from 'react-router';

function App({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // A new path closes every modal, stacked ones and pending reopens included.
  return (
    <ModalManager registry={modals} routeKey={pathname}>
      {children}
    </ModalManager>
  );
}`,
      },
    },
  },
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
  parameters: {
    // Its shared link opens a modal as it renders: in its own frame, not over the docs page.
    docs: {
      story: { inline: false, height: '480px' },
      source: {
        code: `import {
  Button,
  ConfirmDialog,
  Dialog,
  type ManagedModalProps,
  Modal,
  ModalManager,
  useModalManager,
} from '@airtime/design-system';

// Each modal takes the manager's props (isOpen, onOpenChange) and its own, which must be JSON.
function BrandModal({ brandName, ...modal }: ManagedModalProps & { brandName: string }) {
  const { open } = useModalManager<typeof modals>();
  return (
    <Modal {...modal}>
      <Dialog
        title={\`Edit \${brandName}\`}
        footer={
          <>
            <Button onPress={() => open('archive', { brandName })}>Archive brand</Button>
            <Button slot="close" variant="primary">Done</Button>
          </>
        }
      >
        Changes apply to every campaign of {brandName}.
      </Dialog>
    </Modal>
  );
}

function ArchiveModal({ brandName, ...modal }: ManagedModalProps & { brandName: string }) {
  return (
    <ConfirmDialog
      {...modal}
      title={\`Archive \${brandName}?\`}
      message="Its campaigns leave the active lists."
      confirmLabel="Archive"
      onConfirm={() => archiveBrand(brandName)}
    />
  );
}

const modals = { brand: BrandModal, archive: ArchiveModal };
import { useSearchParams } from 'react-router';

type Entry = ModalEntryOf<typeof modals>;

function UrlModalManager({ children }: { children: React.ReactNode }) {
  const [params, setParams] = useSearchParams();
  // Check what the URL holds in a real app: its props must match the modal's.
  const open = JSON.parse(params.get('modals') ?? '[]') as Entry[];
  return (
    <ModalManager
      registry={modals}
      modals={open}
      onModalsChange={(next) =>
        setParams((current) => {
          if (next.length === 0) current.delete('modals');
          else current.set('modals', JSON.stringify(next));
          return current;
        })
      }
    >
      {children}
    </ModalManager>
  );
}`,
      },
    },
  },
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
