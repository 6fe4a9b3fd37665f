import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, Inbox } from 'lucide-react';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        "Use `AppShell` once, at the root of an app's signed-in pages: banners on top, a sticky `Header`, the `SideNav` as a drawer or a docked column, and the page in `<main>`. It owns the navigation's open state and shares it with the `Header`'s toggle and the `SideNav`'s links.",
      alternatives: [
        {
          use: 'Drawer with a Dialog',
          when: "A side sheet inside a page (details beside a list), not the app's navigation.",
        },
        { use: 'Stack and Section', when: 'Laying out the content of one page inside the shell.' },
      ],
      do: [
        "Pass a `Header` as `header` and a `SideNav` as `sideNav`: the header's toggle and the side navigation's links work with the shell's state without any wiring.",
        'Choose `navMode` in the app: `drawer` for agency and brand below xxl, `docked` for creators above sm and for everyone on xxl.',
        'Put the impersonation and cookie `Banner`s in `banners`, so they sit above the header.',
        'Control the navigation with `isNavOpen` and `onNavOpenChange` when the app opens it at start on xxl screens; otherwise use `defaultNavOpen`.',
        'Use `isFrameless` for pages whose panes reach the edges, such as the inbox, and `mainRef` to move focus to the content after a navigation.',
      ],
      dont: [
        "Don't nest shells or render one per page; one `AppShell` wraps every page of the app.",
        "Don't add your own `<main>` or banner landmark inside it; the shell already has them.",
        "Don't open the drawer navigation at start on small screens: it is a modal that covers the page.",
        'Don\'t wrap the `SideNav` in your own `Drawer`; `navMode="drawer"` does it, with its focus handling.',
      ],
      anatomy: [
        {
          part: 'Banners',
          description: 'Optional `banners`, above everything; nothing renders without them.',
        },
        { part: 'Header', description: 'The `header`, sticky at the top (57 px, 45 px below lg).' },
        {
          part: 'Side navigation',
          description:
            'The `sideNav`: a 192 px modal drawer from the left, or a docked column beside the content.',
        },
        { part: 'Main', description: 'The `children` in `<main>`, padded unless `isFrameless`.' },
      ],
      accessibility: [
        'The page gets a banner (the `Header`), a navigation landmark (the `SideNav`) and a `<main>` that can take focus programmatically (`tabIndex=-1`).',
        "In drawer mode the navigation is a modal dialog named 'Navigation' (`navLabel`): focus moves into it, Escape or a click outside closes it, and focus returns to the toggle.",
        'Following a `SideNav` link closes the drawer; a docked navigation stays open.',
        "The `Header`'s toggle reports the state with `aria-expanded`; the drawer's code loads on the toggle's first hover or focus.",
      ],
    } satisfies Guidance,
    frame: 'full',
    screenshot: { target: 'page' },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import {
  AccountMenu,
  AppShell,
  GlobalSearch,
  Header,
  HeaderIconButton,
  SideNav,
} from '@airtime/design-system';
import { FileText, Home, Inbox, Store, Users } from 'lucide-react';

<AppShell
  header={
    <Header
      title={<GlobalSearch results={results} onQueryChange={search} onSelect={openResult} />}
      actions={
        <>
          <HeaderIconButton label="IOs" icon={<FileText />} count={4} />
          <HeaderIconButton label="Inbox" icon={<Inbox />} count={3} countLabel={(n) => \`\${n} unread\`} />
          <AccountMenu name="Jane Cooper" onSettings={openSettings} onLogOut={logOut} />
        </>
      }
    />
  }
  sideNav={
    <SideNav
      groups={[
        {
          id: 'main',
          items: [
            { id: 'home', label: 'Home', href: '/agency/home', icon: <Home /> },
            { id: 'brands', label: 'Brands', href: '/agency/brands', icon: <Store /> },
            { id: 'creators', label: 'Creators', href: '/agency/creators', icon: <Users /> },
          ],
        },
      ]}
      currentId="brands"
    />
  }
>
  <BrandsPage />
</AppShell>`,
      },
    },
  },
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
  parameters: {
    // Open at start, the drawer is a modal: on the docs page it gets a frame of its own, so it
    // covers only that.
    docs: {
      story: { inline: false, height: '480px' },
      source: {
        code: `import { AccountMenu, AppShell, GlobalSearch, Header, HeaderIconButton, SideNav } from '@airtime/design-system';
import { Inbox } from 'lucide-react';

// The navigation open at start: in drawer mode it is a modal over the page.
<AppShell
  defaultNavOpen
  header={
    <Header
      title={<GlobalSearch results={results} onSelect={openResult} />}
      actions={
        <>
          <HeaderIconButton label="Inbox" icon={<Inbox />} count={0} />
          <AccountMenu name="Brand Manager" onSettings={openSettings} onLogOut={logOut} />
        </>
      }
    />
  }
  sideNav={<SideNav groups={brandNav} bottomLinks={brandBottomLinks} currentId="home" />}
>
  <DashboardPage />
</AppShell>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { AccountMenu, AppShell, formatNumericDate, Header, SideNav } from '@airtime/design-system';

<AppShell
  navMode="docked"
  defaultNavOpen
  header={
    <Header
      title="Performance"
      actions={<AccountMenu name="Sam Lee" onSettings={openSettings} onLogOut={logOut} />}
    />
  }
  sideNav={
    <SideNav
      label="Brands"
      groups={[
        {
          id: 'active',
          title: 'Active Brands',
          emptyText: 'No Brands',
          items: brands.map((brand) => ({
            id: String(brand.id),
            label: brand.name,
            href: \`/creator/brand/\${brand.id}\`,
            description: \`Last aired \${formatNumericDate(brand.last_aired)}\`,
          })),
        },
      ]}
      currentId={String(currentBrandId)}
    />
  }
>
  <PerformancePage />
</AppShell>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { AccountMenu, AppShell, Header, SideNav } from '@airtime/design-system';

// A creator with no brands yet: each group shows its \`emptyText\`.
<AppShell
  navMode="docked"
  defaultNavOpen
  header={
    <Header
      title="Performance"
      actions={<AccountMenu name="Sam Lee" onSettings={openSettings} onLogOut={logOut} />}
    />
  }
  sideNav={
    <SideNav
      label="Brands"
      groups={[
        {
          id: 'active',
          title: 'Active Brands',
          emptyText: 'No Brands',
          items: [],
        },
      ]}
    />
  }
>
  <PerformancePage />
</AppShell>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { AccountMenu, AppShell, Banner, Button, Header, SideNav } from '@airtime/design-system';

<AppShell
  banners={
    <Banner
      tone="critical"
      emphasis="strong"
      title="Impersonation on"
      actions={<Button size="sm" onPress={stopImpersonating}>Turn off</Button>}
    >
      You are currently impersonating Jane Cooper
    </Banner>
  }
  header={
    <Header
      title="Brands"
      actions={
        <AccountMenu
          name="Jane Cooper"
          isImpersonating
          onSettings={openSettings}
          onStopImpersonating={stopImpersonating}
          onLogOut={logOut}
        />
      }
    />
  }
  sideNav={<SideNav groups={agencyNav} currentId="brands" />}
>
  <BrandsPage />
</AppShell>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { AppShell } from '@airtime/design-system';

// The inbox: no padding around the content, so its panes reach the edges.
<AppShell isFrameless header={header} sideNav={sideNav}>
  <InboxPanes />
</AppShell>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { AppShell, breakpoints } from '@airtime/design-system';
import { useState } from 'react';

function Shell({ children }: { children: React.ReactNode }) {
  // Spec §2: the navigation starts open on xxl screens only.
  const [isNavOpen, setNavOpen] = useState(() => window.innerWidth >= breakpoints.xxl);
  return (
    <AppShell isNavOpen={isNavOpen} onNavOpenChange={setNavOpen} header={<AppHeader />} sideNav={<AppSideNav />}>
      {children}
    </AppShell>
  );
}`,
      },
    },
  },
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
    docs: {
      source: {
        code: `import { AppShell, Header, SideNav } from '@airtime/design-system';

// navMode: 'drawer' (the default: a modal sheet) or 'docked' (a 192 px column beside the content).
<AppShell
  navMode="docked"
  defaultNavOpen
  header={<Header title="Performance" />}
  sideNav={<SideNav label="Brands" groups={brandGroups} currentId={currentId} />}
>
  <PerformancePage />
</AppShell>`,
      },
    },
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
