import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its heading (an h2 unless told), so screen readers list and jump to it. */
export const Default: Story = {
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
  args: { headingLevel: 3, title: 'Followers', description: undefined },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Followers' });
    await expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent('Followers');
  },
};

/** Two sections on one page: each region is named by its own heading. */
export const TwoSections: Story = {
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
