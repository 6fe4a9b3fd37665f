import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button } from '../Button/Button.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';
import { RecordHeader, RecordHeaderFigure } from './RecordHeader.tsx';

const meta = {
  title: 'Components/RecordHeader',
  component: RecordHeader,
  tags: ['autodocs'],
  subcomponents: { RecordHeaderFigure },
  args: { title: 'Lesch-Welch', 'aria-label': 'Brand' },
  parameters: {
    guidance: {
      whenToUse:
        "Use `RecordHeader` at the top of a record's pages (a brand, a creator, an agency): its logo, name and a line of state on the left, its key figures inline and its actions on the right, in one band above the record's tabs.",
      alternatives: [
        {
          use: 'PageHeader (portal)',
          when: 'The page is a list or a section, not one record: a title, a line and actions.',
        },
        {
          use: 'Stat',
          when: 'A figure is the subject of a card or a dashboard, with its change, not a key fact of the record.',
        },
      ],
      do: [
        "Render it in the record's layout, above the tabs, so sibling tabs never move it.",
        'Keep to the figures that say what the record is (four to seven), with short labels.',
        'Pass `title={undefined}` and `isLoading` on the figures while they load: the band keeps its height.',
        'Give it an `aria-label` naming the record type ("Brand"), and `headingLevel={1}` when the name is the page\'s heading.',
      ],
      dont: [
        "Don't stack a second header, a row of stat cards or a page title between it and the tabs; content starts within about 160 px of the top.",
        "Don't put figures that depend on the selected tab here; they belong to the tab's content.",
        "Don't put more than one primary action in `actions`; the rest go in a menu.",
      ],
      anatomy: [
        { part: 'Logo', description: "The record's avatar, 40 px (`leading`)." },
        {
          part: 'Name and state',
          description:
            'The name (16 px semibold, a heading when `headingLevel` is set) over one line of badges and facts (`meta`).',
        },
        {
          part: 'Figures',
          description:
            'A description list of `RecordHeaderFigure`s: each value (14 px semibold, tabular) over its label (12 px), split by hairlines.',
        },
        { part: 'Actions', description: 'Buttons on the right (`actions`).' },
      ],
      accessibility: [
        'A `<section>` region named by `aria-label`; the name is a heading only when `headingLevel` is given.',
        'Figures are a `<dl>`: each label (`<dt>`) is read before its value (`<dd>`), though the value shows first.',
        'A compact figure is read in full; while loading, a figure is `aria-busy` and its skeleton hidden.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof RecordHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

function BrandFigures({ isLoading = false }: { isLoading?: boolean }) {
  return (
    <>
      <RecordHeaderFigure label="Active campaigns" value={6} isLoading={isLoading} />
      <RecordHeaderFigure label="Creators" value={22} isLoading={isLoading} />
      <RecordHeaderFigure label="Aired events" value={60} isLoading={isLoading} />
      <RecordHeaderFigure
        label="Total spend"
        value={243_650}
        format="money"
        compact
        isLoading={isLoading}
      />
      <RecordHeaderFigure
        label="Average CPM"
        value={27.81}
        format="money"
        decimals={2}
        isLoading={isLoading}
      />
    </>
  );
}

/** A brand: logo, name, a line of state, five figures inline and an action. */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Avatar, Button, RecordHeader, RecordHeaderFigure } from '@airtime/design-system';

<RecordHeader
  aria-label="Brand"
  title="Lesch-Welch"
  leading={<Avatar name="Lesch-Welch" size={10} />}
  meta={<span>Food & drink · Last aired 12 Nov 2026</span>}
  figures={
    <>
      <RecordHeaderFigure label="Active campaigns" value={6} />
      <RecordHeaderFigure label="Total spend" value={243650} format="money" compact />
    </>
  }
  actions={<Button size="sm">Edit</Button>}
/>`,
      },
    },
  },
  render: (args) => (
    <RecordHeader
      {...args}
      leading={<Avatar name="Lesch-Welch" size={10} />}
      meta={<span>Food & drink · Last aired 12 Nov 2026</span>}
      figures={<BrandFigures />}
      actions={<Button size="sm">Edit</Button>}
    />
  ),
  play: async ({ canvas }) => {
    const header = canvas.getByRole('region', { name: 'Brand' });
    await expect(header).toHaveTextContent('Lesch-Welch');
    const spend = canvas.getByText('Total spend');
    await expect(spend.tagName).toBe('DT');
    // The value shows over its label, though the label comes first in the list.
    await expect(spend.nextElementSibling?.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      spend.getBoundingClientRect().top + 1,
    );
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(56);
  },
};

/** Loading: skeletons hold the name and the figures, and the band is as tall as when loaded. */
export const Loading: Story = {
  args: { title: undefined },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RecordHeader {...args} figures={<BrandFigures isLoading />} />
      <RecordHeader
        title="Lesch-Welch"
        aria-label="Brand, loaded"
        meta={<span>Food & drink</span>}
        figures={<BrandFigures />}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const loading = canvas.getByRole('region', { name: 'Brand' });
    const loaded = canvas.getByRole('region', { name: 'Brand, loaded' });
    await expect(loading.getBoundingClientRect().height).toBe(
      loaded.getBoundingClientRect().height,
    );
  },
};

/** The name as the page's h1 (a creator's record), over its record's tabs. */
export const WithTabs: Story = {
  args: { title: 'Ava Reyes', headingLevel: 1, 'aria-label': 'Creator' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RecordHeader
        {...args}
        leading={<Avatar name="Ava Reyes" size={10} />}
        meta={<span>3 channels · 1.2M followers</span>}
        figures={
          <>
            <RecordHeaderFigure label="Channels" value={3} />
            <RecordHeaderFigure label="Campaigns" value={14} />
            <RecordHeaderFigure label="Revenue" value={48_200} format="money" compact />
          </>
        }
      />
      <Tabs>
        <TabList aria-label="Creator sections">
          <Tab id="channel">Channel</Tab>
          <Tab id="campaigns">Campaigns</Tab>
          <Tab id="reporting">Reporting</Tab>
        </TabList>
        <TabPanel id="channel">The channel's profile.</TabPanel>
        <TabPanel id="campaigns">Campaigns.</TabPanel>
        <TabPanel id="reporting">Reports.</TabPanel>
      </Tabs>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ava Reyes' })).toBeVisible();
  },
};
