import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, Inbox, Search } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { AccountMenu } from '../AccountMenu/AccountMenu.tsx';
import { shellStory } from '../AppShell/storyLayout.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { Header } from './Header.tsx';
import { HeaderIconButton } from './HeaderIconButton.tsx';
import { narrowHeader } from './storyLayout.css.ts';

const openInbox = fn().mockName('openInbox');
const openIOs = fn().mockName('openIOs');

const agencyActions = (unread: number, ios: number) => (
  <>
    <HeaderIconButton label="IOs" icon={<FileText />} count={ios} onPress={openIOs} />
    <HeaderIconButton
      label="Inbox"
      icon={<Inbox />}
      count={unread}
      countLabel={(n) => `${n} unread`}
      onPress={openInbox}
    />
    <AccountMenu name="Jane Cooper" onSettings={fn()} onLogOut={fn()} />
  </>
);

const meta = {
  title: 'Shell/Header',
  component: Header,
  tags: ['autodocs'],
  args: {
    title: 'Brands',
    actions: agencyActions(3, 4),
    isNavOpen: false,
    onNavToggle: fn(),
  },
  argTypes: { title: { control: false }, actions: { control: false } },
  parameters: {
    guidance: {
      whenToUse:
        'Use `Header` once per app, as the top bar inside `AppShell`: the navigation toggle, a title area (a page title, a logo, breadcrumbs or `GlobalSearch`) and the actions on the right (`HeaderIconButton`s and the `AccountMenu`).',
      alternatives: [
        {
          use: 'Section or Toolbar',
          when: "A heading row inside a page with its own actions: the `Header` is the app's banner, not a page heading.",
        },
        {
          use: 'Breadcrumbs',
          when: 'The trail to the current page; pass it as the `title` or put it at the top of the page.',
        },
      ],
      do: [
        "Put it in `AppShell`'s `header` slot: inside the shell the toggle opens and closes the shell's navigation by itself.",
        "Use `HeaderIconButton` for counted actions such as Inbox, with a `countLabel` ('3 unread') so the count is part of the button's name.",
        'End the `actions` with the `AccountMenu`.',
        'Set `hasNavToggle={false}` where the navigation is always docked (creators above sm).',
        'Outside an `AppShell`, pass `isNavOpen` and `onNavToggle` yourself so the toggle reports and changes the right state.',
      ],
      dont: [
        "Don't render more than one `Header` on a page: it is the page's only banner landmark.",
        "Don't put a long sentence in `title`: plain text is cut with an ellipsis before the actions.",
        "Don't add many icon buttons; keep two or three actions and move the rest into a menu.",
      ],
      anatomy: [
        {
          part: 'Navigation toggle',
          description:
            "An icon button named 'Toggle navigation' (`navToggleLabel`), shown unless `hasNavToggle={false}`.",
        },
        {
          part: 'Title area',
          description:
            'The `title`: text cut with an ellipsis, or any element such as a logo or `GlobalSearch`.',
        },
        {
          part: 'Actions',
          description:
            'The `actions` on the right, usually `HeaderIconButton`s and the `AccountMenu`.',
        },
      ],
      accessibility: [
        "It renders a `<header>`, the page's banner landmark.",
        "The toggle carries `aria-expanded` for the navigation's state, from `isNavOpen` or the enclosing `AppShell`.",
        "`HeaderIconButton` puts its count in the button's name ('Inbox, 3 unread'), and its badge is hidden so the count is not read twice.",
        'Tab order runs toggle, title area, then the actions, left to right.',
      ],
    } satisfies Guidance,
    frame: 'full',
  },
  decorators: [
    (Story) => (
      <div className={shellStory}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    openInbox.mockClear();
    openIOs.mockClear();
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Agency header: the toggle says whether the navigation is open; IOs and Inbox carry their counts
 * in their names (decisions §8).
 */
export const Agency: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onNavToggle).toHaveBeenCalledWith(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Inbox, 3 unread' }));
    await expect(openInbox).toHaveBeenCalledOnce();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'IOs, 4' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openIOs).toHaveBeenCalledOnce();
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

/** With the navigation open, the toggle closes it. */
export const NavOpen: Story = {
  args: { isNavOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onNavToggle).toHaveBeenCalledWith(false);
  },
};

/** Nothing unread, no IOs: no badges, and the names are bare. */
export const NoCounts: Story = {
  args: { actions: agencyActions(0, 0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Inbox' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'IOs' })).toBeVisible();
    await expect(canvas.queryByText('0')).toBeNull();
  },
};

/** More than 99 unread: the badge shows 99+, the name the exact count. */
export const ManyUnread: Story = {
  args: { actions: agencyActions(142, 7) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Inbox, 142 unread' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

/** Small screens: the search is an icon; a docked navigation needs no toggle. */
export const WithoutToggle: Story = {
  args: {
    hasNavToggle: false,
    actions: (
      <>
        <IconButton label="Search" icon={<Search />} />
        {agencyActions(1, 0)}
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Toggle navigation' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Inbox, 1 unread' })).toBeVisible();
  },
};

/** A long title is cut before the actions, never pushing them off. */
export const LongTitle: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { AccountMenu, Header, HeaderIconButton } from '@airtime/design-system';
import { Inbox } from 'lucide-react';

// Plain text in \`title\` is cut with an ellipsis before the actions.
<Header
  title="The Extraordinarily Long Brand Name Incorporated International / Reporting / Campaign tracking"
  actions={
    <>
      <HeaderIconButton label="Inbox" icon={<Inbox />} count={3} countLabel={(n) => \`\${n} unread\`} />
      <AccountMenu name="Jane Cooper" onSettings={openSettings} onLogOut={logOut} />
    </>
  }
/>`,
      },
    },
  },
  render: (args) => (
    <div className={narrowHeader}>
      <Header {...args} />
    </div>
  ),
  args: {
    title:
      'The Extraordinarily Long Brand Name Incorporated International / Reporting / Campaign tracking / Events and inventory / Sales activity by month',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const title = canvas.getByText(/^The Extraordinarily Long/);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
  },
};

/**
 * Both themes: with counts, without, and without the toggle. Several page headers on one page
 * repeat the banner landmark by construction: only here those rules are off.
 */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    docs: {
      source: {
        code: `import { AccountMenu, Header, HeaderIconButton } from '@airtime/design-system';
import { FileText, Inbox } from 'lucide-react';

<Header
  title="Brands"
  hasNavToggle={false}
  actions={
    <>
      <HeaderIconButton label="IOs" icon={<FileText />} count={12} onPress={openIOs} />
      <HeaderIconButton
        label="Inbox"
        icon={<Inbox />}
        count={142}
        countLabel={(n) => \`\${n} unread\`}
        onPress={openInbox}
      />
      <AccountMenu name="Jane Cooper" onSettings={openSettings} onLogOut={logOut} />
    </>
  }
/>`,
      },
    },
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      <Header {...args} />
      <Header {...args} isNavOpen actions={agencyActions(0, 0)} />
      <Header {...args} hasNavToggle={false} actions={agencyActions(142, 12)} />
    </div>
  ),
};
