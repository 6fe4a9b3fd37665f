import { Num, type TableColumn } from '@airtime/design-system';
import type { Creator } from '@airtime/domain';
import { dateColumn, recordColumn } from '../lists/commonColumns.tsx';
import { ConvertedBadge } from '../status/StatusBadges.tsx';

// Every column a creator list shows, defined once; a list picks its own with pickColumns (and
// adds those that need its own data, such as names of people). Ids are the API's sort fields
// where it sorts by them.

export const CREATOR_COLUMNS = {
  name: recordColumn<Creator>('name', 'Creator', (creator) => creator, { width: 240, grow: true }),
  channels: {
    id: 'channels',
    label: 'Channels',
    width: 110,
    numeric: true,
    value: (creator) => creator.channels?.length ?? 0,
    cell: (creator) => <Num value={creator.channels?.length ?? 0} />,
  },
  outreach: {
    id: 'outreach',
    label: 'Outreach email',
    width: 240,
    value: (creator) => creator.outreach_emails[0] ?? null,
  },
  converted: {
    id: 'converted',
    label: 'Converted',
    width: 130,
    value: (creator) => creator.converted,
    cell: (creator) => <ConvertedBadge converted={creator.converted} />,
  },
  created_at: dateColumn<Creator>('created_at', 'Added', (creator) => creator.created_at, {
    firstSortDirection: 'descending',
  }),
} satisfies Record<string, TableColumn<Creator>>;
