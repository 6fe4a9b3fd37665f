import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Table } from './Table.tsx';
import {
  type Campaign,
  campaignColumns,
  campaignStatusGroups as GROUPS,
  getCampaignId,
  makeCampaigns,
} from './tableStoryData.tsx';

const ROWS = makeCampaigns(14);

const meta = {
  title: 'Components/Table row groups',
  component: Table<Campaign>,
  tags: ['autodocs'],
  parameters: {
    frame: 'full',
    guidance: {
      whenToUse:
        "Use `rowGroups` when a board reads by what needs doing: rows under a header per day or status, with finished work folded under its count ('3 campaigns · Show'). Use `rowTone` to make a late or moving row stand out.",
      alternatives: [
        {
          use: 'a filter',
          when: 'People want only one group at a time; a group header is for reading them all in order.',
        },
      ],
      do: [
        "List `groups` in the order they read (what needs doing first) and give each a short `title`; mark finished work's group `isCollapsible` so it folds under its count.",
        "Pair `rowTone` with words in a cell ('Past due'): the bar at the row's start is never the only signal.",
        'Keep the groups and `groupOf` stable (declare or memoize them), as with `columns`.',
      ],
      dont: [
        "Don't group rows the server pages through by a field it does not sort by: a group would grow as pages load. Group what is loaded, and say so.",
        "Don't make every group collapsible: folding hides work, so fold only what needs none.",
      ],
      anatomy: [
        {
          part: 'Group row',
          description:
            "A band across the table: the group's title as a heading, its count, and for a collapsible group a Show or Hide button.",
        },
        {
          part: 'Rows',
          description:
            "The group's rows in their order (the sort's), with a critical or warning bar at the start of a row that has a tone.",
        },
      ],
      accessibility: [
        "Each group row is a row of the grid holding a level 3 heading with the count, so screen readers list the groups with their heading navigation ('Completed · 3 campaigns').",
        "Show and Hide is a button with `aria-expanded`, reached with Tab and pressed with Enter or Space; its name says which group and how many ('Show Completed (3 campaigns)').",
        "The grid's arrow keys move between the rows' cells and pass over the group rows; the row count in the footer counts every row, folded or not.",
      ],
    } satisfies Guidance,
  },
  args: {
    'aria-label': 'Campaigns',
    columns: campaignColumns,
    rows: ROWS,
    getRowId: getCampaignId,
    rowGroups: GROUPS,
    rowTone: (campaign) => (campaign.status === 'Paused' ? 'warning' : undefined),
    onRowAction: fn(),
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
} satisfies Meta<typeof Table<Campaign>>;

export default meta;
type Story = StoryObj<typeof meta>;

const completed = ROWS.filter((campaign) => campaign.status === 'Completed');
const firstCompleted = completed[0] as Campaign;

/** Groups in their order, each with its count; the completed are folded until shown. */
export const Grouped: Story = {
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { name: /^Completed/ });
    await expect(heading).toHaveTextContent(`Completed · ${completed.length} campaigns`);
    await expect(canvas.queryByRole('rowheader', { name: firstCompleted.name })).toBeNull();

    const show = canvas.getByRole('button', { name: /^Show Completed/ });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    show.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('rowheader', { name: firstCompleted.name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Hide Completed/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('grid')).toHaveAttribute(
      'aria-rowcount',
      String(ROWS.length + GROUPS.groups.length + 1),
    );
  },
};
