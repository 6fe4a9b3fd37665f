import { ProspectStageList } from '../../../areas/agency/prospecting/ProspectStageList.tsx';
import { Page } from '../../../features/page/PageHeader.tsx';
import { SectionHeader } from '../../../features/page/SectionHeader.tsx';

// Archive = creators whose conversion process ended ('complete').
/** Prospecting > Archive. */
export function ArchivePage() {
  return (
    <Page>
      <SectionHeader
        title="Archive"
        description="Prospects whose conversion process ended (complete)."
      />
      <ProspectStageList
        stage="archive"
        label="Archived prospects"
        emptyTitle="No conversion has ended yet."
        emptyDescription="Prospects whose conversion completes move here."
      />
    </Page>
  );
}
