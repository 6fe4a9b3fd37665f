import { Avatar, DateText, type TableColumn } from '@airtime/design-system';
import type { Creator } from '@airtime/domain';
import * as styles from './prospecting.css.ts';

/** A creator's logo (or initials) and name, the first cell of a row. */
export function CreatorName({ creator }: { readonly creator: Creator }) {
  return (
    <span className={styles.nameCell}>
      <Avatar name={creator.name} src={creator.logo} size={6} />
      <span className={styles.nameText}>{creator.name}</span>
    </span>
  );
}

/** The columns every Prospecting list shows; 'name' and 'created_at' sort on the server. */
export const CREATOR_COLUMNS: readonly TableColumn<Creator>[] = [
  {
    id: 'name',
    label: 'Creator',
    value: (creator) => creator.name,
    cell: (creator) => <CreatorName creator={creator} />,
    allowsSorting: true,
    grow: true,
    width: 240,
  },
  {
    id: 'channels',
    label: 'Channels',
    value: (creator) => creator.channels?.length ?? 0,
    numeric: true,
    width: 100,
  },
  {
    id: 'outreach',
    label: 'Outreach email',
    value: (creator) => creator.outreach_emails[0] ?? null,
    width: 240,
  },
  {
    id: 'created_at',
    label: 'Added',
    value: (creator) => creator.created_at,
    cell: (creator) => <DateText value={creator.created_at} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 140,
  },
];
