import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, Inbox } from 'lucide-react';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/AccountMenu.tsx';
import { Banner } from '../Banner/Banner.tsx';
import { Button } from '../Button/Button.tsx';
import { GlobalSearch } from '../GlobalSearch/GlobalSearch.tsx';
import { acmResults } from '../GlobalSearch/storyResults.ts';
import { Header } from '../Header/Header.tsx';
import { HeaderIconButton } from '../Header/HeaderIconButton.tsx';
import { SideNav } from '../SideNav/SideNav.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { text } from '../theme/typography.css.ts';
import { AppShell, type AppShellProps } from './AppShell.tsx';
import { agencyNav, bottomLinks, brandNav, creatorBrands } from './storyFixtures.tsx';
import { shellStory } from './storyLayout.css.ts';

const navigate = fn().mockName('navigate');

function Page() {
  return (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      <h1 className={text({ size: 'xl', weight: 'semibold' })}>Brands</h1>
      <p>142 brands, 38 of them Airtime customers.</p>
    </div>
  );
}

function agencyHeader(isImpersonating = false) {
  return (
    <Header
      title={<GlobalSearch results={acmResults} onSelect={fn()} />}
      actions={
        <>
          <HeaderIconButton label="IOs" icon={<FileText />} count={4} />
          <HeaderIconButton
            label="Inbox"
            icon={<Inbox />}
            count={3}
            countLabel={(n) => `${n} unread`}
          />
          <AccountMenu
            name="Jane Cooper"
            isImpersonating={isImpersonating}
            onSettings={fn()}
            onImpersonate={fn()}
            onStopImpersonating={fn()}
            onLogOut={fn()}
          />
        </>
      }
    />
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  args: {
    header: agencyHeader(),
    sideNav: <SideNav groups={agencyNav} bottomLinks={bottomLinks('agency')} currentId="brands" />,
    children: <Page />,
    onNavOpenChange: fn(),
  },
  argTypes: {
    header: { control: false },
    sideNav: { control: false },
    children: { control: false },
    banners: { control: false },
    navMode: { control: 'inline-radio', options: ['drawer', 'docked'] },
  },
  // The drawer is portalled to <body>: capture the page.
  parameters: { frame: 'full', screenshot: { target: 'page' } },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div className={shellStory}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Agency: the navigation is a drawer, closed at start. 'Toggle navigation' opens it with focus
 * inside; Escape closes it and focus returns to the toggle; following a link closes it too.
 */
export const Agency: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('142 brands');
    await expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onNavOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await expect(within(drawer).getByRole('link', { name: 'Brands' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onNavOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(toggle).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(again).getByRole('link', { name: 'Creators' }));
    await expect(navigate).toHaveBeenCalledWith('/agency/creators', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(toggle);
    await screen.findByRole('dialog', { name: 'Navigation' });
  },
};

/** Brand: logo and search in the title, Inbox only, no Application settings. */
export const Brand: Story = {
  args: {
    defaultNavOpen: true,
    header: (
      <Header
        title={<GlobalSearch results={[]} onSelect={fn()} />}
        actions={
          <>
            <HeaderIconButton label="Inbox" icon={<Inbox />} count={0} />
            <AccountMenu name="Brand Manager" onSettings={fn()} onLogOut={fn()} />
          </>
        }
      />
    ),
    sideNav: <SideNav groups={brandNav} bottomLinks={bottomLinks('brand')} currentId="home" />,
  },
  play: async ({ canvas }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).queryByRole('link', { name: 'Application settings' })).toBeNull();
    await expect(within(drawer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/brand/privacy',
    );
    await expect(canvas.getByRole('button', { name: 'Inbox', hidden: true })).toBeInTheDocument();
  },
};

/** Creator above sm: the navigation is docked beside the content; the toggle hides and shows it. */
export const CreatorDocked: Story = {
  args: {
    navMode: 'docked',
    defaultNavOpen: true,
    header: (
      <Header
        title="Performance"
        actions={<AccountMenu name="Sam Lee" onSettings={fn()} onLogOut={fn()} />}
      />
    ),
    sideNav: <SideNav label="Brands" groups={creatorBrands(3, 1)} currentId="active-0" />,
  },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Brands' });
    await expect(nav).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    // Following a link keeps a docked navigation open.
    await userEvent.click(within(nav).getByRole('link', { name: /^Northwind Coffee/ }));
    await expect(navigate).toHaveBeenCalledWith('/creator/brand/2', undefined);
    await expect(nav).toBeVisible();

    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('navigation', { name: 'Brands' })).toBeNull();
    await expect(args.onNavOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: 'Brands' })).toBeVisible();
  },
};

/** A creator with no brands yet. */
export const CreatorNoBrands: Story = {
  args: {
    ...CreatorDocked.args,
    sideNav: <SideNav label="Brands" groups={creatorBrands(0, 0)} />,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Brands' });
    await expect(within(nav).getAllByText('No Brands')).toHaveLength(2);
  },
};

function ImpersonationBanner() {
  return (
    <Banner
      tone="critical"
      emphasis="strong"
      title="Impersonation on"
      actions={
        <Button size="sm" variant="secondary">
          Turn off
        </Button>
      }
    >
      You are currently impersonating Jane Cooper
    </Banner>
  );
}

/** Impersonating: the red banner above the header, the avatar's ring and 'Impersonate on'. */
export const Impersonating: Story = {
  args: { banners: <ImpersonationBanner />, header: agencyHeader(true) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('You are currently impersonating Jane Cooper')).toBeVisible();
    await expect(canvas.getByText('Impersonate on')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Turn Impersonate Off' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** The inbox: frameless, its panes reach the edges. */
export const Frameless: Story = {
  args: {
    isFrameless: true,
    children: (
      <div className={sprinkles({ display: 'flex', padding: 'none' })}>
        <p className={sprinkles({ padding: 'none' })}>Conversations reach the edge.</p>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(getComputedStyle(main).paddingTop).toBe('0px');
    await expect(getComputedStyle(main).paddingLeft).toBe('0px');
  },
};

/** Controlled by the app: it opens the navigation at start on xxl screens (spec §2). */
function ControlledShell(args: AppShellProps) {
  const [open, setOpen] = useState(false);
  return <AppShell {...args} isNavOpen={open} onNavOpenChange={setOpen} />;
}

export const Controlled: Story = {
  render: (args) => <ControlledShell {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle navigation' }));
    await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * Both themes: the docked creator shell and the agency shell with the banner. Stacking whole
 * pages repeats the page landmarks by construction, so only here the duplicate-landmark rules
 * are off; every other story checks them.
 */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    screenshot: { target: 'frame' },
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-no-duplicate-main', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      <AppShell {...args} banners={<ImpersonationBanner />} header={agencyHeader(true)} />
      <AppShell
        {...args}
        navMode="docked"
        defaultNavOpen
        header={<Header title="Performance" />}
        sideNav={<SideNav label="Brands" groups={creatorBrands(2, 1)} currentId="active-0" />}
      />
    </div>
  ),
};
