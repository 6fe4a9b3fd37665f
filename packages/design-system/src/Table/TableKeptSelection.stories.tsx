import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { Table, type TableProps } from './Table.tsx';
import { campaignsTableCode } from './tableStoryCode.ts';
import { type Campaign, campaignColumns, getCampaignId, makeCampaigns } from './tableStoryData.tsx';
import { StatefulTable } from './tableStoryParts.tsx';

const ROWS = makeCampaigns(12);
const first = ROWS[0] as Campaign;
const last = ROWS[11] as Campaign;
/** The filter the story toggles: the first six rows. */
const FILTERED = ROWS.slice(0, 6);

/** A list whose filter hides rows, as a screen with filters would show it. */
function FilteredTable(props: TableProps<Campaign>) {
  const [isFiltered, setFiltered] = useState(false);
  return (
    <>
      <Switch isSelected={isFiltered} onChange={setFiltered}>
        Only the first six
      </Switch>
      <StatefulTable {...props} rows={isFiltered ? FILTERED : ROWS} />
    </>
  );
}

const meta = {
  title: 'Components/Table kept selection',
  component: Table<Campaign>,
  tags: ['autodocs'],
  parameters: {
    frame: 'full',
    // The story's filter and state live in story helpers: the same screen, as code.
    docs: {
      source: {
        code: campaignsTableCode({
          imports: ['Button', 'Stack', 'Switch'],
          moreImports: ["import { useState } from 'react';"],
          props: [
            'selectionMode="multiple"',
            'keepsUnshownSelection',
            'bulkActions={\n    <Button size="sm" onPress={archiveSelected}>\n      Archive\n    </Button>\n  }',
          ],
          indent: '      ',
          body: `function CampaignsScreen({ campaigns }: { campaigns: Campaign[] }) {
  const [isFiltered, setFiltered] = useState(false);
  const shown = isFiltered ? campaigns.filter((campaign) => campaign.status === 'Live') : campaigns;
  // Selected campaigns the filter hides stay selected, and the bulk bar counts them.
  return (
    <Stack>
      <Switch isSelected={isFiltered} onChange={setFiltered}>
        Only live campaigns
      </Switch>
      TABLE
    </Stack>
  );
}`,
        }).replace('rows={campaigns}', 'rows={shown}'),
      },
    },
  },
  args: {
    'aria-label': 'Campaigns',
    columns: campaignColumns,
    rows: ROWS,
    getRowId: getCampaignId,
    selectionMode: 'multiple',
    keepsUnshownSelection: true,
    bulkActions: (
      <Button size="sm" onPress={fn().mockName('archive')}>
        Archive
      </Button>
    ),
    onSelectionChange: fn(),
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
  render: (args) => <FilteredTable {...args} />,
} satisfies Meta<typeof Table<Campaign>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `keepsUnshownSelection`: a selected row the filter hides stays selected and counted ("2 selected
 * (1 not shown)"); select-all takes the shown rows and never `'all'`; unchecking it leaves the
 * hidden ones; 'Clear selection' clears everything.
 */
export const KeptSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${first.name}` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${last.name}` }));
    const bar = await canvas.findByRole('toolbar', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('2 selected');

    await userEvent.click(canvas.getByRole('switch', { name: 'Only the first six' }));
    await expect(bar).toHaveTextContent('2 selected (1 not shown)');

    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(bar).toHaveTextContent('7 selected (1 not shown)');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('all');
    await userEvent.click(all);
    await expect(await canvas.findByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent(
      '1 selected (1 not shown)',
    );

    // Escape in the grid clears the hidden selection too.
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${first.name}` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${first.name}` }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();

    // Once cleared, the hidden row comes back unselected; selected, it would come back checked.
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${first.name}` }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Only the first six' }));
    await expect(canvas.getByRole('checkbox', { name: `Select ${last.name}` })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${last.name}` }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Only the first six' }));
    await expect(await canvas.findByRole('toolbar')).toHaveTextContent('2 selected (1 not shown)');
    await userEvent.click(canvas.getByRole('switch', { name: 'Only the first six' }));
    await expect(canvas.getByRole('checkbox', { name: `Select ${last.name}` })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
  },
};
