import { Section } from '@airtime/design-system';
import { ProspectStageList } from '../../../areas/agency/prospecting/ProspectStageList.tsx';

// Archive = creators whose conversion process ended ('complete').
/** Prospecting > Archive. */
export function ArchivePage() {
  return (
    <Section
      space="lg"
      title="Archive"
      description="Prospects whose conversion process ended (complete)."
    >
      <ProspectStageList
        stage="archive"
        label="Archived prospects"
        emptyTitle="No conversion has ended yet."
        emptyDescription="Prospects whose conversion completes move here."
      />
    </Section>
  );
}
