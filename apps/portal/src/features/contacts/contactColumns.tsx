import type { TableColumn } from '@airtime/design-system';
import type { Contact } from '@airtime/domain';
import { pickColumns } from '../lists/pickColumns.ts';
import { PrimaryBadge } from '../status/StatusBadges.tsx';

// The columns of a record's contacts (a brand's, a creator's), defined once.

const CONTACT_COLUMNS = {
  name: { id: 'name', label: 'Name', width: 180, grow: true, value: (contact) => contact.name },
  title: { id: 'title', label: 'Job title', width: 160, value: (contact) => contact.title },
  email: { id: 'email', label: 'Email', width: 240, value: (contact) => contact.email },
  phone: { id: 'phone', label: 'Phone', width: 140, value: (contact) => contact.phone },
  is_primary: {
    id: 'is_primary',
    label: 'Primary',
    width: 110,
    value: (contact) => contact.is_primary,
    cell: (contact) => (contact.is_primary ? <PrimaryBadge /> : 'No'),
  },
} satisfies Record<string, TableColumn<Contact>>;

export type ContactColumnId = keyof typeof CONTACT_COLUMNS;

const ALL: readonly ContactColumnId[] = ['name', 'title', 'email', 'phone', 'is_primary'];

/** Every contact column; those in `sorts` sort. */
export function contactColumns(sorts: readonly string[] = []): TableColumn<Contact>[] {
  return pickColumns<Contact, ContactColumnId>(CONTACT_COLUMNS, ALL, sorts);
}
