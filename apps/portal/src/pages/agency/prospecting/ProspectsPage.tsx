import { Section } from '@airtime/design-system';
import { ProspectStageList } from '../../../areas/agency/prospecting/ProspectStageList.tsx';

// In Progress = creators whose conversion process is 'not-started' or 'requested' (queued or under way).
/** Prospecting > In Progress. */
export function ProspectsPage() {
  return (
    <Section
      space="lg"
      title="In Progress"
      description="Creators whose conversion is queued or under way (not started or requested)."
    >
      <ProspectStageList
        stage="inProgress"
        label="Prospects in progress"
        emptyTitle="No conversion is in progress."
        emptyDescription="Prospects show here once a conversion process is opened for them."
      />
    </Section>
  );
}
