import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList, Clock, House, Plus, Store, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { modal } from '../Modal/Modal.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { palette } from './CommandPalette.css.ts';
import { CommandPalette, type CommandPaletteProps } from './CommandPalette.tsx';
import { CommandPalettePanel, type CommandPaletteSection } from './CommandPalettePanel.tsx';

const SECTIONS: CommandPaletteSection[] = [
  {
    id: 'recent',
    title: 'Recent',
    items: [
      {
        id: 'record:creator:7',
        label: 'Ali Abdaal',
        description: 'Creator',
        icon: <Clock />,
      },
    ],
  },
  {
    id: 'actions',
    title: 'Actions',
    items: [
      {
        id: 'action:create-brand',
        label: 'Create brand',
        description: 'Brands',
        icon: <Plus />,
      },
      {
        id: 'action:impersonate',
        label: 'Impersonate…',
        description: 'Account',
        icon: <UserRound />,
      },
    ],
  },
  {
    id: 'pages',
    title: 'Pages',
    items: [
      { id: 'page:home', label: 'Home', icon: <House />, shortcut: 'G H' },
      { id: 'page:planning', label: 'Planning', icon: <ClipboardList /> },
      { id: 'page:brands', label: 'Brands', icon: <Store />, keywords: ['clients'] },
      { id: 'page:creators', label: 'Creators', icon: <Users />, keywords: ['publishers'] },
    ],
  },
];

const panelCode = `import { CommandPalette } from '@airtime/design-system';

<CommandPalette
  isOpen={isOpen}
  onOpenChange={setOpen}
  sections={[
    { id: 'actions', title: 'Actions', items: [{ id: 'create-brand', label: 'Create brand', icon: <Plus /> }] },
    { id: 'pages', title: 'Pages', items: [{ id: 'brands', label: 'Brands', icon: <Store /> }] },
    // Already matched by the server: shown as given.
    { id: 'records', title: 'Records', items: records, isFiltered: false },
  ]}
  query={query}
  onQueryChange={setQuery}
  isLoading={isSearching}
  onAction={run}
/>`;

/** Stands in for the app: a button opens the palette, which the story's args fill. */
function PaletteDemo(props: Omit<CommandPaletteProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open command palette</Button>
      <CommandPalette {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/CommandPalette',
  component: CommandPalette,
  tags: ['autodocs'],
  args: { isOpen: false, onOpenChange: fn(), sections: SECTIONS, onAction: fn() },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => <PaletteDemo {...args} />,
  // The palette is portalled to <body>: capture the page so the screenshot shows it open.
  parameters: {
    guidance: {
      whenToUse:
        "Use `CommandPalette` for an app's one keyboard way to everything (Ctrl/Cmd+K and a header button): pages to open, records to find and the current screen's actions, in titled sections. The app gives it `sections` and runs the chosen item's id in `onAction`.",
      alternatives: [
        {
          use: 'GlobalSearch',
          when: "The header's search field over records, always on screen.",
        },
        { use: 'Menu with MenuTrigger', when: "One control's few actions, next to it." },
        { use: 'ComboBox', when: 'Picking a value for a form field.' },
      ],
      do: [
        'Offer only what the user may do now: filter actions by the same permission checks the screen uses.',
        'Give each item a unique `id` across sections, a short `label`, and a `description` that says where it goes or what it acts on.',
        'Show recent items first when the query is empty, and mark server results `isFiltered: false` with `isLoading` while they are on their way.',
        "Load it on first use (the app's Ctrl/Cmd+K or the first hover of its button): it carries React Aria's Autocomplete, Menu and Modal.",
      ],
      dont: [
        "Don't put an action in it that the screen itself does not offer; it is a way to the screen's own actions, not a second implementation.",
        "Don't bind the shortcut in it: the app binds Ctrl/Cmd+K, and `shortcut` only shows keys.",
        "Don't open a second modal from `onAction` before the palette has closed: it closes first, then calls `onAction`.",
      ],
      anatomy: [
        { part: 'Search field', description: 'A search icon, the field, a spinner while loading.' },
        {
          part: 'Results',
          description:
            'Titled sections of items: icon, label, description and an optional shortcut; or the empty or loading text.',
        },
        { part: 'Key hints', description: 'Arrows to move, Enter to choose, Escape to close.' },
      ],
      accessibility: [
        'A modal dialog named by `label`; focus starts in the field and returns to what had it on close.',
        'The field keeps focus while ArrowUp and ArrowDown move through the results (virtual focus, announced by screen readers); Enter runs the focused one; Escape closes.',
        'Results are a menu of `menuitem`s grouped in named sections; a description is read after its label, and the shortcut as keys.',
        'The spinner is a progress bar named by `loadingText` while results load.',
      ],
    } satisfies Guidance,
    screenshot: { target: 'page' },
    docs: { source: { code: panelCode } },
  },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty and loading texts, which React Aria shows in the menu's place of an item. */
const STATES = ['No results.', 'Searching…'];

/** The items' labels, in order: each item's name is its label, then ', ' and its description. */
const labels = (menu: HTMLElement) =>
  within(menu)
    .queryAllByRole('menuitem')
    .map((item) => item.textContent ?? '')
    .filter((name) => !STATES.includes(name))
    .map((name) => name.split(', ')[0]);

/** Opens, filters as you type, moves with the arrows, runs with Enter, closes with Escape. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open command palette' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    const field = within(dialog).getByRole('textbox', { name: 'Search commands' });
    await waitFor(() => expect(field).toHaveFocus());
    const menu = within(dialog).getByRole('menu');
    await expect(labels(menu)).toEqual([
      'Ali Abdaal',
      'Create brand',
      'Impersonate…',
      'Home',
      'Planning',
      'Brands',
      'Creators',
    ]);

    // Keywords match too: 'clients' finds Brands.
    await userEvent.type(field, 'clients');
    await waitFor(() => expect(labels(menu)).toEqual(['Brands']));
    await userEvent.clear(field);
    await userEvent.type(field, 'cr');
    // The description matches too: Ali Abdaal is a Creator.
    await waitFor(() => expect(labels(menu)).toEqual(['Ali Abdaal', 'Create brand', 'Creators']));
    // ArrowDown moves through the results while the field keeps focus.
    const creators = within(menu).getByRole('menuitem', { name: 'Creators' });
    for (let step = 0; step < 3; step += 1) {
      if (field.getAttribute('aria-activedescendant') === creators.id) break;
      await userEvent.keyboard('{ArrowDown}');
    }
    await expect(field).toHaveAttribute('aria-activedescendant', creators.id);
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('page:creators');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape closes without a choice.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await userEvent.keyboard('pla{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onAction).toHaveBeenCalledOnce();

    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Command palette' });
  },
};

/** Nothing matches: one sentence says so. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open command palette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await userEvent.keyboard('zzz');
    await expect(await within(dialog).findByText('No results.')).toBeVisible();
    await expect(labels(within(dialog).getByRole('menu'))).toEqual([]);
  },
};

/** Server results on their way: a spinner in the field, and 'Searching…' while nothing matches. */
export const Loading: Story = {
  args: {
    isLoading: true,
    sections: [{ id: 'records', title: 'Records', items: [], isFiltered: false }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open command palette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await userEvent.keyboard('ali');
    await expect(within(dialog).getByRole('progressbar', { name: 'Searching…' })).toBeVisible();
    await expect(within(dialog).getByText('Searching…', { selector: 'div' })).toBeVisible();
  },
};

/** Server results are shown as given, whatever the query: the server matched them. */
export const ServerResults: Story = {
  args: {
    sections: [
      ...SECTIONS.slice(2),
      {
        id: 'records',
        title: 'Records',
        isFiltered: false,
        items: [
          { id: 'record:creator:7', label: 'Ali Abdaal', description: 'Creator', icon: <Users /> },
          { id: 'record:brand:3', label: 'Acme Corp', description: 'Brand', icon: <Store /> },
        ],
      },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open command palette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await userEvent.keyboard('ab');
    const menu = within(dialog).getByRole('menu');
    await waitFor(() => expect(labels(menu)).toEqual(['Ali Abdaal', 'Acme Corp']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('record:brand:3');
  },
};

/** Both themes, the palette's surface as it shows when open. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true }, screenshot: { target: 'frame' } },
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}>
      <div className={`${modal({ size: 'md' })} ${palette}`}>
        <CommandPalettePanel sections={SECTIONS} onOpenChange={() => {}} onAction={() => {}} />
      </div>
    </div>
  ),
};
