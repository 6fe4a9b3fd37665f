import { ContactsCard as RecordContactsCard } from '../../../features/contacts/ContactsCard.tsx';

/** The people to reach at a brand, in the shared contacts card and `contact` modal. */
export function ContactsCard({ brandId }: { readonly brandId: number }) {
  return (
    <RecordContactsCard
      subjectType="brands"
      subjectId={brandId}
      description="The people to reach at the brand. Open one to edit or delete it."
      emptyDescription="Add the people the agency works with at the brand."
    />
  );
}
