import { Plus } from 'lucide-react';
import { AgenciesList } from '../../areas/agency/AgenciesList.tsx';
import { KeptListUrl } from '../../areas/agency/keptLists.tsx';
import { useShellModals } from '../../features/modals/shellModals.ts';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';
import { RecordAction } from '../../features/records/RecordAction.tsx';

/** /agency/agencies: the media agencies that bring brands, kept as left (spec §2). */
export function AgenciesPage() {
  const { open } = useShellModals();
  return (
    <Page>
      <PageHeader
        title="Agencies"
        description="The agencies behind the brands; open one for its brands and Airtime rep."
        actions={
          <RecordAction label="Add agency" icon={<Plus />} onPress={() => open('agency', {})} />
        }
      />
      <KeptListUrl>
        <AgenciesList />
      </KeptListUrl>
    </Page>
  );
}
