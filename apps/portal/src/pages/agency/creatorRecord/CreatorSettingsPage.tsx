import { useCreator } from '@airtime/api-client';
import { Card, Columns, Section } from '@airtime/design-system';
import { ContactList } from '../../../areas/agency/creatorRecord/ContactList.tsx';
import { CreatorForm } from '../../../areas/agency/creatorRecord/CreatorForm.tsx';
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
      description="The creator’s details, reps, payment preferences and contacts."
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
        <Card headingLevel={3} title="Payment preferences">
          <PaymentPreferences creatorId={creatorId} editable />
        </Card>
      </Columns>
      {creatorId !== null && (
        <Card headingLevel={3} title="Contacts">
          <ContactList creatorId={creatorId} />
        </Card>
      )}
    </Section>
  );
}
