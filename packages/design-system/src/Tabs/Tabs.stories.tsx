import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { tabList } from './Tabs.css.ts';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  subcomponents: { TabList, Tab, TabPanel },
  parameters: {
    guidance: {
      whenToUse:
        "Use `Tabs` to split one record or page into views of the same level that the user moves between: a creator's profile, campaigns and planning; a brand's dashboard and reports. Tabs can also be route links, one path per tab.",
      alternatives: [
        {
          use: 'SideNav',
          when: "The views are the app's main sections rather than views of one record.",
        },
        {
          use: 'RadioGroup or Select',
          when: 'The choice sets a value or filters a list rather than showing another view.',
        },
        { use: 'Steps', when: 'The parts are stages of a process in order.' },
      ],
      do: [
        'Name the list with `aria-label` on `TabList` when no heading names the tab set.',
        'Give each `Tab` an `id` and the `TabPanel` with the same `id` its content.',
        "For tabs that are pages, give each `Tab` an `href` and an `id` equal to its path, select with `selectedKey={pathname}`, and render one `TabPanel` keyed by the path with the route's outlet.",
        'Use `size="sm"` for tabs inside cards and for a record\'s tab row under its header line (so its content starts within 160 px), and the default `md` at the top of other pages.',
        'Use `keyboardActivation="manual"` when showing a panel is slow, so arrow keys only move focus and Enter or Space selects.',
        'For a second level under a row of tabs (a record\'s reports), use `orientation="vertical"`: a side list left of the panel, which becomes a row again below `md`.',
      ],
      dont: [
        "Don't use tabs for steps the user must go through in order.",
        "Don't let the header above the tabs change between sibling tabs; only the panel should change.",
        "Don't wrap tab labels onto two lines; keep them short, and the list scrolls sideways when there are too many.",
        "Don't hide a disabled tab's reason; say why elsewhere, since it cannot be focused.",
      ],
      anatomy: [
        {
          part: 'Tab list',
          description:
            'The row of tabs, 32 or 40 px high (`size`), scrolling sideways when they do not fit.',
        },
        {
          part: 'Tab',
          description: 'A label; the selected one is marked with the accent underline.',
        },
        {
          part: 'Panel',
          description:
            'The selected tab\'s content, below the list (beside it with `orientation="vertical"`).',
        },
      ],
      accessibility: [
        'A `tablist` of `tab`s, each controlling its `tabpanel` (`aria-controls`), with `aria-selected` on the chosen one.',
        'Tab reaches the selected tab; arrow keys move between tabs (selecting as they go unless activation is manual) and skip disabled ones; Home and End jump to the ends.',
        'Tab again moves into the panel, which is focusable itself when it holds nothing focusable.',
        'Route tabs are links (`<a role="tab">`), so they navigate through the app\'s router inside a `RouterProvider`.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function CreatorTabs(props: Parameters<typeof Tabs>[0]) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Creator">
        <Tab id="profile">Profile</Tab>
        <Tab id="campaigns">Campaigns</Tab>
        <Tab id="planning">Planning</Tab>
        <Tab id="settings" isDisabled>
          Settings
        </Tab>
      </TabList>
      <TabPanel id="profile">Channel profile and audience.</TabPanel>
      <TabPanel id="campaigns">Campaigns this creator took part in.</TabPanel>
      <TabPanel id="planning">Planned sponsorships.</TabPanel>
      <TabPanel id="settings">Settings.</TabPanel>
    </Tabs>
  );
}

/**
 * Pointer and keyboard: Tab reaches the selected tab, arrows move and select (skipping the
 * disabled one), End and Home jump, Tab again moves into the panel.
 */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Tab, TabList, TabPanel, Tabs } from '@airtime/design-system';

<Tabs onSelectionChange={setTab}>
  <TabList aria-label="Creator">
    <Tab id="profile">Profile</Tab>
    <Tab id="campaigns">Campaigns</Tab>
    <Tab id="planning">Planning</Tab>
    <Tab id="settings" isDisabled>
      Settings
    </Tab>
  </TabList>
  <TabPanel id="profile">Channel profile and audience.</TabPanel>
  <TabPanel id="campaigns">Campaigns this creator took part in.</TabPanel>
  <TabPanel id="planning">Planned sponsorships.</TabPanel>
  <TabPanel id="settings">Settings.</TabPanel>
</Tabs>`,
      },
    },
  },
  args: { onSelectionChange: fn() },
  render: (args) => <CreatorTabs {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const profile = canvas.getByRole('tab', { name: 'Profile' });
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Channel profile');

    await userEvent.click(canvas.getByRole('tab', { name: 'Campaigns' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('campaigns');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Campaigns this creator');

    await userEvent.keyboard('{ArrowRight}');
    const planning = canvas.getByRole('tab', { name: 'Planning' });
    await expect(planning).toHaveFocus();
    await expect(planning).toHaveAttribute('aria-selected', 'true');
    // Settings is disabled: the arrow wraps to the first tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(planning).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(profile).toHaveFocus();

    await userEvent.tab();
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveFocus();
    await expect(panel).toHaveAccessibleName('Profile');
  },
};

/** Manual activation: arrows only move focus; Enter or Space selects. */
export const ManualActivation: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Tab, TabList, TabPanel, Tabs } from '@airtime/design-system';

<Tabs keyboardActivation="manual">
  <TabList aria-label="Creator">
    <Tab id="profile">Profile</Tab>
    <Tab id="campaigns">Campaigns</Tab>
    <Tab id="planning">Planning</Tab>
    <Tab id="settings" isDisabled>
      Settings
    </Tab>
  </TabList>
  <TabPanel id="profile">Channel profile and audience.</TabPanel>
  <TabPanel id="campaigns">Campaigns this creator took part in.</TabPanel>
  <TabPanel id="planning">Planned sponsorships.</TabPanel>
  <TabPanel id="settings">Settings.</TabPanel>
</Tabs>`,
      },
    },
  },
  args: { keyboardActivation: 'manual' },
  render: (args) => <CreatorTabs {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const campaigns = canvas.getByRole('tab', { name: 'Campaigns' });
    await expect(campaigns).toHaveFocus();
    await expect(campaigns).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(campaigns).toHaveAttribute('aria-selected', 'true');
  },
};

/** A disabled tab cannot be pressed or reached. */
export const DisabledTab: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Tab, TabList, TabPanel, Tabs } from '@airtime/design-system';

<Tabs>
  <TabList aria-label="Creator">
    <Tab id="profile">Profile</Tab>
    <Tab id="campaigns">Campaigns</Tab>
    <Tab id="planning">Planning</Tab>
    <Tab id="settings" isDisabled>
      Settings
    </Tab>
  </TabList>
  <TabPanel id="profile">Channel profile and audience.</TabPanel>
  <TabPanel id="campaigns">Campaigns this creator took part in.</TabPanel>
  <TabPanel id="planning">Planned sponsorships.</TabPanel>
  <TabPanel id="settings">Settings.</TabPanel>
</Tabs>`,
      },
    },
  },
  render: (args) => <CreatorTabs {...args} />,
  play: async ({ canvas, userEvent }) => {
    const settings = canvas.getByRole('tab', { name: 'Settings' });
    await expect(settings).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(settings);
    await expect(settings).toHaveAttribute('aria-selected', 'false');
  },
};

/** A tab whose panel has nothing yet shows an empty state. */
export const EmptyPanel: Story = {
  render: (args) => (
    <Tabs {...args} defaultSelectedKey="campaigns">
      <TabList aria-label="Creator">
        <Tab id="profile">Profile</Tab>
        <Tab id="campaigns">Campaigns</Tab>
      </TabList>
      <TabPanel id="profile">Channel profile and audience.</TabPanel>
      <TabPanel id="campaigns">
        <EmptyState
          size="sm"
          title="No campaigns yet."
          description="Campaigns appear here once the creator is booked."
        />
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No campaigns yet.');
  },
};

const REPORTS = [
  'Campaign tracking',
  'Events & inventory',
  'Campaign analysis',
  'Seismograph',
  'Effectiveness',
  'Brands & performance',
  'Revenue & payouts',
];

/** More tabs than room, with long names: the list scrolls sideways rather than wrapping. */
export const LongLabels: Story = {
  render: (args) => (
    <Tabs {...args} style={{ width: 480 }}>
      <TabList aria-label="Brand reporting" size="sm">
        {REPORTS.map((name) => (
          <Tab key={name} id={name}>
            {name}
          </Tab>
        ))}
      </TabList>
      {REPORTS.map((name) => (
        <TabPanel key={name} id={name}>
          {name} report.
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'Brand reporting' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Revenue & payouts' });
    await expect(last).toHaveFocus();
    await expect(last.getBoundingClientRect().height).toBe(32);
  },
};

/**
 * A side list (`orientation="vertical"`): a second level of tabs beside the panel, so the panel
 * starts as high as the first tab. Up and down arrows move between the tabs.
 */
export const SideList: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Tab, TabList, TabPanel, Tabs } from '@airtime/design-system';

<Tabs orientation="vertical">
  <TabList aria-label="Reports">
    <Tab id="tracking">Campaign tracking</Tab>
    <Tab id="events">Events & inventory</Tab>
    …
  </TabList>
  <TabPanel id="tracking">…</TabPanel>
</Tabs>`,
      },
    },
  },
  render: (args) => (
    <Tabs {...args} orientation="vertical" style={{ width: 640 }}>
      <TabList aria-label="Reports">
        {REPORTS.map((name) => (
          <Tab key={name} id={name}>
            {name}
          </Tab>
        ))}
      </TabList>
      {REPORTS.map((name) => (
        <TabPanel key={name} id={name}>
          {name} report.
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('tab', { name: 'Campaign tracking' });
    const panel = canvas.getByRole('tabpanel');
    // The panel sits beside the list, level with its first tab.
    await expect(panel.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
    await expect(panel.getBoundingClientRect().left).toBeGreaterThan(
      first.getBoundingClientRect().right,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('tab', { name: 'Events & inventory' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Events & inventory report.');
  },
};

const BRAND = '/agency/brands/7';
const ROUTES = [
  { path: BRAND, title: 'Dashboard' },
  { path: `${BRAND}/planning`, title: 'Planning' },
  { path: `${BRAND}/production`, title: 'Production' },
  { path: `${BRAND}/reporting`, title: 'Reporting' },
];

/**
 * A stand-in for the app's router (react-router's `useNavigate` and `useLocation`): it keeps a
 * path in state and tells the story where it was asked to go.
 */
function RouteTabs({ onNavigate }: { onNavigate: (path: string) => void }) {
  const [pathname, setPathname] = useState(BRAND);
  const navigate = (path: string) => {
    onNavigate(path);
    setPathname(path);
  };
  return (
    <RouterProvider navigate={navigate}>
      <Tabs selectedKey={pathname}>
        <TabList aria-label="Brand">
          {ROUTES.map((route) => (
            <Tab key={route.path} id={route.path} href={route.path}>
              {route.title}
            </Tab>
          ))}
        </TabList>
        {/*
          One panel for whatever the route renders (the app's <Outlet />). Keyed by the path:
          React Aria keeps a panel's first id, and the tab's aria-controls must find the new one.
        */}
        <TabPanel key={pathname} id={pathname}>
          Route {pathname}
        </TabPanel>
      </Tabs>
    </RouterProvider>
  );
}

/**
 * Tabs as route links: each tab is an `<a href>` and the app's router navigates, without a page
 * load; the selected tab follows the router's path. Arrow keys navigate as they select.
 */
export const RouteLinks: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { RouterProvider, Tab, TabList, TabPanel, Tabs } from '@airtime/design-system';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';

const BRAND = '/agency/brands/7';
const routes = [
  { path: BRAND, title: 'Dashboard' },
  { path: \`\${BRAND}/planning\`, title: 'Planning' },
  { path: \`\${BRAND}/production\`, title: 'Production' },
  { path: \`\${BRAND}/reporting\`, title: 'Reporting' },
];

// RouterProvider usually wraps the whole app, once.
function BrandTabs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <Tabs selectedKey={pathname}>
        <TabList aria-label="Brand">
          {routes.map((route) => (
            <Tab key={route.path} id={route.path} href={route.path}>
              {route.title}
            </Tab>
          ))}
        </TabList>
        {/* Keyed by the path: the selected tab's aria-controls must find this panel. */}
        <TabPanel key={pathname} id={pathname}>
          <Outlet />
        </TabPanel>
      </Tabs>
    </RouterProvider>
  );
}`,
      },
    },
  },
  args: { onSelectionChange: fn() },
  render: (args) => <RouteTabs onNavigate={args.onSelectionChange as (path: string) => void} />,
  play: async ({ canvas, userEvent, args }) => {
    const planning = canvas.getByRole('tab', { name: 'Planning' });
    await expect(planning).toHaveAttribute('href', `${BRAND}/planning`);
    await expect(canvas.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(planning);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(`${BRAND}/planning`);
    await expect(planning).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(`Route ${BRAND}/planning`);

    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(`${BRAND}/production`);
    await expect(canvas.getByRole('tab', { name: 'Production' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(`Route ${BRAND}/production`);
    // The panel is the selected tab's, so the tab's aria-controls points at it.
    await expect(canvas.getByRole('tab', { name: 'Production' })).toHaveAttribute(
      'aria-controls',
      canvas.getByRole('tabpanel').id,
    );
    // Still this page: the router navigated, the browser did not.
    await expect(window.location.pathname).not.toContain(BRAND);
  },
};

/** Both sizes, with a disabled tab, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Tab, TabList, TabPanel, Tabs } from '@airtime/design-system';

// size: 'sm' (inside cards) | 'md'
<Tabs defaultSelectedKey="campaigns">
  <TabList aria-label="Creator" size="sm">
    <Tab id="profile">Profile</Tab>
    <Tab id="campaigns">Campaigns</Tab>
    <Tab id="planning">Planning</Tab>
    <Tab id="settings" isDisabled>
      Settings
    </Tab>
  </TabList>
  <TabPanel id="profile">Profile.</TabPanel>
  <TabPanel id="campaigns">Campaigns of the creator.</TabPanel>
  <TabPanel id="planning">Planning.</TabPanel>
</Tabs>`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      {variantOptions(tabList, 'size').map((size) => (
        <Tabs key={size} defaultSelectedKey="campaigns">
          <TabList aria-label={`Creator, ${size}`} size={size}>
            <Tab id="profile">Profile</Tab>
            <Tab id="campaigns">Campaigns</Tab>
            <Tab id="planning">Planning</Tab>
            <Tab id="settings" isDisabled>
              Settings
            </Tab>
          </TabList>
          <TabPanel id="profile">Profile.</TabPanel>
          <TabPanel id="campaigns">Campaigns of the creator, size {size}.</TabPanel>
          <TabPanel id="planning">Planning.</TabPanel>
        </Tabs>
      ))}
    </div>
  ),
};
