import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
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
