import { useContacts } from '@airtime/api-client';
import type { TableColumn } from '@airtime/design-system';
import type { Contact } from '@airtime/domain';
import { getListStates, SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import * as styles from '../../../features/reports/creatorReports.css.ts';
import { PrimaryBadge } from '../../../features/status/StatusBadges.tsx';
import { ContactForm } from './ContactForm.tsx';

const COLUMNS: readonly TableColumn<Contact>[] = [
  {
    id: 'name',
    label: 'Name',
    value: (contact) => contact.name,
    allowsSorting: true,
    grow: true,
    width: 180,
  },
  { id: 'title', label: 'Title', value: (contact) => contact.title, allowsSorting: true },
  { id: 'email', label: 'Email', value: (contact) => contact.email, width: 220 },
  { id: 'phone', label: 'Phone', value: (contact) => contact.phone, width: 150 },
  {
    id: 'primary',
    label: 'Primary',
    value: (contact) => contact.is_primary,
    cell: (contact) => (contact.is_primary ? <PrimaryBadge /> : 'No'),
    width: 110,
  },
];

/** The people to reach at a creator, and a form to add one. */
export function ContactList({ creatorId }: { readonly creatorId: number }) {
  const list = useContacts('creators', creatorId, { per_page: 100 });
  return (
    <div className={styles.section}>
      <SummaryTable<Contact>
        label="Contacts"
        columns={COLUMNS}
        rows={list.items}
        getRowId={(contact) => contact.id}
        {...getListStates(list)}
        noun="contacts"
        singularNoun="contact"
        emptyTitle="No contacts for this creator yet."
        emptyDescription="Add the people the agency should reach, such as a manager or an agent."
        maxHeight={320}
      />
      <ContactForm creatorId={creatorId} />
    </div>
  );
}
