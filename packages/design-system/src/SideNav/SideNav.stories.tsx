import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { agencyNav, bottomLinks, creatorBrands } from '../AppShell/storyFixtures.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { SideNav } from './SideNav.tsx';
import { sideNavStory } from './storyLayout.css.ts';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Shell/SideNav',
  component: SideNav,
  tags: ['autodocs'],
  args: {
    groups: agencyNav,
    bottomLinks: bottomLinks('agency'),
    currentId: 'brands',
    onNavigate: fn(),
  },
  render: (args) => (
    <div className={sideNavStory}>
      <SideNav {...args} />
    </div>
  ),
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
  parameters: {
    // The stories' menus are story fixtures: the same navigation, written out.
    docs: {
      source: {
        code: `import { SideNav, type SideNavGroup, type SideNavItem } from '@airtime/design-system';
import { Building2, ChartColumn, FileText, HelpCircle, Home, Lock, Megaphone, Settings, Store, Users } from 'lucide-react';

const groups: SideNavGroup[] = [
  {
    id: 'main',
    items: [
      { id: 'home', label: 'Home', href: '/agency/home', icon: <Home /> },
      { id: 'agencies', label: 'Agencies', href: '/agency/agencies', icon: <Building2 /> },
      { id: 'brands', label: 'Brands', href: '/agency/brands', icon: <Store /> },
      { id: 'creators', label: 'Creators', href: '/agency/creators', icon: <Users /> },
      { id: 'finance', label: 'Finance', href: '/agency/accounting', icon: <ChartColumn /> },
      { id: 'traffic', label: 'Traffic', href: '/agency/traffic', icon: <Megaphone /> },
    ],
  },
];

const bottomLinks: SideNavItem[] = [
  { id: 'settings', label: 'Application settings', href: '/agency/settings', icon: <Settings /> },
  { id: 'optout', label: 'Contact support', href: '/agency/optout', icon: <HelpCircle /> },
  { id: 'privacy', label: 'Privacy policy', href: '/agency/privacy', icon: <Lock /> },
  { id: 'terms', label: 'Terms of service', href: '/agency/terms', icon: <FileText /> },
];

// currentId: the id of the link to the page being shown, from the app's route.
<SideNav groups={groups} bottomLinks={bottomLinks} currentId="brands" />`,
      },
    },
    guidance: {
      whenToUse:
        "Use `SideNav` for the app's main navigation down the side: groups of links with optional headings and icons, the current page marked, and links pinned to the bottom (settings, support, legal). Inside an `AppShell` it becomes a drawer on smaller screens.",
      alternatives: [
        { use: 'Tabs', when: 'The links switch between views of one record or page.' },
        { use: 'Breadcrumbs', when: 'The user needs the path back up from a nested page.' },
        { use: 'AccountMenu', when: 'The links concern the signed-in person (profile, sign out).' },
      ],
      do: [
        'Describe the links as data: `groups` of `items`, each with an `id`, a `label`, an `href` and, for the main links, an `icon`.',
        "Pass `currentId` from the app's route, so the current page is highlighted and marked for screen readers.",
        'Give groups a `title` when there is more than one, and an `emptyText` that says what is missing ("No Brands").',
        "Wrap the app in `RouterProvider`, so links go through the app's router without a page load.",
      ],
      dont: [
        "Don't put actions (buttons) in the side navigation; every item is a link.",
        "Don't nest groups more than one level; a group is a heading and its links.",
        "Don't change the order of the main links between pages; people find them by place.",
      ],
      anatomy: [
        { part: 'Groups', description: 'Lists of links, each under an optional heading.' },
        {
          part: 'Link',
          description:
            'An optional icon, the label and an optional second line (`description`); the current one highlighted.',
        },
        { part: 'Empty text', description: "The group's `emptyText` in place of an empty list." },
        {
          part: 'Bottom links',
          description: 'Smaller links pinned to the bottom (`bottomLinks`).',
        },
      ],
      accessibility: [
        'A `navigation` landmark named by `label` ("Main"); each titled group is a region named by its heading.',
        "Each link's name is its label followed by its description; the icons are hidden from screen readers.",
        'The current page\'s link has `aria-current="page"`.',
        'Links are real `<a href>`s: Tab reaches each and Enter follows it; inside an `AppShell` drawer, following one closes the drawer.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Agency menu: links with icons, the current page marked, bottom links; Tab and Enter follow one. */
export const Agency: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const brands = within(nav).getByRole('link', { name: 'Brands' });
    await expect(brands).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(nav).getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/agency/terms',
    );

    await userEvent.click(within(nav).getByRole('link', { name: 'Creators' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'creators' }));
    await expect(navigate).toHaveBeenCalledWith('/agency/creators', undefined);

    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Finance' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/agency/accounting', undefined);
  },
};

/** The creator's brands in two titled groups, each with its last airing on a second line. */
export const CreatorBrands: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { SideNav, type SideNavGroup } from '@airtime/design-system';

const groups: SideNavGroup[] = [
  {
    id: 'active',
    title: 'Active Brands',
    emptyText: 'No Brands',
    items: [
      { id: 'active-0', label: 'Acme Energy', href: '/creator/brand/1', description: 'Last aired 03/14/2024' },
      { id: 'active-1', label: 'Northwind Coffee', href: '/creator/brand/2', description: 'Last aired 03/13/2024' },
    ],
  },
  {
    id: 'inactive',
    title: 'Inactive Brands',
    emptyText: 'No Brands',
    items: [{ id: 'inactive-0', label: 'Umbrella Insurance', href: '/creator/brand/10' }],
  },
];

<SideNav groups={groups} currentId="active-1" />`,
      },
    },
  },
  args: { groups: creatorBrands(4, 2), bottomLinks: [], currentId: 'active-1' },
  play: async ({ canvas }) => {
    const active = canvas.getByRole('region', { name: 'Active Brands' });
    const current = within(active).getByRole('link', {
      name: 'Northwind Coffee Last aired 03/13/2024',
    });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(active).getAllByRole('link')).toHaveLength(4);
    const inactive = canvas.getByRole('region', { name: 'Inactive Brands' });
    await expect(within(inactive).getAllByRole('link')).toHaveLength(2);
  },
};

/** No brands yet: each group says so in words. */
export const EmptyBrands: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { SideNav } from '@airtime/design-system';

<SideNav
  groups={[
    { id: 'active', title: 'Active Brands', emptyText: 'No Brands', items: [] },
    { id: 'inactive', title: 'Inactive Brands', emptyText: 'No Brands', items: [] },
  ]}
/>`,
      },
    },
  },
  args: { groups: creatorBrands(0, 0), bottomLinks: [], currentId: undefined },
  play: async ({ canvas }) => {
    const active = canvas.getByRole('region', { name: 'Active Brands' });
    await expect(within(active).getByText('No Brands')).toBeVisible();
    await expect(within(active).queryByRole('link')).toBeNull();
    await expect(canvas.getAllByText('No Brands')).toHaveLength(2);
  },
};

/** Long names are cut with an ellipsis; the full name stays the link's name. */
export const LongText: Story = {
  args: {
    groups: [
      {
        id: 'brands',
        title: 'Active Brands',
        items: [
          {
            id: 'long',
            label: 'The Extraordinarily Long Brand Name Incorporated International',
            href: '/creator/brand/1',
            description: 'Last aired 03/14/2024',
          },
        ],
      },
    ],
    bottomLinks: [],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: 'The Extraordinarily Long Brand Name Incorporated International Last aired 03/14/2024',
      }),
    ).toBeVisible();
  },
};

/**
 * Both themes: agency menu and creator groups side by side. Each theme repeats the same named
 * navigation landmarks by construction: only here that rule is off.
 */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    docs: {
      source: {
        code: `import { SideNav, type SideNavGroup } from '@airtime/design-system';

const groups: SideNavGroup[] = [
  {
    id: 'active',
    title: 'Active Brands',
    emptyText: 'No Brands',
    items: [
      { id: 'active-0', label: 'Acme Energy', href: '/creator/brand/1', description: 'Last aired 03/14/2024' },
      { id: 'active-1', label: 'Northwind Coffee', href: '/creator/brand/2', description: 'Last aired 03/13/2024' },
    ],
  },
  {
    id: 'inactive',
    title: 'Inactive Brands',
    emptyText: 'No Brands',
    items: [{ id: 'inactive-0', label: 'Umbrella Insurance', href: '/creator/brand/10' }],
  },
];

<SideNav groups={groups} currentId="active-1" />`,
      },
    },
    a11y: {
      config: {
        rules: [{ id: 'landmark-unique', enabled: false }],
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'lg' })}>
      <div className={sideNavStory}>
        <SideNav {...args} label="Agency" />
      </div>
      <div className={sideNavStory}>
        <SideNav
          {...args}
          label="Creator"
          groups={creatorBrands(2, 0)}
          bottomLinks={[]}
          currentId="active-0"
        />
      </div>
    </div>
  ),
};
