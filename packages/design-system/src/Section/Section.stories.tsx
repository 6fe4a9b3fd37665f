import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Columns } from '../Columns/Columns.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { stack } from '../Stack/Stack.css.ts';
import { Stack } from '../Stack/Stack.tsx';
import { LayoutStoryBox } from '../utils/LayoutStoryBox.tsx';
import { storyNarrow, storyWide } from '../utils/layoutStory.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { Section } from './Section.tsx';

const meta = {
  title: 'Layout/Section',
  component: Section,
  tags: ['autodocs'],
  args: {
    title: 'Channels',
    description: 'The channels of the creators the brand may work with.',
    children: (
      <>
        <LayoutStoryBox>The channels' table</LayoutStoryBox>
        <LayoutStoryBox>Load more</LayoutStoryBox>
      </>
    ),
  },
  argTypes: {
    space: { control: 'select', options: variantOptions(stack, 'space') },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    title: { control: 'text' },
    description: { control: 'text' },
    actions: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <div className={storyWide}>
      <Section {...args} />
    </div>
  ),
  parameters: {
    guidance: {
      whenToUse:
        "Use `Section` for a titled region of a page: a heading row (title, optional description and actions), then the region's parts with a gap between them.",
      alternatives: [
        { use: 'Stack', when: 'The group has no title of its own.' },
        {
          use: 'Card',
          when: "The content should sit on a bordered surface, as on a dashboard; a card's title is not a landmark.",
        },
        {
          use: 'Toolbar',
          when: "You need only the heading row's layout, a start and an end that wrap, without a region around it.",
        },
      ],
      do: [
        "Set `headingLevel` to fit the page's outline: 2 under the page's h1, 3 inside a tab whose title is the h2.",
        "Put the controls that act on the section's content (a search, a period picker, a button) in `actions`, so they sit on the heading row.",
        'Keep `description` to one line that says what the section holds.',
        'Choose the gap between the heading row and the parts with `space` (`md` by default).',
      ],
      dont: [
        "Don't give two sections of a page the same `title`: screen readers list regions by their names.",
        "Don't wrap every card of a dashboard in a `Section`; too many regions make the landmark list noisy.",
        "Don't put a heading inside `children` to title the section; pass it as `title`, which names the region.",
      ],
      anatomy: [
        {
          part: 'Title',
          description:
            'The heading, an `h2` unless `headingLevel` says otherwise, in the large semibold type.',
        },
        {
          part: 'Description',
          description: 'Optional one line under the title in the subtle colour.',
        },
        {
          part: 'Actions',
          description:
            'Optional controls at the end of the heading row; they wrap under the title on a narrow screen.',
        },
        { part: 'Body', description: 'The `children`, one under the other, `space` apart.' },
      ],
      accessibility: [
        'Renders a `<section>` named by its heading through `aria-labelledby`, so screen readers list it as a region and can jump to it.',
        'The heading is a real `h2`–`h6`, so heading navigation finds it.',
        'The actions come after the title in the source, so Tab reaches them after the heading has been read.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its heading (an h2 unless told), so screen readers list and jump to it. */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { LoadMore, Section } from '@airtime/design-system';

<Section
  title="Channels"
  description="The channels of the creators the brand may work with."
>
  <ChannelsTable />
  <LoadMore onLoadMore={loadMore} />
</Section>`,
      },
    },
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Channels' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Channels' })).toBeVisible();
    await expect(
      within(region).getByText('The channels of the creators the brand may work with.'),
    ).toBeVisible();
    await expect(within(region).getByText('Load more')).toBeVisible();
  },
};

const searchAction = {
  description: undefined,
  actions: <SearchField label="Search channels" size="sm" placeholder="Channel or handle" />,
};

/** Controls on the heading row, at its end, level with the title's last line. */
export const WithActions: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { LoadMore, SearchField, Section } from '@airtime/design-system';

<Section
  title="Channels"
  actions={<SearchField label="Search channels" size="sm" placeholder="Channel or handle" />}
>
  <ChannelsTable />
  <LoadMore onLoadMore={loadMore} />
</Section>`,
      },
    },
  },
  args: searchAction,
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Channels' });
    const heading = within(region).getByRole('heading', { name: 'Channels' });
    const search = within(region).getByRole('searchbox', { name: 'Search channels' });
    await expect(search.getBoundingClientRect().top).toBeLessThan(
      heading.getBoundingClientRect().bottom,
    );
    await userEvent.click(search);
    await userEvent.keyboard('acme');
    await expect(search).toHaveValue('acme');
  },
};

/** On a phone the controls wrap under the title. */
export const Narrow: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { LoadMore, SearchField, Section } from '@airtime/design-system';

<Section
  title="Channels the brand may add"
  actions={<SearchField label="Search channels" size="sm" placeholder="Channel or handle" />}
>
  <ChannelsTable />
  <LoadMore onLoadMore={loadMore} />
</Section>`,
      },
    },
  },
  args: { ...searchAction, title: 'Channels the brand may add' },
  render: (args) => (
    <div className={storyNarrow}>
      <Section {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Channels the brand may add' });
    const search = canvas.getByRole('searchbox', { name: 'Search channels' });
    await expect(search.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
  },
};

/** Inside a tab whose title is the h2, a section's heading is an h3. */
export const HeadingLevel: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { LoadMore, Section } from '@airtime/design-system';

<Section title="Followers" headingLevel={3}>
  <FollowersTable />
  <LoadMore onLoadMore={loadMore} />
</Section>`,
      },
    },
  },
  args: { headingLevel: 3, title: 'Followers', description: undefined },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Followers' });
    await expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent('Followers');
  },
};

/** Two sections on one page: each region is named by its own heading. */
export const TwoSections: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { LoadMore, Section, Stack } from '@airtime/design-system';

<Stack space="xl">
  <Section
    title="Channels"
    description="The channels of the creators the brand may work with."
  >
    <ChannelsTable />
    <LoadMore onLoadMore={loadMore} />
  </Section>
  <Section title="Creator decisions">
    <DecisionsList />
  </Section>
</Stack>`,
      },
    },
  },
  render: (args) => (
    <Stack space="xl" className={storyWide}>
      <Section {...args} />
      <Section title="Creator decisions">
        <LayoutStoryBox>The decisions' list</LayoutStoryBox>
      </Section>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
    const decisions = canvas.getByRole('region', { name: 'Creator decisions' });
    await expect(within(decisions).getByText("The decisions' list")).toBeVisible();
    await expect(within(decisions).queryByText('Load more')).not.toBeInTheDocument();
  },
};

/** Every space, with and without a description and actions, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    docs: {
      source: {
        code: `import { SearchField, Section } from '@airtime/design-system';

// space: 'none' to 'xxxl', between the heading row and each part
<Section
  title="Channels"
  description="The channels of the creators the brand may work with."
  actions={<SearchField label="Search channels" size="sm" isLabelHidden />}
  space="lg"
>
  <ChannelsTable />
</Section>`,
      },
    },
    controls: { disable: true },
    // Each theme renders the same story, so every section's region appears twice.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <Columns minColumnWidth={320} space="xl" className={storyWide}>
      {variantOptions(stack, 'space').map((space, index) => (
        <Section
          key={space}
          space={space}
          title={`Space ${space}`}
          // Alternate the heading row's parts, so each combination shows.
          description={index % 2 === 0 ? args.description : undefined}
          actions={
            index % 3 === 0 ? (
              <SearchField label={`Search, ${space}`} size="sm" isLabelHidden />
            ) : undefined
          }
        >
          {args.children}
        </Section>
      ))}
    </Columns>
  ),
};
