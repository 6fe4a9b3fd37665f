import { useContacts } from '@airtime/api-client';
import { Button, Card } from '@airtime/design-system';
import type { Contact } from '@airtime/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { contactColumns } from '../../../features/contacts/contactColumns.tsx';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { ContactDialog } from './ContactDialog.tsx';

const COLUMNS = contactColumns();

/** The people to reach at a brand: listed, added, edited and deleted in a dialog. */
export function ContactsCard({ brandId }: { readonly brandId: number }) {
  const contacts = useContacts('brands', brandId);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  return (
    <Card
      title="Contacts"
      description="The people to reach at the brand. Open one to edit or delete it."
      headingLevel={2}
      padding="none"
      actions={
        <Button size="sm" icon={<Plus />} onPress={() => setEditing('new')}>
          Add contact
        </Button>
      }
    >
      <ResourceTable
        label="Contacts"
        columns={COLUMNS}
        list={contacts}
        noun="contacts"
        onOpen={setEditing}
        emptyTitle="No contacts yet."
        emptyDescription="Add the people the agency works with at the brand."
      />
      <ContactDialog brandId={brandId} contact={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
