import { Plus } from 'lucide-react';
import { CreatorsList } from '../../areas/agency/CreatorsList.tsx';
import { KeptListUrl } from '../../areas/agency/keptLists.tsx';
import { useShellModals } from '../../features/modals/shellModals.ts';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';
import { RecordAction } from '../../features/records/RecordAction.tsx';

/** /agency/creators: every creator the agency manages, kept as left (spec §2). */
export function CreatorsPage() {
  const { open } = useShellModals();
  return (
    <Page>
      <PageHeader
        title="Creators"
        description="The creators Airtime represents; open one for its channels and campaigns."
        actions={
          <RecordAction label="Add creator" icon={<Plus />} onPress={() => open('creator', {})} />
        }
      />
      <KeptListUrl>
        <CreatorsList />
      </KeptListUrl>
    </Page>
  );
}
