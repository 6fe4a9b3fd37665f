import { useContacts } from '@airtime/api-client';
import { Button, Card } from '@airtime/design-system';
import { Plus } from 'lucide-react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { ResourceTable } from '../lists/ResourceTable.tsx';
import { useShellModals } from '../modals/shellModals.ts';
import { contactColumns } from './contactColumns.tsx';
import { CONTACTS_QUERY, type ContactModalTarget } from './contactsQuery.ts';

const COLUMNS = contactColumns();

export interface ContactsCardProps extends Omit<ContactModalTarget, 'contactId'> {
  /** Who the contacts are, under the title. */
  readonly description: string;
  /** What to add when there are none. */
  readonly emptyDescription: string;
  readonly headingLevel?: 2 | 3;
}

/** A record's contacts (a brand's, a creator's), each opening the shared `contact` modal. */
export function ContactsCard({
  subjectType,
  subjectId,
  description,
  emptyDescription,
  headingLevel = 2,
}: ContactsCardProps) {
  const contacts = useContacts(subjectType, subjectId, CONTACTS_QUERY);
  const modals = useShellModals();
  const mayWrite = useMayWrite();
  const target = { subjectType, subjectId };
  return (
    <Card
      title="Contacts"
      description={description}
      headingLevel={headingLevel}
      padding="none"
      actions={
        mayWrite && (
          <Button size="sm" icon={<Plus />} onPress={() => modals.open('contact', target)}>
            Add contact
          </Button>
        )
      }
    >
      <ResourceTable
        label="Contacts"
        columns={COLUMNS}
        list={contacts}
        noun="contacts"
        onOpen={(contact) => modals.open('contact', { ...target, contactId: contact.id })}
        emptyTitle="No contacts yet."
        emptyDescription={emptyDescription}
        stateSize="sm"
      />
    </Card>
  );
}
