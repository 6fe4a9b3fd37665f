import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { GlobalSearch, type GlobalSearchProps } from './GlobalSearch.tsx';
import { searchStory } from './storyLayout.css.ts';
import { acmResults, agencyFilters, recentResults } from './storyResults.ts';

/** Stands in for the app: filters the canned results by the query, as a server would. */
function SearchDemo({
  withOtherField = false,
  ...props
}: Partial<GlobalSearchProps> & { withOtherField?: boolean }) {
  const [query, setQuery] = useState(props.defaultQuery ?? '');
  const prefix = query.trim().toLowerCase().slice(0, 3);
  const results =
    prefix === ''
      ? []
      : (props.results ?? acmResults).filter((r) => r.name.toLowerCase().includes(prefix));
  return (
    <div className={searchStory}>
      <GlobalSearch
        onSelect={fn()}
        {...props}
        results={results}
        query={query}
        onQueryChange={(text) => {
          setQuery(text);
          props.onQueryChange?.(text);
        }}
      />
      {withOtherField && <input aria-label="Another field" />}
    </div>
  );
}

const meta = {
  title: 'Shell/GlobalSearch',
  component: GlobalSearch,
  tags: ['autodocs'],
  args: { results: acmResults, onSelect: fn(), onQueryChange: fn() },
  argTypes: { results: { control: false }, recentSearches: { control: false } },
  render: (args) => <SearchDemo {...args} />,
  // The results are portalled to <body>: capture the page so the screenshot shows them.
  parameters: {
    guidance: {
      whenToUse:
        "Use `GlobalSearch` in the `Header`'s title area as the app's one search across agencies, brands, creators and channels: the app fetches `results` for the `query`, and the component lists them with highlighted matches, platform icons and markers, and calls `onSelect` when one is opened.",
      alternatives: [
        { use: 'SearchField', when: 'Filtering the list or table on the current page.' },
        {
          use: 'ComboBox or LazyComboBox',
          when: 'Picking a value for a form field from a searchable list.',
        },
      ],
      do: [
        'Fetch and debounce in the app: update `results` from `onQueryChange`, and set `isLoading` while a request is in flight.',
        'Map each API result to a `GlobalSearchResult` with a unique `id`, `typeLabel`, `matches` (for highlighting), `contentType` for channels, and `isCustomer`/`isConverted`.',
        'Navigate in `onSelect`; it is called on a click or Enter with the chosen result.',
        'Pass `recentSearches` to offer them while the field is empty.',
        'Give agency users the type filter with `filterOptions`, `filter` and `onFilterChange`.',
      ],
      dont: [
        "Don't filter or sort `results` in the component's place: it shows them in the order given.",
        "Don't render more than one on a page: '/' focuses it from anywhere, and `label` 'Search' should be unique.",
        "Don't turn off `hasFocusShortcut` in the header; '/' is how keyboard users reach the search.",
        "Don't rely on the highlight alone to show why a result matched; the name is read in full.",
      ],
      anatomy: [
        {
          part: 'Type filter',
          description: "Optional, in front of the field: 'All', 'Brands', ... (`filterOptions`).",
        },
        {
          part: 'Field',
          description:
            "A search input named 'Search', at most 700 px wide, with a spinner while `isLoading`.",
        },
        {
          part: 'Results list',
          description:
            "Each result's picture or initials, name with matches highlighted, platform icon, 'Airtime customer' and 'Converted' markers, and type.",
        },
        {
          part: 'List messages',
          description:
            "'Recent searches', 'Start typing to search.', 'Searching…' and 'No Results.'.",
        },
      ],
      accessibility: [
        "The field is a combobox named 'Search' (`label`, visually hidden); the filter is a button named 'Search in' (`filterLabel`).",
        "'/' focuses it from anywhere on the page except while typing in another field.",
        'Arrow keys move through the results (announced through `aria-activedescendant`), Enter opens one, and Escape closes the list and keeps focus in the field.',
        "Platform icons are images named by their platform ('YouTube'), and the markers are words, not colour.",
        'Until first hovered, focused or pressed, a plain field of the same look and name stands in; typed text, the caret and focus carry over when the combobox loads.',
      ],
    } satisfies Guidance,
    screenshot: { target: 'page' },
    frame: 'full',
  },
} satisfies Meta<typeof GlobalSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Until its first hover, focus or press a plain field of the same look stands in for the
 * combobox: typed at once (here the first story, so nothing is loaded yet), it keeps every key,
 * and the combobox takes over with the text, the caret and focus, and lists the results.
 */
export const TypedBeforeItLoads: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { GlobalSearch } from '@airtime/design-system';
import { useState } from 'react';

function HeaderSearch() {
  const [query, setQuery] = useState('');
  // The app fetches (and debounces) the results for the query, mapped to GlobalSearchResult.
  const { results, isLoading } = useSearchResults(query);
  return (
    <GlobalSearch
      results={results}
      isLoading={isLoading}
      query={query}
      onQueryChange={setQuery}
      onSelect={(result) => navigate(hrefOfResult(result))}
    />
  );
}`,
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const standIn = canvas.getByRole('combobox', { name: 'Search' });
    await expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('/ac');
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    const search = canvas.getByRole('combobox', { name: 'Search' });
    await expect(search).toHaveFocus();
    await userEvent.keyboard('m');
    await expect(search).toHaveValue('acm');
    await expect(search).toHaveProperty('selectionStart', 3);
    await expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(5);
  },
};

/**
 * '/' focuses the field from the page (not from another input); typing lists the results with
 * their matches highlighted; arrows move, Enter opens one; Escape closes the list.
 */
export const Results: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { GlobalSearch } from '@airtime/design-system';
import { useState } from 'react';

function HeaderSearch() {
  const [query, setQuery] = useState('');
  // The app fetches (and debounces) the results for the query, mapped to GlobalSearchResult.
  const { results, isLoading } = useSearchResults(query);
  return (
    <GlobalSearch
      results={results}
      isLoading={isLoading}
      query={query}
      onQueryChange={setQuery}
      onSelect={(result) => navigate(hrefOfResult(result))}
    />
  );
}`,
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('/');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveFocus());
    await userEvent.keyboard('acm');
    // The combobox that replaced the plain field the page showed first.
    const search = canvas.getByRole('combobox', { name: 'Search' });
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(5);
    const acme = within(list).getByRole('option', { name: /^Acme Energy/ });
    await expect(acme.querySelector('mark')?.textContent).toBe('Acm');
    await expect(within(acme).getByText('Airtime customer')).toBeVisible();
    await expect(within(list).getByRole('img', { name: 'YouTube' })).toBeVisible();
    await expect(within(list).getByRole('img', { name: 'Twitch' })).toBeVisible();
    await expect(within(list).getByRole('img', { name: 'Channel' })).toBeVisible();

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const jacmo = within(list).getByRole('option', { name: /^Jacmo Plays/ });
    await expect(search).toHaveAttribute('aria-activedescendant', jacmo.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'creator-2' }));

    await userEvent.click(search);
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(search).toHaveFocus();

    // A click opens one too.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: /^ACM Speedruns/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'channel-4' }),
    );
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    await userEvent.click(search);
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
  },
};

/** '/' focuses the search from the page, but types a '/' while in another field. */
export const SlashShortcut: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { GlobalSearch } from '@airtime/design-system';
import { useState } from 'react';

function HeaderSearch() {
  const [query, setQuery] = useState('');
  // The app fetches (and debounces) the results for the query, mapped to GlobalSearchResult.
  const { results, isLoading } = useSearchResults(query);
  return (
    <GlobalSearch
      results={results}
      isLoading={isLoading}
      query={query}
      onQueryChange={setQuery}
      onSelect={(result) => navigate(hrefOfResult(result))}
    />
  );
}`,
      },
    },
  },
  render: (args) => <SearchDemo {...args} withOtherField />,
  play: async ({ canvas, userEvent }) => {
    const other = canvas.getByRole('textbox', { name: 'Another field' });
    await userEvent.click(other);
    await userEvent.keyboard('/');
    await expect(other).toHaveValue('/');
    await expect(canvas.getByRole('combobox', { name: 'Search' })).not.toHaveFocus();
    await userEvent.clear(other);
    other.blur();

    await userEvent.keyboard('/');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** An empty field with nothing recent invites typing. */
export const StartTyping: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { GlobalSearch } from '@airtime/design-system';
import { useState } from 'react';

function HeaderSearch() {
  const [query, setQuery] = useState('');
  // The app fetches (and debounces) the results for the query, mapped to GlobalSearchResult.
  const { results, isLoading } = useSearchResults(query);
  return (
    <GlobalSearch
      results={results}
      isLoading={isLoading}
      query={query}
      onQueryChange={setQuery}
      onSelect={(result) => navigate(hrefOfResult(result))}
    />
  );
}`,
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    const list = await screen.findByRole('listbox');
    await expect(within(list).getByText('Start typing to search.')).toBeVisible();
  },
};

/** An empty field offers the recent searches; Enter opens the first. */
export const RecentSearches: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { GlobalSearch } from '@airtime/design-system';
import { useState } from 'react';

function HeaderSearch() {
  const [query, setQuery] = useState('');
  // The app fetches (and debounces) the results for the query, mapped to GlobalSearchResult.
  const { results, isLoading } = useSearchResults(query);
  const recentSearches = useRecentSearches();
  return (
    <GlobalSearch
      results={results}
      isLoading={isLoading}
      query={query}
      onQueryChange={setQuery}
      onSelect={(result) => navigate(hrefOfResult(result))}
      recentSearches={recentSearches}
    />
  );
}`,
      },
    },
  },
  args: { recentSearches: recentResults },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    const list = await screen.findByRole('listbox');
    await expect(screen.getByText('Recent searches')).toBeVisible();
    await expect(list).toHaveAccessibleName(/^Recent searches/);
    await expect(within(list).getByRole('img', { name: 'Spotify' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'recent-1' }));
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
  },
};

/** A query that found nothing says so. */
export const NoResults: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { GlobalSearch } from '@airtime/design-system';
import { useState } from 'react';

function HeaderSearch() {
  const [query, setQuery] = useState('');
  // The app fetches (and debounces) the results for the query, mapped to GlobalSearchResult.
  const { results, isLoading } = useSearchResults(query);
  return (
    <GlobalSearch
      results={results}
      isLoading={isLoading}
      query={query}
      onQueryChange={setQuery}
      onSelect={(result) => navigate(hrefOfResult(result))}
    />
  );
}`,
      },
    },
  },
  args: { defaultQuery: 'zzz' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    const list = await screen.findByRole('listbox');
    await expect(within(list).getByText('No Results.')).toBeVisible();
  },
};

/** Waiting for the first results: a spinner in the field and in the list. */
export const Loading: Story = {
  args: { defaultQuery: 'zzz', isLoading: true },
  parameters: {
    screenshot: false,
    docs: {
      source: {
        code: `import { GlobalSearch } from '@airtime/design-system';
import { useState } from 'react';

function HeaderSearch() {
  const [query, setQuery] = useState('');
  // The app fetches (and debounces) the results for the query, mapped to GlobalSearchResult.
  const { results, isLoading } = useSearchResults(query);
  return (
    <GlobalSearch
      results={results}
      isLoading={isLoading}
      query={query}
      onQueryChange={setQuery}
      onSelect={(result) => navigate(hrefOfResult(result))}
    />
  );
}`,
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    const list = await screen.findByRole('listbox');
    await expect(within(list).getByText('Searching…')).toBeVisible();
  },
};

/** Agency search: narrowed to one type with the filter in front of the field. */
export const WithTypeFilter: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { GlobalSearch } from '@airtime/design-system';
import { useState } from 'react';

function HeaderSearch() {
  const [query, setQuery] = useState('');
  // The app fetches (and debounces) the results for the query, mapped to GlobalSearchResult.
  const { results, isLoading } = useSearchResults(query, filter);
  const [filter, setFilter] = useState('all');
  return (
    <GlobalSearch
      results={results}
      isLoading={isLoading}
      query={query}
      onQueryChange={setQuery}
      onSelect={(result) => navigate(hrefOfResult(result))}
      filterOptions={[
        { id: 'all', label: 'All' },
        { id: 'agencies', label: 'Agencies' },
        { id: 'brands', label: 'Brands' },
        { id: 'creators', label: 'Creators' },
        { id: 'channels', label: 'Channels' },
      ]}
      filter={filter}
      onFilterChange={setFilter}
    />
  );
}`,
      },
    },
  },
  args: { filterOptions: agencyFilters, onFilterChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const filter = canvas.getByRole('button', { name: /Search in/ });
    await expect(filter).toHaveTextContent('All');
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Brands' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('brands');
  },
};

/** Both themes, the field alone (the list is in the stories above). */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    screenshot: { target: 'frame' },
    docs: {
      source: {
        code: `import { GlobalSearch } from '@airtime/design-system';

<>
  <GlobalSearch results={[]} onSelect={openResult} />
  <GlobalSearch results={[]} onSelect={openResult} defaultQuery="Acme" isLoading />
  <GlobalSearch
    results={[]}
    onSelect={openResult}
    filterOptions={[
      { id: 'all', label: 'All' },
      { id: 'brands', label: 'Brands' },
    ]}
  />
</>`,
      },
    },
  },
  args: { hasFocusShortcut: false },
  render: (args) => (
    <div className={searchStory}>
      <GlobalSearch {...args} />
      <GlobalSearch {...args} defaultQuery="Acme" isLoading />
      <GlobalSearch {...args} filterOptions={agencyFilters} />
    </div>
  ),
};
