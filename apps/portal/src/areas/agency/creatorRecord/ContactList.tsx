import { useContacts } from '@airtime/api-client';
import { Stack } from '@airtime/design-system';
import type { Contact } from '@airtime/domain';
import { contactColumns } from '../../../features/contacts/contactColumns.tsx';
import { getListStates, SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import { ContactForm } from './ContactForm.tsx';

// The table sorts the contacts itself, by name or job title.
const COLUMNS = contactColumns(['name', 'title']);

/** The people to reach at a creator, and a form to add one. */
export function ContactList({ creatorId }: { readonly creatorId: number }) {
  const list = useContacts('creators', creatorId, { per_page: 100 });
  return (
    <Stack>
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
    </Stack>
  );
}
