import { useCreator } from '@airtime/api-client';
import { Card, Columns, Section } from '@airtime/design-system';
import { CreatorForm } from '../../../areas/agency/creatorRecord/CreatorForm.tsx';
import { CreatorProfileCard } from '../../../areas/agency/creatorRecord/CreatorProfileCard.tsx';
import { CreatorTeamCard } from '../../../areas/agency/creatorRecord/CreatorTeamCard.tsx';
import { ContactsCard } from '../../../features/contacts/ContactsCard.tsx';
import { DataState } from '../../../features/lists/DataState.tsx';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';
import { PaymentPreferences } from '../../../features/paymentPreferences/PaymentPreferences.tsx';

/** The creator's settings: its details and reps, how it is paid, and its contacts. */
export function CreatorSettingsPage() {
  const creatorId = useIdParam('creatorId');
  const creator = useCreator(creatorId);
  return (
    <Section
      title="Settings"
      description="The creator’s details, reps, profile, payment preferences and contacts."
    >
      <Columns minColumnWidth={320} alignY="top">
        <Card headingLevel={3} title="Details">
          <DataState
            isLoading={creator.isLoading || creator.data === undefined}
            error={creator.error}
            onRetry={() => void creator.mutate()}
            what="creator"
            shape="text"
          >
            {creator.data !== undefined && (
              // Keyed by the record, so the form starts over for another creator.
              <CreatorForm key={creator.data.id} creator={creator.data} />
            )}
          </DataState>
        </Card>
        {creator.data !== undefined && <CreatorTeamCard creator={creator.data} />}
        {creator.data !== undefined && <CreatorProfileCard creator={creator.data} />}
        <Card
          headingLevel={3}
          title="Payment preferences"
          description="Where the creator's payouts go. Open one to change it."
          padding="none"
        >
          <PaymentPreferences creatorId={creatorId} />
        </Card>
      </Columns>
      {creatorId !== null && (
        <ContactsCard
          subjectType="creators"
          subjectId={creatorId}
          headingLevel={3}
          description="The people to reach at the creator, such as a manager or an agent."
          emptyDescription="Add the people the agency should reach, such as a manager or an agent."
        />
      )}
    </Section>
  );
}
